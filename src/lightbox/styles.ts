import { adoptStyles } from '../core/styles';
import photoswipeCss from 'photoswipe/style.css?inline';
import lightboxCss from './lightbox.css?inline';

/**
 * Loaded with PhotoSwipe's core on the first open of any lightbox (the product gallery's, the page
 * builder's): the page never pays for it before. Unlayered, as
 * WooCommerce loaded PhotoSwipe's stylesheet: in our layer a theme's `button` and `img` rules would
 * restyle its controls and cap its images. Our additions sit beside it to win over its rules.
 */
export function adoptLightboxStyles(): void {
  adoptStyles('lightbox', `${photoswipeCss}\n${lightboxCss}`, { layered: false });
}
