import { tabFromUrl } from '../behaviours/product-tabs/logic';
import { setFirstState } from '../core/first-state';
import type { WidgetDef } from '../core/types';
import { PRODUCT_GALLERY, PRODUCT_TABS, RATING_SELECT, VARIATION_BUTTON, VARIATION_BUTTON_WRAPPER, VARIATION_FORM, VARIATION_RESET, VARIATION_SELECT } from '../selectors';

/** The variation form's attribute values as the markup chose them ('' for none). */
const chosen = (form: HTMLElement) => [...form.querySelectorAll<HTMLSelectElement>(VARIATION_SELECT)].map((select) => select.value);

/** PhotoSwipe's v4 history hash, `#&gid=1&pid=2`: the lightbox must open at load. */
const LIGHTBOX_HASH = /[#&]gid=\d+&pid=\d+/;

/**
 * WooCommerce's single product page (woocommerce.md §3-§4): tabs, review stars, gallery and the
 * variation form, also where a quick view or a shortcode prints them. Plain behaviours on
 * WooCommerce's own markup: none needs React, so the first tab, thumbnail or attribute change
 * never waits for it. Fetched where one of them is on the page (src/families.ts), in time for the
 * variation form's first state to be painted at the scan.
 */
export const widgets: readonly WidgetDef[] = [
  {
    // At once: the URL picks the open tab, and the other panels must hide before they are seen.
    name: 'product-tabs',
    selector: PRODUCT_TABS,
    strategy: 'now',
    instance: 'element',
    requires: ['wc_single_product_params'],
    presenceOnly: true,
    replaces: 'wc-single-product',
    load: () => import('../behaviours/product-tabs'),
  },
  {
    // The form usually sits in the hidden reviews tab: the stars wait until it is shown (200 px
    // ahead, as the form is mostly below the reviews), so a shopper who never opens the reviews
    // never pays for them. At once when the form is in view at load (the URL opens the reviews,
    // the reviews are the first tab, or the theme prints the form outside the tabs).
    name: 'review-rating',
    selector: RATING_SELECT,
    strategy: 'visible',
    eager: (select) => {
      const panel = select.closest('.wc-tab, .woocommerce-Tabs-panel');
      return !panel || !panel.previousElementSibling?.matches('.wc-tab, .woocommerce-Tabs-panel') || tabFromUrl(location.hash, location.href) === 'reviews';
    },
    instance: 'element',
    requires: ['wc_single_product_params'],
    reads: ['i18n_required_rating_text', 'i18n_rating_options', 'review_rating_required'],
    replaces: 'wc-single-product',
    load: () => import('../behaviours/review-rating'),
  },
  {
    // Themes print the gallery at opacity 0 for WooCommerce's script to lift; lift it at once so
    // the main image never waits for the slider.
    name: 'gallery-reveal',
    selector: `${PRODUCT_GALLERY}[style*="opacity"]`,
    strategy: 'now',
    instance: 'element',
    replaces: 'wc-single-product',
    load: () => import('../behaviours/product-gallery/reveal'),
  },
  {
    // At idle only listeners, the trigger and the lightbox's openers (the served markup already
    // looks like the gallery); a click before then is held and replayed. The thumbnail strip,
    // Swiper and zoom come with the first intent in the gallery (pointer, touch, focus, a key);
    // PhotoSwipe when the lightbox opens. At once for a `#&gid=&pid=` link, which opens the lightbox.
    name: 'product-gallery',
    selector: PRODUCT_GALLERY,
    strategy: 'idle',
    instance: 'element',
    eager: () => LIGHTBOX_HASH.test(location.hash),
    requires: ['wc_single_product_params'],
    reads: [
      'flexslider_enabled',
      'flexslider',
      'zoom_enabled',
      'zoom_options',
      'photoswipe_enabled',
      'photoswipe_options',
      'i18n_product_gallery_trigger_text',
    ],
    replaces: 'wc-single-product',
    jqueryPlugin: 'wc_product_gallery',
    load: () => import('../behaviours/product-gallery'),
  },
  {
    // On the shopper's first pointer, focus or key in the form (a change or click before the
    // form runs is replayed): with nothing chosen there is nothing to show, and its start-up and
    // first check were the product page's longest tasks after the gallery's. At load when the
    // markup already chose attributes (a default variation or `?attribute_pa_color=…`): the spec
    // finds that variation at load.
    name: 'variation-form',
    selector: VARIATION_FORM,
    strategy: 'interaction',
    instance: 'element',
    eager: (form) => chosen(form).some(Boolean),
    // WooCommerce's script disables the button ("selection needed", §4.4 hide_variation) and hides
    // "Clear" while nothing is chosen (§4.5) as it starts: spec §4's first state, painted here so
    // a shopper who clicks at once is told by the button. A complete choice is left as served for
    // the widget to judge (it starts at load then).
    paint: (form) => {
      const values = chosen(form);
      if (values.every(Boolean)) return;
      return setFirstState(form, {
        [VARIATION_BUTTON]: { class: 'disabled wc-variation-selection-needed', 'aria-disabled': 'true' },
        [VARIATION_BUTTON_WRAPPER]: { class: 'woocommerce-variation-add-to-cart-disabled' },
        ...(values.some(Boolean) ? {} : { [VARIATION_RESET]: { style: 'visibility:hidden;display:none' } }),
      });
    },
    requires: ['wc_add_to_cart_variation_params'],
    replaces: 'wc-add-to-cart-variation',
    jqueryPlugin: 'wc_variation_form',
    load: () => import('../behaviours/variation-form'),
  },
];
