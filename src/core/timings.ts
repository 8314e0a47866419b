/** Spec §9 timings shared by widgets that load at different times (kept out of the shop chunk). */
export const FOCUS_ALERT_DELAY_MS = 500;

/** Spec §9: a script chunk that has not loaded by then has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §9: the video embed's thumbnail size (the video host's `hqdefault` image). */
export const VIDEO_THUMBNAIL_WIDTH = 480;
export const VIDEO_THUMBNAIL_HEIGHT = 360;
