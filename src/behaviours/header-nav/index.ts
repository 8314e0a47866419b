import { closestTarget } from '../../core/delegate';
import { noteOnce } from '../../core/errors';
import { text } from '../../core/i18n';
import { createRestorer } from '../../core/restore';
import { keyIntent, moveIndex } from '../../core/roving';
import { isSpaceKey } from '../../core/keys';
import { adoptStyles } from '../../core/styles';
import type { WidgetContext } from '../../core/types';
import { closedByOpening, closedWith } from './logic';
import { attachSmartMenusCalls } from './methods';
import { parseNav, type Menu } from './parse';

/** Ours: the disclosure button beside a parent link that is itself a page. */
export const SUBMENU_BUTTON = 'sf-submenu-toggle';

/**
 * Laid over the inline end of the parent item's link, out of the flow: adding it moves nothing.
 * Unlayered, as class rules: themes style every `button` (Storefront and the demo give it padding,
 * a background and position: relative), and an element rule would put it back in the flow; a
 * theme's own rule for the nav's buttons still wins. SmartMenus menus get a chevron (the plugin's
 * `span.sub-arrow` is printed by script, so nothing on the served page draws one); Storefront's CSS
 * already draws its arrow under the button.
 */
const RULES = `
li:has(> .${SUBMENU_BUTTON}) { position: relative; }
.${SUBMENU_BUTTON}, .${SUBMENU_BUTTON}:hover, .${SUBMENU_BUTTON}:active {
  position: absolute; top: 0; inset-inline-end: 0; inline-size: 2.25em; block-size: 100%;
  margin: 0; padding: 0; border: 0; border-radius: 0; background: transparent; color: inherit;
  font: inherit; cursor: pointer; transform: none; box-shadow: none;
}
.${SUBMENU_BUTTON}[data-arrow]::before {
  content: ""; display: inline-block; inline-size: 0.4em; block-size: 0.4em;
  border: solid currentColor; border-width: 0 2px 2px 0; transform: translateY(-0.2em) rotate(45deg);
}
.${SUBMENU_BUTTON}[data-arrow][aria-expanded="true"]::before { transform: translateY(0.1em) rotate(225deg); }
`;

interface Item {
  li: HTMLLIElement;
  link: HTMLAnchorElement;
  sub: HTMLUListElement;
  button: HTMLButtonElement;
  menu: Menu;
  /** The submenu item this one sits in, null at the top level. */
  parent: Item | null;
}

let nextId = 0;

/**
 * The header's dropdown navigation as a WAI-ARIA disclosure navigation: the burger toggle is a
 * button with aria-expanded/aria-controls; each parent item gets a disclosure button beside its
 * link (the link stays a link to its page). Opening one closes the others, Escape closes and
 * returns focus, a click outside closes, and a mouse opens and closes submenus with SmartMenus'
 * delays. The classes the themes' CSS reads are set as their scripts set them (Storefront's
 * `toggled` and `focus`, Elementor's `elementor-active`, SmartMenus' `highlighted` and inline show).
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseNav(element);
  if (!parsed.ok) {
    ctx.report(parsed.reason);
    return;
  }
  const { toggle, menus, script } = parsed.value;
  if (document.getElementById(`${script}-js`) instanceof HTMLScriptElement) {
    noteOnce(`legacy:${script}`, `the theme's own script "${script}" is still active on this page; leaving header-nav to it. Dequeue it to let storefront run the menu.`);
    return;
  }
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  adoptStyles('header-nav', RULES, { layered: false });

  const attr = (target: Element, name: string, value: string) => {
    restorer.attributes(target, name);
    target.setAttribute(name, value);
  };
  const toggleClass = (target: Element, name: string, on: boolean) => {
    restorer.classes(target, name);
    target.classList.toggle(name, on);
  };

  // ---- the parent items -----------------------------------------------------------------------
  const items = new Map<HTMLLIElement, Item>();
  const byButton = new Map<HTMLElement, Item>();
  const servedStyle = new Map<HTMLElement, string | null>();
  for (const menu of menus) {
    if (menu.smartMenus) attr(menu.root, 'data-smartmenus-id', `sf${++nextId}`);
    for (const li of menu.root.querySelectorAll<HTMLLIElement>('li')) {
      const sub = childOf<HTMLUListElement>(li, 'UL');
      const link = childOf<HTMLAnchorElement>(li, 'A');
      if (!sub || !link) continue;
      if (!sub.id) attr(sub, 'id', `sf-submenu-${++nextId}`);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = SUBMENU_BUTTON;
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', sub.id);
      button.setAttribute('aria-label', text('submenu_toggle', null, link.textContent?.trim() ?? ''));
      if (menu.smartMenus) {
        button.dataset.arrow = '';
        // SmartMenus marks each parent link; Elementor's CSS styles it.
        toggleClass(link, 'has-submenu', true);
        servedStyle.set(sub, sub.getAttribute('style'));
        restorer.attributes(sub, 'style');
      }
      link.after(button);
      scope.add(() => button.remove());
      const parentLi = li.parentElement?.closest('li');
      const item: Item = { li, link, sub, button, menu, parent: parentLi ? (items.get(parentLi as HTMLLIElement) ?? null) : null };
      items.set(li, item);
      byButton.set(button, item);
    }
  }
  // The button spans its link's height, not the item's (a burger's open submenu is in the item).
  if (typeof ResizeObserver === 'function' && items.size) {
    const byLink = new Map([...items.values()].map((item) => [item.link as Element, item]));
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const size = entry.borderBoxSize?.[0]?.blockSize;
        const item = byLink.get(entry.target);
        if (item && size) item.button.style.blockSize = `${size}px`;
      }
    });
    for (const link of byLink.keys()) observer.observe(link, { box: 'border-box' });
    scope.add(() => observer.disconnect());
  }
  const parentOf = (item: Item) => item.parent;
  const open = new Set<Item>();

  /** A submenu the theme lays out in the flow (a burger menu) rather than as a dropdown. */
  const collapsible = (item: Item) => {
    const { position } = getComputedStyle(item.sub);
    return position !== 'absolute' && position !== 'fixed';
  };

  const apply = (item: Item, on: boolean) => {
    item.button.setAttribute('aria-expanded', String(on));
    if (!item.menu.smartMenus) {
      // Storefront's CSS shows `li.focus > ul` (its navigation.js sets it for keyboard users).
      toggleClass(item.li, 'focus', on);
      return;
    }
    toggleClass(item.link, 'highlighted', on);
    const served = servedStyle.get(item.sub) ?? null;
    if (served === null) item.sub.removeAttribute('style');
    else item.sub.setAttribute('style', served);
    if (!on) return;
    // As SmartMenus' menuShow(): shown inline; a dropdown (not a burger's) gets its min/max width.
    const { subMenusMinWidth, subMenusMaxWidth } = item.menu.options;
    const dropdown = !collapsible(item);
    item.sub.style.display = 'block';
    if (dropdown && subMenusMinWidth) item.sub.style.minWidth = subMenusMinWidth;
    if (dropdown && subMenusMaxWidth) item.sub.style.maxWidth = subMenusMaxWidth;
  };
  const hide = (item: Item) => {
    for (const other of closedWith(open, item, parentOf)) {
      open.delete(other);
      apply(other, false);
    }
  };
  const show = (item: Item) => {
    for (const other of closedByOpening(open, item, parentOf)) if (open.has(other)) hide(other);
    if (open.has(item)) return;
    open.add(item);
    apply(item, true);
  };
  const hideAll = () => {
    for (const item of [...open]) if (open.has(item)) hide(item);
  };
  /** Everything open except `keep` and the submenus it sits in (null: everything). */
  const hideAllBut = (keep: Item | null) => {
    if (!keep) hideAll();
    else for (const other of closedByOpening(open, keep, parentOf)) if (open.has(other)) hide(other);
  };
  const innermostOpenAround = (target: Node) => {
    let found: Item | null = null;
    for (const item of open) if ((item.li.contains(target) || item.button === target) && (!found || found.li.contains(item.li))) found = item;
    return found;
  };

  // ---- the burger toggle ----------------------------------------------------------------------
  let toggled = false;
  const panelFocusables = () => (toggle ? [...toggle.panel.querySelectorAll<HTMLElement>(`a[href], .${SUBMENU_BUTTON}`)] : []);
  const setToggle = (on: boolean) => {
    if (!toggle) return;
    toggled = on;
    toggleClass(toggle.holder, toggle.openClass, on);
    attr(toggle.button, 'aria-expanded', String(on));
    if (toggle.hidesPanel) {
      // As Elementor's handler: the closed dropdown is hidden from assistive tech and the tab order.
      attr(toggle.panel, 'aria-hidden', String(!on));
      for (const focusable of panelFocusables()) attr(focusable, 'tabindex', on ? '0' : '-1');
    }
    // Spec §4: toggling closes any open submenus.
    hideAll();
  };
  if (toggle) {
    toggled = toggle.holder.classList.contains(toggle.openClass);
    if (!toggle.panel.id) attr(toggle.panel, 'id', `sf-nav-${++nextId}`);
    if (toggle.button.getAttribute('aria-controls') !== toggle.panel.id) attr(toggle.button, 'aria-controls', toggle.panel.id);
    if (toggle.button.getAttribute('aria-expanded') !== String(toggled)) attr(toggle.button, 'aria-expanded', String(toggled));
    // Our buttons in a dropdown printed closed follow its links out of the tab order.
    if (toggle.hidesPanel && !toggled) for (const button of toggle.panel.querySelectorAll(`.${SUBMENU_BUTTON}`)) button.setAttribute('tabindex', '-1');
    scope.on(toggle.button, 'click', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      setToggle(!toggled);
    });
    // Elementor's toggle is a div with role=button, which promises Enter and Space.
    if (!(toggle.button instanceof HTMLButtonElement)) {
      scope.on(toggle.button, 'keydown', (event) => {
        if (event.key !== 'Enter' && !isSpaceKey(event)) return;
        event.preventDefault();
        setToggle(!toggled);
      });
    }
  }

  // ---- clicks and keys ------------------------------------------------------------------------
  scope.on(element, 'click', (event) => {
    const button = closestTarget(event, `.${SUBMENU_BUTTON}`);
    const item = button ? byButton.get(button) : undefined;
    if (!item) return;
    cancelShow();
    if (open.has(item)) hide(item);
    else show(item);
  });

  scope.on(element, 'keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const target = event.target;
    if (event.key === 'Escape') {
      const item = innermostOpenAround(target);
      if (item) {
        event.preventDefault();
        hide(item);
        item.button.focus();
      } else if (toggle && toggled && (toggle.panel.contains(target) || toggle.button === target)) {
        event.preventDefault();
        setToggle(false);
        toggle.button.focus();
      }
      return;
    }
    const intent = keyIntent(event.key, { vertical: true });
    if (!intent || event.key === 'ArrowLeft' || event.key === 'ArrowRight') return;
    const fromButton = byButton.get(target);
    if (fromButton && open.has(fromButton) && intent === 'next') {
      // Down from an open submenu's button goes into it.
      const first = linksOf(fromButton.sub)[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    const sub = target.closest('ul');
    const item = sub ? [...open].find((candidate) => candidate.sub === sub) : undefined;
    if (!item) return;
    const links = linksOf(item.sub);
    const index = links.indexOf(target);
    if (index === -1) return;
    event.preventDefault();
    links[moveIndex(intent, index, links.length, false)]!.focus();
  });

  // Focus that leaves the navigation leaves its submenus closed behind it (APG disclosure nav).
  scope.on(element, 'focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && element.contains(next)) return;
    if (next instanceof Node) hideAll();
  });

  scope.on(document, 'click', (event) => {
    if (!open.size || !(event.target instanceof Node) || element.contains(event.target)) return;
    if (menus.some((menu) => menu.options.hideOnClick)) hideAll();
  });

  // SmartMenus closes its submenus when the layout may switch between dropdown and burger (a
  // change of width; a phone's toolbar changing the height while scrolling is not one).
  let width = window.innerWidth;
  scope.on(window, 'resize', () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    hideAll();
  });

  // ---- the mouse ------------------------------------------------------------------------------
  let showing: (() => void) | null = null;
  let hiding: (() => void) | null = null;
  function cancelShow() {
    showing?.();
    showing = null;
  }
  const cancelHide = () => {
    hiding?.();
    hiding = null;
  };
  for (const menu of menus) {
    let hovered: HTMLLIElement | null = null;
    scope.on(menu.root, 'pointerover', (event) => {
      if (event.pointerType !== 'mouse') return;
      cancelHide();
      const li = closestTarget<HTMLLIElement>(event, 'li');
      if (li === hovered) return;
      hovered = li && menu.root.contains(li) ? li : null;
      cancelShow();
      if (!hovered) return;
      const target = hovered;
      const item = items.get(target) ?? null;
      const level = target.parentElement?.closest('li');
      const parentItem = level ? (items.get(level as HTMLLIElement) ?? null) : null;
      const probe = item ?? parentItem ?? items.values().next().value;
      if (probe && collapsible(probe)) return;
      showing = scope.timeout(() => {
        showing = null;
        hideAllBut(item ?? parentItem);
        if (item && !(menu.options.showOnClick && !item.parent)) show(item);
      }, menu.options.showTimeout);
    });
    scope.on(menu.root, 'pointerout', (event) => {
      if (event.pointerType !== 'mouse') return;
      const next = event.relatedTarget;
      if (next instanceof Node && menu.root.contains(next)) return;
      hovered = null;
      cancelShow();
      cancelHide();
      if (!open.size || (menu.options.showOnClick && menu.options.hideOnClick)) return;
      hiding = scope.timeout(() => {
        hiding = null;
        hideAll();
      }, menu.options.hideTimeout);
    });
  }

  // Before we ran, the theme's CSS showed the submenu under the pointer; it stays shown.
  for (const item of items.values()) {
    if (matchesSafely(item.li, ':hover') && !collapsible(item)) show(item);
  }

  attachSmartMenusCalls(scope, menus, { hideAll, report: (reason) => ctx.report(reason) });
}

function childOf<E extends Element>(parent: Element, tag: string): E | null {
  for (const child of parent.children) if (child.tagName === tag) return child as E;
  return null;
}

/** The links of a submenu's own items (not those of submenus inside it). */
function linksOf(sub: HTMLUListElement): HTMLElement[] {
  return [...sub.children].flatMap((li) => {
    const link = childOf<HTMLAnchorElement>(li, 'A');
    return link ? [link] : [];
  });
}

function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
