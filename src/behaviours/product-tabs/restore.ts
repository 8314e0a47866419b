import { afterPaint } from '../../core/paint';
import { createRestorer } from '../../core/restore';
import type { Scope } from '../../core/scope';

/**
 * The tabs' changes to the served markup, each remembered (core/restore) the first time it is
 * made and put back when the scope is disposed.
 */
export interface Markup {
  attr(element: Element, name: string, value: string): void;
  toggleClass(element: Element, name: string, on: boolean): void;
  /**
   * `later`: the open panel's check against the theme's CSS waits until the page has painted. At
   * start-up a computed style would force the whole loading page's style to be worked out in our
   * task; after the first paint it is already known.
   */
  display(element: HTMLElement, shown: boolean, later?: boolean): void;
}

export function trackMarkup(scope: Scope): Markup {
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  // The server's own inline display of each panel: what "shown" goes back to.
  const served = new Map<HTMLElement, [value: string, priority: string]>();

  return {
    attr(element, name, value) {
      restorer.attributes(element, name);
      element.setAttribute(name, value);
    },
    toggleClass(element, name, on) {
      restorer.classes(element, name);
      element.classList.toggle(name, on);
    },
    display(element, shown, later = false) {
      restorer.attributes(element, 'style');
      if (!served.has(element)) served.set(element, [element.style.getPropertyValue('display'), element.style.getPropertyPriority('display')]);
      const [value, priority] = served.get(element)!;
      // Shown means the server's own inline display (usually none at all), as jQuery's show().
      if (!shown) element.style.setProperty('display', 'none');
      else if (value && value !== 'none') element.style.setProperty('display', value, priority);
      else element.style.removeProperty('display');
      if (!shown) return;
      // As jQuery's show(): a theme that hides the panels in CSS still gets the open one shown
      // (unless another tab was chosen before the check ran).
      const showIfHidden = () => {
        if (element.style.getPropertyValue('display') !== 'none' && getComputedStyle(element).display === 'none') {
          element.style.setProperty('display', 'block');
        }
      };
      if (later) afterPaint(scope, showIfHidden);
      else showIfHidden();
    },
  };
}
