import type { WidgetDef } from '../core/types';
import { holdLoopOverlay, refreshesLoop } from '../loop/held';
import { ELEMENTOR_ACTION_LINK, LOOP_CAROUSEL, OFF_CANVAS, POPUP_DOCUMENT, TAXONOMY_FILTER_WIDGET } from '../selectors';
import {
  ANIMATED_HEADLINE_WIDGET,
  COUNTDOWN_WIDGET,
  FACEBOOK_WIDGET,
  FLOATING_BUTTONS,
  GALLERY_WIDGET,
  HOTSPOT_WIDGET,
  LAZY_BACKGROUND,
  LIGHTBOX_LINK,
  LOTTIE_WIDGET,
  MEDIA_CAROUSEL_WIDGET,
  MOTION_EFFECTS_ELEMENT,
  NESTED_CAROUSEL_WIDGET,
  SHARE_BUTTONS_WIDGET,
  SLIDES_WIDGET,
  STICKY_ELEMENT,
  TABLE_OF_CONTENTS_WIDGET,
  TESTIMONIAL_CAROUSEL_WIDGET,
  VIDEO_WIDGET,
} from '../page-builder/selectors';

/** The page builder's content (Elementor and Elementor Pro, elementor.md): loop grids, popups, actions, off-canvas. */
export const widgets: readonly WidgetDef[] = [
  {
    // Elementor Pro's taxonomy filter (elementor.md §4). On intent (the pointer coming over the
    // filter bar, focus, a press): a grid that is only looked at costs nothing, and a filtered URL
    // was already filtered by the server. A click that comes first is held, and the grid shows its
    // loading overlay at once, in the click's frame, while the chunk loads.
    name: 'taxonomy-filter',
    selector: TAXONOMY_FILTER_WIDGET,
    strategy: 'interaction',
    instance: 'element',
    requires: ['ElementorProFrontendConfig'],
    replaces: 'pro-elements-handlers',
    takes: refreshesLoop,
    heldFeedback: holdLoopOverlay,
    load: () => import('../loop/taxonomy-filter'),
  },
  {
    // Elementor Pro's loop carousel. When it comes within 200 px of the viewport; its index parses
    // at once and Swiper waits for `load` (its index.ts): the served row of slides is what shows
    // until then, and a carousel further down costs nothing until it is scrolled to.
    name: 'loop-carousel',
    selector: LOOP_CAROUSEL,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../loop/carousel'),
  },
  {
    // At once: the visit is counted on every page view, and the timing rules and triggers of the
    // popups in the footer arm from the start (a page-load delay of 0 opens at load). This part is
    // plain DOM; React and the popup view load only when a popup is about to open, after `load`.
    name: 'popup',
    selector: POPUP_DOCUMENT,
    strategy: 'now',
    instance: 'page',
    replaces: 'elementor-pro-frontend',
    load: () => import('../popups'),
  },
  {
    // Links carrying a page-builder action: on intent (pointer over one, focus, a press); a click
    // that comes first is held and replayed, so the action still runs and never reaches the URL.
    name: 'elementor-actions',
    selector: ELEMENTOR_ACTION_LINK,
    strategy: 'interaction',
    instance: 'page',
    replaces: 'elementor-frontend',
    load: () => import('../popups/url-actions'),
  },
  {
    // Only when the page URL carries an action in its hash or a theme template id: it runs at load.
    name: 'elementor-url',
    selector: 'body',
    strategy: 'now',
    instance: 'page',
    applies: () => /^#(elementor-action|%23elementor-action)/i.test(location.hash) || /[?&]theme_template_id=\d/.test(location.search),
    replaces: 'elementor-frontend',
    load: () => import('../popups/url-load'),
  },
  {
    // At once: its only work before it opens is one window listener and the links' aria state, and
    // an `off_canvas:*` action (a link, the page URL, a third party's event) must find it listening.
    name: 'off-canvas',
    selector: OFF_CANVAS,
    strategy: 'now',
    instance: 'element',
    replaces: 'elementor-pro-frontend',
    load: () => import('../behaviours/off-canvas'),
  },
  // The page builder's widgets (elementor-widgets.md), one entry per `data-widget_type`. Each is
  // its own chunk; nothing loads before the shopper can see or reach the widget, except the work
  // whose result shows in the first view (a countdown's digits, a table of contents' list).
  {
    // Before `load` (its markup is in the family's `atLoad`): the served digits are empty, and
    // filling them later would shift the row in view. Its chunk is a few hundred bytes.
    name: 'countdown',
    selector: COUNTDOWN_WIDGET,
    strategy: 'now',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/countdown'),
  },
  {
    // When it comes near the viewport, as the original starts when it enters it.
    name: 'animated-headline',
    selector: ANIMATED_HEADLINE_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/animated-headline'),
  },
  {
    // Before `load` (`atLoad`): the served body holds only a spinner; the list built later would
    // push the article down in view, and a collapse on small screens would too.
    name: 'table-of-contents',
    selector: TABLE_OF_CONTENTS_WIDGET,
    strategy: 'now',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/table-of-contents'),
  },
  {
    // On intent: a share button does nothing until pressed; a press that comes first is held.
    name: 'share-buttons',
    selector: SHARE_BUTTONS_WIDGET,
    strategy: 'interaction',
    instance: 'page',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/share-buttons'),
  },
  {
    // Near the viewport: its spots become keyboard controls (tab stops) only once it runs, so a
    // keyboard user must find them without a pointer having woken it, and the sequenced entrance
    // delays must be set before the spots are seen. Small and library-free.
    name: 'hotspot',
    selector: HOTSPOT_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/hotspot'),
  },
  {
    // Carousels: within 200 px of the viewport; Swiper waits for `load` (src/page-builder/swiper.ts),
    // the served first slides showing until then.
    name: 'media-carousel',
    selector: MEDIA_CAROUSEL_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/media-carousel'),
  },
  {
    name: 'testimonial-carousel',
    selector: TESTIMONIAL_CAROUSEL_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/testimonial-carousel'),
  },
  {
    name: 'slides',
    selector: SLIDES_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/slides'),
  },
  {
    name: 'nested-carousel',
    selector: NESTED_CAROUSEL_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/nested-carousel'),
  },
  {
    // As the table arrives (at `load`): one observer for every top-level container, whose
    // background images the page builder's CSS holds back until it is within 200 px.
    name: 'lazy-backgrounds',
    selector: LAZY_BACKGROUND,
    strategy: 'now',
    instance: 'page',
    load: () => import('../behaviours/lazy-backgrounds'),
  },
  {
    // As the table arrives: a sticky header must hold from the shopper's first scroll.
    name: 'sticky',
    selector: STICKY_ELEMENT,
    strategy: 'now',
    instance: 'element',
    replaces: 'elementor-pro-frontend',
    load: () => import('../behaviours/sticky'),
  },
  {
    // Near the viewport: the effects run only while the element is in view.
    name: 'motion-effects',
    selector: MOTION_EFFECTS_ELEMENT,
    strategy: 'visible',
    instance: 'element',
    replaces: 'elementor-pro-frontend',
    load: () => import('../behaviours/motion-effects'),
  },
  {
    // When near the viewport: its layout is computed from the images' sizes before they show.
    name: 'gallery',
    selector: GALLERY_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/gallery'),
  },
  {
    // The page builder's lightbox, one for the whole page (its links anywhere): on intent; a click
    // that comes first is held, so the image never opens as a bare file.
    name: 'lightbox',
    selector: LIGHTBOX_LINK,
    strategy: 'interaction',
    instance: 'page',
    replaces: 'elementor-frontend',
    load: () => import('../behaviours/lightbox'),
  },
  {
    // Elementor's video widget: near the viewport (a video without an image overlay shows nothing
    // until its player is inserted); the player's API itself waits for the play click.
    name: 'video',
    selector: VIDEO_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'elementor-frontend',
    load: () => import('../behaviours/video'),
  },
  {
    // Near the viewport: the animation file is fetched only then.
    name: 'lottie',
    selector: LOTTIE_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/lottie'),
  },
  {
    // Contact buttons and floating bars, only with the container experiment on (the widget checks
    // `elementorFrontendConfig.experimentalFeatures`): at once, a bar's place and the chat button
    // are part of the first view.
    name: 'floating-buttons',
    selector: FLOATING_BUTTONS,
    strategy: 'now',
    instance: 'element',
    replaces: 'elementor-frontend',
    load: () => import('../behaviours/floating-buttons'),
  },
  {
    // Elementor Pro's Facebook widgets: near the viewport, where the network's SDK is fetched (the
    // original fetched it at load on every page holding one).
    name: 'facebook',
    selector: FACEBOOK_WIDGET,
    strategy: 'visible',
    instance: 'element',
    replaces: 'pro-elements-handlers',
    load: () => import('../behaviours/facebook'),
  },
];
