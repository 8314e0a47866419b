/**
 * The floating buttons' click tracking (elementor-widgets.md §10): clicks on the calls to action
 * are counted for the floating-buttons document and sent to admin-ajax (`elementor_send_clicks`)
 * ten at a time. Deliberate difference: what is left goes with `navigator.sendBeacon` when the
 * page is hidden or left (pagehide, visibilitychange), where the plugin's plain fetch in
 * `beforeunload` is usually cancelled with the page, so most single clicks were never counted.
 * Without the ajax URL or the nonce there is nothing to send to: no tracking, and no warning (a
 * page cached without its nonce still works for the shopper).
 */
import type { Scope } from '../../core/scope';
import { textSetting } from '../../page-builder/settings';
import { isRecord } from '../../core/record';
import { createClickBatch } from './logic';

/** The calls to action the core and Pro count (Pro adds the contact links, the coupon, the headlines, var-5's and var-6's buttons). */
const TRACKED =
  '.e-contact-buttons__send-button, .e-floating-bars__cta-button, .e-contact-buttons__contact-icon-link, .e-floating-bars__coupon-button, .e-floating-bars__headline, .e-contact-buttons-var-5 .e-contact-buttons__chat-button, .e-contact-buttons-var-6 .e-contact-buttons__contact-icon-link';

function endpoint(): { url: string; nonce: string } | null {
  const config = (window as unknown as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  if (!isRecord(config) || !isRecord(config.urls) || !isRecord(config.nonces)) return null;
  const url = textSetting(config.urls.ajaxurl);
  const nonce = textSetting(config.nonces.floatingButtonsClickTracking);
  return url && nonce ? { url, nonce } : null;
}

export function trackClicks(documentElement: HTMLElement, documentId: string, scope: Scope): void {
  const target = endpoint();
  if (!target || !documentId) return;
  const batch = createClickBatch();
  const body = (clicks: string[]) => {
    const form = new FormData();
    form.append('action', 'elementor_send_clicks');
    form.append('_nonce', target.nonce);
    for (const id of clicks) form.append('clicks[]', id);
    return form;
  };
  const send = (clicks: string[]) => {
    // keepalive: a full batch sent by the click that leaves the page still arrives.
    fetch(target.url, { method: 'POST', body: body(clicks), credentials: 'same-origin', keepalive: true }).catch(() => {});
  };
  const beacon = () => {
    const clicks = batch.drain();
    if (clicks.length === 0) return;
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(target.url, body(clicks));
    if (!sent) send(clicks);
  };
  scope.on(documentElement, 'click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(TRACKED)) return;
    const full = batch.add(documentId);
    if (full) send(full);
  });
  scope.on(window, 'pagehide', beacon);
  scope.on(document, 'visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon();
  });
  // Clicks already made count even when the widget goes first (an edit-mode render, a page teardown).
  scope.add(beacon);
}
