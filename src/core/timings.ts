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
 * Spec §5, §9 (sourcebuster's defaults): tracking cookies live 6 months of 30 days each, and a
 * session ends 30 minutes after its last page view.
 */
export const ATTRIBUTION_LIFETIME_MONTHS = 6;
export const ATTRIBUTION_DAYS_PER_MONTH = 30;
export const ATTRIBUTION_SESSION_MINUTES = 30;
