import { defineJQueryFunctions, jquery, type JQueryFunction } from '../../core/jquery';
import type { Scope } from '../../core/scope';
import { smartMenusCall } from './logic';
import type { Menu } from './parse';

interface Running {
  menu: Menu;
  scope: Scope;
  hideAll(): void;
  report(reason: string): void;
}

/** Every running SmartMenus root: `$.fn.smartmenus` is one function for all the page's menus. */
const running = new Map<HTMLElement, Running>();
let uninstall: (() => void) | null = null;

/**
 * Themes call `$(menu).smartmenus('menuHideAll')` or `('popupShow', left, top)` on Elementor's
 * menus. Where the plugin alerts (popupShow on a menu without isPopup) we report instead.
 */
const smartmenus: JQueryFunction = function (method, ...args) {
  if (typeof method !== 'string') return this;
  this.each(function () {
    const target = running.get(this);
    if (!target) return;
    const call = smartMenusCall(method, args, target.menu.options);
    const root = target.menu.root;
    switch (call.do) {
      case 'report':
        target.report(call.reason);
        break;
      case 'hideAll':
        target.hideAll();
        break;
      case 'popupShow':
        // A popup menu is a root the site positions itself; SmartMenus places it at left/top.
        root.style.left = cssLength(call.left);
        root.style.top = cssLength(call.top);
        root.style.display = 'block';
        break;
      case 'popupHide':
        target.scope.timeout(() => {
          target.hideAll();
          root.style.display = 'none';
        }, target.menu.options.hideTimeout);
        break;
      case 'nothing':
        break;
    }
  });
  return this;
};

export function attachSmartMenusCalls(scope: Scope, menus: readonly Menu[], actions: Pick<Running, 'hideAll' | 'report'>): void {
  if (!jquery()) return;
  for (const menu of menus) {
    if (!menu.smartMenus) continue;
    if (menu.options.isPopup) {
      // popupShow/popupHide change the root's inline style: give the served one back on dispose.
      const served = menu.root.getAttribute('style');
      scope.add(() => (served === null ? menu.root.removeAttribute('style') : menu.root.setAttribute('style', served)));
    }
    running.set(menu.root, { menu, scope, ...actions });
    scope.add(() => {
      running.delete(menu.root);
      if (running.size === 0) {
        uninstall?.();
        uninstall = null;
      }
    });
  }
  if (running.size && !uninstall) uninstall = defineJQueryFunctions({ smartmenus });
}

function cssLength(value: unknown): string {
  return typeof value === 'number' ? `${value}px` : typeof value === 'string' ? value : '';
}
