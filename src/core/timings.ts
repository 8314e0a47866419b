/** Spec §9 timings shared by widgets that load at different times (kept out of the shop chunk). */
export const FOCUS_ALERT_DELAY_MS = 500;
/** A share window's size (spec §9): the lightbox's share menu and the share buttons open one. */
export const SHARE_WINDOW_SIZE = { width: 550, height: 420 } as const;

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
 * Spec §9: the page builder's video widget asks every 350 ms whether the YouTube IFrame API is
 * ready. Ours: after 10 s without it (its second script blocked, a stalled network) the widget
 * says the video could not be loaded, rather than leave the shopper's click unanswered.
 */
export const VIDEO_API_POLL_MS = 350;
export const VIDEO_API_TIMEOUT_MS = 10_000;
/**
 * Spec §5, §9 (sourcebuster's defaults): tracking cookies live 6 months of 30 days each, and a
 * session ends 30 minutes after its last page view.
 */
export const ATTRIBUTION_LIFETIME_MONTHS = 6;
export const ATTRIBUTION_DAYS_PER_MONTH = 30;
export const ATTRIBUTION_SESSION_MINUTES = 30;
/**
 * Spec §5: sourcebuster's promo code (`sbjs.init({promocode: true})`) is drawn from 100000-999999
 * unless the page gives its own `{min, max}`.
 */
export const ATTRIBUTION_PROMO_MIN = 100000;
export const ATTRIBUTION_PROMO_MAX = 999999;
/**
 * Spec §9 (Joinchat, widgets.md §1.5-§1.8): hovering the button for 1500 ms opens the chat box; a
 * messaging-app open within 600 ms of the box showing is ignored; a bubble's "typing" lasts 60 ms a
 * word plus 100-200 ms, and the next bubble follows 400-600 ms later. The plugin's own: the
 * `--opening` class for 550 ms, a URL-opened box 700 ms after the button, the keyboard check 200 ms
 * after focus moves, the button hidden 400 ms after the box closes for a keyboard.
 */
export const CHAT_HOVER_OPEN_MS = 1500;
export const CHAT_OPEN_GUARD_MS = 600;
export const CHAT_TYPING_MS_PER_WORD = 60;
export const CHAT_TYPING_EXTRA_MS: readonly [number, number] = [100, 200];
export const CHAT_REVEAL_MS: readonly [number, number] = [400, 600];
export const CHAT_OPENING_MS = 550;
export const CHAT_URL_OPEN_MS = 700;
export const CHAT_KEYBOARD_DEBOUNCE_MS = 200;
export const CHAT_KEYBOARD_HIDE_MS = 400;
/** Spec §9: the QR code is 200 px times the device pixel ratio. */
export const CHAT_QR_SIZE = 200;
/**
 * Spec §9, page builder popups: the times periods in seconds (the session period lives in session
 * storage), focus moved in 250 ms after a popup opens (100 ms for the page builder's other modals).
 */
export const POPUP_PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
export const POPUP_FOCUS_DELAY_MS = 250;
export const MODAL_FOCUS_DELAY_MS = 100;
/** elementor.md §3.3: a form's `submit_success` asking to close its popup closes it after 1 s. */
export const POPUP_FORM_CLOSE_DELAY_MS = 1000;
/**
 * Spec §9, page builder: a top-level container's background image is let in 200 px before it
 * scrolls into view; a sticky element's settings are read again 300 ms after the last resize, the
 * motion effects' per-device switch 200 ms after it.
 */
export const LAZY_BACKGROUND_MARGIN_PX = 200;
export const STICKY_RESIZE_DEBOUNCE_MS = 300;
export const MOTION_EFFECTS_TOGGLE_DEBOUNCE_MS = 200;
/**
 * elementor-widgets.md §3.3: a click on a table-of-contents item keeps the scroll spy from moving
 * the active item for 2 s, while the page scrolls to the heading.
 */
export const TOC_CLICK_LOCK_MS = 2000;
/**
 * Ours: the page builder's Facebook widgets give up on the network's SDK 10 s after asking for it
 * (a blocker, a stalled network) and stay as served, as the video widget does with its player API.
 */
export const FACEBOOK_SDK_TIMEOUT_MS = 10_000;
/**
 * Spec §9: the shared utility library's session (belter's `getStorage`, which the provider's
 * components keep) lasts 20 minutes from its start; the payment client's browserSession renews it then.
 */
export const PAYMENT_SESSION_LIFETIME_MS = 20 * 60 * 1000;
/**
 * elementor-widgets.md §4.1, the page builder's form: it fades to 0.45 over 500 ms while it is
 * sent and back over 100 ms; reCAPTCHA's API is looked for every 350 ms. Ours: an answer is
 * waited for 30 s (120 s when files go with it), the reCAPTCHA API 10 s.
 */
export const FORM_WAITING_FADE_MS = 500;
export const FORM_DONE_FADE_MS = 100;
export const FORM_SEND_TIMEOUT_MS = 30_000;
export const FORM_UPLOAD_TIMEOUT_MS = 120_000;
export const RECAPTCHA_POLL_MS = 350;
export const RECAPTCHA_TIMEOUT_MS = 10_000;
/**
 * elementor-widgets.md §9.3-§9.4: the page builder's cart widget clicks "Update cart" 1.5 s after
 * the last quantity typed; its notices widget scrolls to moved notices over 1 s.
 */
export const SHOP_CART_AUTO_UPDATE_MS = 1500;
export const SHOP_NOTICES_SCROLL_MS = 1000;
