import type { WidgetContext } from '../../core/types';

/**
 * Themes print the gallery with an inline `opacity: 0` for single-product.js to lift once ready
 * (woocommerce.md §3.4). Lifted at once: the server layout is already the final one, and a gallery
 * left invisible when a script fails is WooCommerce's most reported gallery bug (#14303).
 */
export function start(gallery: HTMLElement, ctx: WidgetContext): void {
  const printed = gallery.getAttribute('style');
  gallery.style.setProperty('opacity', '1');
  ctx.scope.add(() => {
    if (printed === null) gallery.removeAttribute('style');
    else gallery.setAttribute('style', printed);
  });
}
