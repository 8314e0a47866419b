import type { WidgetDef } from '../core/types';
import { holdLoopOverlay, refreshesLoop } from '../loop/held';
import { ELEMENTOR_ACTION_LINK, LOOP_CAROUSEL, OFF_CANVAS, POPUP_DOCUMENT, TAXONOMY_FILTER_WIDGET } from '../selectors';

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
];
