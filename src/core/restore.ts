import { emptyElement } from './html';

/**
 * Remembers the server's version of what a widget changes (attributes, classes, children, values)
 * the first time each is touched, and puts it all back on dispose: a disposed widget leaves the
 * markup as it was served.
 */
export interface Restorer {
  attributes(element: Element, ...names: string[]): void;
  /** Only these class names: classes others add meanwhile are left alone. */
  classes(element: Element, ...names: string[]): void;
  children(element: Element): void;
  value(input: HTMLInputElement): void;
  restore(): void;
}

export function createRestorer(): Restorer {
  const attributes = new Map<Element, Map<string, string | null>>();
  const children = new Map<Element, Node[]>();
  const values = new Map<HTMLInputElement, string>();
  const classes = new Map<Element, Map<string, boolean>>();

  return {
    attributes(element, ...names) {
      let saved = attributes.get(element);
      if (!saved) attributes.set(element, (saved = new Map()));
      for (const name of names) if (!saved.has(name)) saved.set(name, element.getAttribute(name));
    },
    classes(element, ...names) {
      let saved = classes.get(element);
      if (!saved) classes.set(element, (saved = new Map()));
      for (const name of names) if (!saved.has(name)) saved.set(name, element.classList.contains(name));
    },
    children(element) {
      if (!children.has(element)) children.set(element, [...element.childNodes].map((node) => node.cloneNode(true)));
    },
    value(input) {
      if (!values.has(input)) values.set(input, input.value);
    },
    restore() {
      for (const [element, nodes] of children) {
        // A select keeps the shopper's choice when the server's options still offer it.
        const chosen = element instanceof HTMLSelectElement ? element.value : null;
        emptyElement(element);
        element.append(...nodes);
        if (element instanceof HTMLSelectElement && chosen !== null) {
          element.value = chosen;
          if (element.value !== chosen) element.value = '';
        }
      }
      for (const [element, saved] of attributes) {
        for (const [name, value] of saved) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      }
      for (const [element, saved] of classes) {
        for (const [name, present] of saved) element.classList.toggle(name, present);
      }
      for (const [input, value] of values) input.value = value;
      classes.clear();
      children.clear();
      attributes.clear();
      values.clear();
    },
  };
}
