/**
 * How the HTML sink (html.ts) tells the scanner about the markup it removes and inserts. Its own
 * module so the scanner, on the loader, plugs in without importing the sink, which only the
 * chunks that write server HTML need.
 */
type TreeHook = (root: Node) => void;

export const treeHooks: { beforeRemove: TreeHook; afterInsert: TreeHook } = { beforeRemove: () => {}, afterInsert: () => {} };

export function setTreeHooks(hooks: { beforeRemove: TreeHook; afterInsert: TreeHook }): void {
  treeHooks.beforeRemove = hooks.beforeRemove;
  treeHooks.afterInsert = hooks.afterInsert;
}
