import type { SingleProductParams } from '../../core/config';
import { isSpaceKey } from '../../core/keys';
import type { Scope } from '../../core/scope';
import { own } from './markup';
import { TEXTS } from './texts';

/**
 * WooCommerce's full-screen trigger, prepended when zoom is on (the image itself then zooms on
 * hover): `a.woocommerce-product-gallery__trigger` with role=button, so Space activates it too.
 */
export function createTrigger(
  scope: Scope,
  gallery: HTMLElement,
  params: SingleProductParams,
  open: (trigger: HTMLElement) => void,
): HTMLAnchorElement {
  const trigger = document.createElement('a');
  trigger.className = 'woocommerce-product-gallery__trigger';
  trigger.href = '#';
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-label', params.i18n_product_gallery_trigger_text?.trim() || TEXTS.trigger);
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.append(magnifier());
  trigger.append(glyph);
  gallery.prepend(own(scope, trigger));

  scope.on(trigger, 'click', (event) => {
    event.preventDefault();
    open(trigger);
  });
  scope.on(trigger, 'keydown', (event) => {
    if (!isSpaceKey(event)) return;
    event.preventDefault();
    trigger.click();
  });
  return trigger;
}

const SVG = 'http://www.w3.org/2000/svg';

/** WooCommerce prints 🔍, which is an empty box where no emoji font is installed; an icon is not. */
function magnifier(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ width: '20', height: '20', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', focusable: 'false' })) {
    svg.setAttribute(name, value);
  }
  const lens = document.createElementNS(SVG, 'circle');
  lens.setAttribute('cx', '10.5');
  lens.setAttribute('cy', '10.5');
  lens.setAttribute('r', '6.5');
  const handle = document.createElementNS(SVG, 'path');
  handle.setAttribute('d', 'M15.5 15.5 21 21');
  svg.append(lens, handle);
  return svg;
}
