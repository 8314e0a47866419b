import type { SingleProductParams } from '../../core/config';
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
  glyph.textContent = '🔍';
  trigger.append(glyph);
  gallery.prepend(own(scope, trigger));

  scope.on(trigger, 'click', (event) => {
    event.preventDefault();
    open(trigger);
  });
  scope.on(trigger, 'keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    trigger.click();
  });
  return trigger;
}
