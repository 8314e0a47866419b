import type PhotoSwipe from 'photoswipe';
import type { Scope } from '../core/scope';
import { popupFeatures, safeHttpUrl, shareLinks } from './logic';
import { LIGHTBOX_TEXTS as TEXTS } from './texts';

const SVG = 'http://www.w3.org/2000/svg';

/** PhotoSwipe's buttons carry a 32 px SVG icon; ours is built node by node, never from markup. */
function shareIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'pswp__icn');
  svg.setAttribute('viewBox', '0 0 32 32');
  svg.setAttribute('width', '32');
  svg.setAttribute('height', '32');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute(
    'd',
    'M21 9a3 3 0 1 1 .6 1.8l-8.2 4.1a3 3 0 0 1 0 2.2l8.2 4.1a3 3 0 1 1-.9 1.8l-8.2-4.1a3 3 0 1 1 0-4.2l8.2-4.1A3 3 0 0 1 21 9z',
  );
  svg.append(path);
  return svg;
}

/** Where the browser window is, for a centred popup. */
function windowBox() {
  return { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
}

/**
 * PhotoSwipe v4's share menu, which v5 dropped: a button in the bar discloses Facebook, X and
 * Pinterest (each in a 550x420 popup) and a download link for the current picture. Escape closes
 * the menu before it closes the lightbox.
 */
export function registerShare(pswp: PhotoSwipe, scope: Scope, onToggle: (open: boolean) => void): void {
  const menuId = `sf-pswp-share-${Math.random().toString(36).slice(2, 10)}`;
  let button: HTMLElement | null = null;
  let menu: HTMLElement | null = null;
  const links = new Map<string, HTMLAnchorElement>();
  const isOpen = () => !!menu && !menu.hidden;

  const close = (focusButton: boolean) => {
    if (!menu || !button || menu.hidden) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    onToggle(false);
    if (focusButton) button.focus();
  };
  const open = () => {
    if (!menu || !button) return;
    const data = pswp.currSlide?.data ?? pswp.getItemData(pswp.currIndex);
    const image = safeHttpUrl(String(data.src ?? ''), location.href) ?? location.href;
    const text = String(data.caption || data.alt || document.title);
    for (const { id, url } of shareLinks(location.href, image, text)) links.get(id)?.setAttribute('href', url);
    links.get('download')?.setAttribute('href', image);
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    onToggle(true);
    menu.querySelector<HTMLElement>('a')?.focus();
  };

  pswp.ui?.registerElement({
    name: 'sf-share',
    order: 15,
    isButton: true,
    title: TEXTS.share,
    onInit: (element) => {
      button = element;
      element.setAttribute('aria-expanded', 'false');
      element.setAttribute('aria-controls', menuId);
      element.append(shareIcon());
    },
    onClick: () => (isOpen() ? close(true) : open()),
  });
  pswp.ui?.registerElement({
    name: 'sf-share-menu',
    order: 16,
    onInit: (element) => {
      menu = element;
      element.id = menuId;
      element.hidden = true;
      const list = document.createElement('ul');
      const entries: Array<[string, string]> = [
        ['facebook', TEXTS.facebook],
        ['x', TEXTS.x],
        ['pinterest', TEXTS.pinterest],
        ['download', TEXTS.download],
      ];
      for (const [id, label] of entries) {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.className = `sf-pswp-share__${id}`;
        link.href = '#';
        link.textContent = label;
        link.target = '_blank';
        // A same-origin file downloads; elsewhere the browser ignores `download` and opens the
        // file, which must not take the product page away.
        if (id === 'download') {
          link.setAttribute('download', '');
          link.rel = 'noopener';
        } else link.rel = 'noopener noreferrer';
        links.set(id, link);
        item.append(link);
        list.append(item);
      }
      element.append(list);
      scope.on(element, 'click', (event) => {
        const link = (event.target as Element).closest('a');
        if (!link) return;
        if (!link.hasAttribute('download')) {
          event.preventDefault();
          window.open(link.href, 'sf_share', popupFeatures(windowBox()));
        }
        close(true);
      });
      scope.on(element, 'keydown', (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        const all = [...links.values()];
        const at = all.indexOf(document.activeElement as HTMLAnchorElement);
        const next = all[(at + (event.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length];
        event.preventDefault();
        next?.focus();
      });
      scope.on(element, 'focusout', (event) => {
        const to = event.relatedTarget as Node | null;
        if (to && !element.contains(to) && !button?.contains(to)) close(false);
      });
    },
  });

  pswp.on('keydown', (event) => {
    if (!isOpen()) return;
    const { key } = event.originalEvent;
    // Escape closes the menu first; arrows belong to the menu while it is open.
    if (key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (key.startsWith('Arrow')) event.preventDefault();
  });
  pswp.on('pointerDown', (event) => {
    const target = event.originalEvent.target as Node | null;
    // The menu's links are links: no drag, no tap-to-close from PhotoSwipe's gestures.
    if (target && menu?.contains(target)) event.preventDefault();
    else if (isOpen() && target && !button?.contains(target)) close(false);
  });
  pswp.on('change', () => close(false));
}
