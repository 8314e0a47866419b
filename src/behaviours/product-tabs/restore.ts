import type { Scope } from '../../core/scope';

/**
 * Remembers each attribute and inline `display` the widget changes, as the server printed them,
 * and puts them back when the scope is disposed.
 */
export interface Markup {
  attr(element: Element, name: string, value: string): void;
  toggleClass(element: Element, name: string, on: boolean): void;
  display(element: HTMLElement, shown: boolean): void;
}

export function trackMarkup(scope: Scope): Markup {
  const attributes = new Map<Element, Map<string, string | null>>();
  const classes = new Map<Element, Map<string, boolean>>();
  const displays = new Map<HTMLElement, [value: string, priority: string, hadStyle: boolean]>();

  scope.add(() => {
    for (const [element, names] of attributes) {
      for (const [name, value] of names) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    for (const [element, names] of classes) for (const [name, had] of names) element.classList.toggle(name, had);
    for (const [element, [value, priority, hadStyle]] of displays) {
      if (value) element.style.setProperty('display', value, priority);
      else element.style.removeProperty('display');
      if (!hadStyle && element.getAttribute('style') === '') element.removeAttribute('style');
    }
  });

  const remember = <K, V>(map: Map<Element, Map<K, V>>, element: Element, key: K, value: () => V) => {
    let known = map.get(element);
    if (!known) map.set(element, (known = new Map()));
    if (!known.has(key)) known.set(key, value());
  };

  return {
    attr(element, name, value) {
      remember(attributes, element, name, () => element.getAttribute(name));
      element.setAttribute(name, value);
    },
    toggleClass(element, name, on) {
      remember(classes, element, name, () => element.classList.contains(name));
      element.classList.toggle(name, on);
    },
    display(element, shown) {
      if (!displays.has(element)) {
        const { style } = element;
        displays.set(element, [style.getPropertyValue('display'), style.getPropertyPriority('display'), element.hasAttribute('style')]);
      }
      const [value, priority] = displays.get(element)!;
      // Shown means the server's own inline display (usually none at all), as jQuery's show().
      if (!shown) element.style.setProperty('display', 'none');
      else if (value && value !== 'none') element.style.setProperty('display', value, priority);
      else element.style.removeProperty('display');
      // As jQuery's show(): a theme that hides the panels in CSS still gets the open one shown.
      if (shown && getComputedStyle(element).display === 'none') element.style.setProperty('display', 'block');
    },
  };
}
