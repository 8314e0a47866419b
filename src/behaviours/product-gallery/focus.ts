import type { Scope } from '../../core/scope';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function canFocus(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[inert]') || (element as HTMLButtonElement).disabled) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/**
 * Tab and Shift+Tab cycle through the dialog's visible controls. PhotoSwipe's trapFocus only pulls
 * focus back once it has landed outside, so a Tab from its last button first leaves the page.
 */
export function trapTab(root: HTMLElement, scope: Scope): void {
  scope.on(
    document,
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const focusables = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(canFocus);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active) && active !== root;
      let target: HTMLElement | undefined;
      if (!first || !last) target = root;
      else if (event.shiftKey && (!inside || active === first)) target = last;
      else if (!event.shiftKey && (!inside || active === last)) target = first;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    { capture: true },
  );
}
