import type { Scope } from '../../core/scope';

const tokens = (text: string) => [...new Set(text.split(/\s+/).filter(Boolean))].sort().join(' ');

/**
 * The served `class` and `style` attributes of the nodes the effects touch, exactly, put back
 * when the widget is disposed (after its groups took their own classes and properties off):
 * classList writes the list back normalized, and the page builder prints some classes twice.
 * A class list others changed meanwhile is left as they left it.
 */
export function restoreOnDispose(scope: Scope) {
  const classes = new Map<HTMLElement, string | null>();
  const styles = new Map<HTMLElement, string | null>();
  scope.add(() => {
    for (const [node, served] of classes) {
      if (served !== null && tokens(node.getAttribute('class') ?? '') === tokens(served)) node.setAttribute('class', served);
      else if (served === null && !node.classList.length) node.removeAttribute('class');
    }
    for (const [node, served] of styles) {
      if (served === null) node.removeAttribute('style');
      else node.setAttribute('style', served);
    }
  });
  return {
    classOf(node: HTMLElement) {
      if (!classes.has(node)) classes.set(node, node.getAttribute('class'));
    },
    styleOf(node: HTMLElement) {
      if (!styles.has(node)) styles.set(node, node.getAttribute('style'));
    },
  };
}
