import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage();
const win = window as unknown as Record<string, unknown>;
const TRACK_GLOBALS = ['wcpay_upe_config', 'wcpayConfig', 'wcPayFrontendTracks'];

afterEach(() => {
  for (const name of TRACK_GLOBALS) delete win[name];
});

/** The beacons the page sent, as the form fields they carry. */
function beacons(accept = true) {
  const sent: { url: string; fields: Record<string, string> }[] = [];
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
    sendBeacon: (url: string, body: URLSearchParams) => {
      sent.push({ url, fields: Object.fromEntries(body) });
      return accept;
    },
  }));
  return sent;
}

describe('WooPayments’ platform tracker', () => {
  it('sends each queued event once at idle, with the configuration’s nonce', async () => {
    const sent = beacons();
    win.wcpay_upe_config = { ajaxUrl: '/wp-admin/admin-ajax.php', platformTrackerNonce: 'f00d', publishableKey: 'pk_test' };
    win.wcPayFrontendTracks = [{ event: 'checkout_page_view', properties: { theme_type: 'short_code' } }, { event: 'cart_page_view' }];
    const scanner = await boot(['tracks']);
    scanner.scan(document);
    await scanner.settled();

    expect(sent).toEqual([
      { url: '/wp-admin/admin-ajax.php', fields: { tracksNonce: 'f00d', action: 'platform_tracks', tracksEventName: 'checkout_page_view', tracksEventProp: '{"theme_type":"short_code"}' } },
      { url: '/wp-admin/admin-ajax.php', fields: { tracksNonce: 'f00d', action: 'platform_tracks', tracksEventName: 'cart_page_view', tracksEventProp: '{}' } },
    ]);
    expect(page.errors).toEqual([]);
  });

  it('posts with fetch, keepalive, where the browser refuses the beacon', async () => {
    beacons(false);
    win.wcpay_upe_config = { ajaxUrl: '/wp-admin/admin-ajax.php', platformTrackerNonce: 'f00d' };
    win.wcPayFrontendTracks = { event: 'checkout_page_view' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"success":true}'));
    await boot(['tracks']);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(Object.fromEntries(init!.body as URLSearchParams)).toMatchObject({ action: 'platform_tracks', tracksEventName: 'checkout_page_view' });
  });

  it('sends nothing, silently, when the configuration prints no tracker nonce or nothing is queued', async () => {
    const sent = beacons();
    win.wcpay_upe_config = { ajaxUrl: '/wp-admin/admin-ajax.php' };
    win.wcPayFrontendTracks = [{ event: 'checkout_page_view' }];
    await boot(['tracks']);
    delete win.wcPayFrontendTracks;
    win.wcpay_upe_config = { ajaxUrl: '/wp-admin/admin-ajax.php', platformTrackerNonce: 'f00d' };
    await boot(['tracks']);

    expect(sent).toEqual([]);
    expect(warningsFor(page, 'tracks')).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('a malformed queue sends nothing, with one warning and storefront:error', async () => {
    const sent = beacons();
    win.wcpay_upe_config = { ajaxUrl: '/wp-admin/admin-ajax.php', platformTrackerNonce: 'f00d' };
    win.wcPayFrontendTracks = [{ event: 'checkout_page_view' }, { event: 'x', properties: 'todo' }];
    await boot(['tracks']);

    expect(sent).toEqual([]);
    expect(warningsFor(page, 'tracks')).toEqual(['[storefront] tracks: wcPayFrontendTracks[1].properties is not an object: no Tracks events are sent']);
    expect(page.errors).toHaveLength(1);
  });

  it('a malformed configuration sends nothing, with one warning', async () => {
    const sent = beacons();
    win.wcpay_upe_config = { platformTrackerNonce: 'f00d' };
    win.wcPayFrontendTracks = [{ event: 'checkout_page_view' }];
    await boot(['tracks']);

    expect(sent).toEqual([]);
    expect(warningsFor(page, 'tracks')).toEqual(['[storefront] tracks: wcpay_upe_config.ajaxUrl is missing: no Tracks events are sent']);
  });
});
