/** Spec §9 timings shared by widgets that load at different times (kept out of the shop chunk). */
export const FOCUS_ALERT_DELAY_MS = 500;

/** Spec §9: a script chunk that has not loaded by then has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §9: the scroll-to-top button fades over 200 ms and scrolls to the top over 400 ms. */
export const SCROLL_TOP_FADE_MS = 200;
export const SCROLL_TOP_SCROLL_MS = 400;
/**
 * Spec §9, the menu plugin's (SmartMenus') defaults: a submenu opens 250 ms after the pointer comes
 * over its parent and the menu closes 500 ms after the pointer leaves it; a dropdown submenu is
 * 10em to 20em wide. A menu's `data-sm-options` may set others.
 */
export const MENU_SHOW_TIMEOUT_MS = 250;
export const MENU_HIDE_TIMEOUT_MS = 500;
export const MENU_SUB_MIN_WIDTH = '10em';
export const MENU_SUB_MAX_WIDTH = '20em';
/** Spec §9: the video embed's thumbnail size (the video host's `hqdefault` image). */
export const VIDEO_THUMBNAIL_WIDTH = 480;
export const VIDEO_THUMBNAIL_HEIGHT = 360;
/**
 * Spec §9, page builder popups: the times periods in seconds (the session period lives in session
 * storage), focus moved in 250 ms after a popup opens (100 ms for the page builder's other modals).
 */
export const POPUP_PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
export const POPUP_FOCUS_DELAY_MS = 250;
export const MODAL_FOCUS_DELAY_MS = 100;
/** elementor.md §3.3: a form's `submit_success` asking to close its popup closes it after 1 s. */
export const POPUP_FORM_CLOSE_DELAY_MS = 1000;
