/**
 * The page builder's widgets, each keyed on its `data-widget_type` (`{name}.{skin}`,
 * elementor-widgets.md §1.1: every skin of it), and the elements its site-wide features act on.
 * The one dispatch of the page builder's widgets: each is a registry entry on its type. They live
 * here, not in src/selectors.ts, because only the page builder's table and its widgets need them:
 * the loader, which every page evaluates before `load`, does not carry them.
 * `src/one-home.test.ts` holds both files to one home each.
 */
export { COUNTDOWN_WIDGET, TABLE_OF_CONTENTS_WIDGET } from '../selectors';

const widgetType = (...names: string[]) => names.map((name) => `[data-widget_type^="${name}."]`).join(', ');
export const ANIMATED_HEADLINE_WIDGET = widgetType('animated-headline');
export const SHARE_BUTTONS_WIDGET = widgetType('share-buttons');
export const HOTSPOT_WIDGET = widgetType('hotspot');
export const MEDIA_CAROUSEL_WIDGET = widgetType('media-carousel');
/** The reviews widget is the testimonial carousel with stars (one handler for both). */
export const TESTIMONIAL_CAROUSEL_WIDGET = widgetType('testimonial-carousel', 'reviews');
export const SLIDES_WIDGET = widgetType('slides');
export const NESTED_CAROUSEL_WIDGET = widgetType('nested-carousel');
export const GALLERY_WIDGET = widgetType('gallery');
export const VIDEO_WIDGET = widgetType('video');
export const LOTTIE_WIDGET = widgetType('lottie');
/** Elementor Pro's Facebook widgets, drawn by the network's SDK (elementor-widgets.md §8.2). */
export const FACEBOOK_WIDGET = widgetType('facebook-button', 'facebook-comments', 'facebook-embed', 'facebook-page');
/** Elementor's top-level containers, whose background images wait until they are near (elementor.md §4.2 step 7). */
export const LAZY_BACKGROUND = '.e-con.e-parent';
/** Any section, container or widget whose settings make it sticky, or give it motion effects (elementor-widgets.md §11). */
export const STICKY_ELEMENT = `[data-settings*='"sticky":"']`;
export const MOTION_EFFECTS_ELEMENT = `[data-settings*='_motion_fx_']`;
/** Links the page builder's lightbox opens (elementor-widgets.md §1.2): images and videos of its widgets. */
export const LIGHTBOX_LINK = 'a[data-elementor-open-lightbox], a[data-elementor-lightbox-video]';
/** Elementor's floating buttons documents (contact buttons, floating bars), elementor-widgets.md §10. */
export const FLOATING_BUTTONS = '[data-elementor-type="floating-buttons"]';
/** Issue 26's widgets: forms, search, post listings, the mega menu and the shop's widgets (elementor-widgets.md §4, §6, §7, §9). */
export const FORM_WIDGET = widgetType('form', 'subscribe');
export const SEARCH_WIDGET = widgetType('search');
export const SEARCH_FORM_WIDGET = widgetType('search-form');
export const POSTS_WIDGET = widgetType('posts', 'archive-posts');
export const PORTFOLIO_WIDGET = widgetType('portfolio');
export const LOOP_GRID_WIDGET = widgetType('loop-grid');
export const MEGA_MENU_WIDGET = widgetType('mega-menu');
export const MENU_CART_WIDGET = widgetType('woocommerce-menu-cart');
export const SHOP_CART_WIDGET = widgetType('woocommerce-cart');
export const SHOP_CHECKOUT_WIDGET = widgetType('woocommerce-checkout-page');
export const SHOP_MY_ACCOUNT_WIDGET = widgetType('woocommerce-my-account');
export const SHOP_NOTICES_WIDGET = widgetType('woocommerce-notices');
export const SHOP_PURCHASE_SUMMARY_WIDGET = widgetType('woocommerce-purchase-summary');
export const SHOP_ADD_TO_CART_WIDGET = widgetType('woocommerce-product-add-to-cart');
