/**
 * How the HTML sink (html.ts) tells the scanner about the markup it removes and inserts. Its own
 * module so the scanner, on the loader, plugs in without importing the sink, which only the
 * chunks that write server HTML need.
 */
type TreeHook = (root: Node) => void;

export const treeHooks: { beforeRemove: TreeHook; afterInsert: TreeHook } = { beforeRemove: () => {}, afterInsert: () => {} };

/** Plugs the scanner in; the returned undo unplugs it (if no other scanner took its place). */
export function setTreeHooks(hooks: { beforeRemove: TreeHook; afterInsert: TreeHook }): () => void {
  treeHooks.beforeRemove = hooks.beforeRemove;
  treeHooks.afterInsert = hooks.afterInsert;
  return () => {
    if (treeHooks.afterInsert !== hooks.afterInsert) return;
    treeHooks.beforeRemove = treeHooks.afterInsert = () => {};
  };
}
