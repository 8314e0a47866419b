/**
 * The state a widget's markup has at load in the plugin's own script, set by the loader during the
 * scan (WidgetDef.paint) so the shopper sees it before the widget's chunk has run.
 *
 * `looks`: a selector within `root` → the attributes its elements get; `class` adds its
 * space-separated names, `style` is appended to the served declarations. The returned undo puts
 * back exactly what was served (only the class names it added, every other attribute as it was),
 * so the widget that takes over finds the served markup and owns the state from then on.
 */
export function setFirstState(root: ParentNode, looks: Readonly<Record<string, Readonly<Record<string, string>>>>): () => void {
  const undo: Array<() => void> = [];
  for (const selector in looks) {
    for (const element of root.querySelectorAll(selector)) {
      for (const [name, value] of Object.entries(looks[selector]!)) {
        if (name === 'class') {
          for (const token of value.split(' ')) {
            if (!element.classList.contains(token)) undo.push(() => element.classList.remove(token));
            element.classList.add(token);
          }
          continue;
        }
        const served = element.getAttribute(name);
        element.setAttribute(name, name === 'style' && served ? `${served};${value}` : value);
        undo.push(() => (served === null ? element.removeAttribute(name) : element.setAttribute(name, served)));
      }
    }
  }
  return () => {
    for (const step of undo.splice(0).reverse()) step();
  };
}
