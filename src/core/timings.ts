/** Spec §9 timings shared by widgets that load at different times (kept out of the shop chunk). */
export const FOCUS_ALERT_DELAY_MS = 500;
