import { describe, expect, it } from 'vitest';
import { readEndpoint, readQueue, trackBody } from './logic';

describe('the payments configuration’s tracker endpoint', () => {
  it.each([
    ['no payments configuration', {}, { ok: 'absent' }],
    ['a configuration without a tracker nonce', { wcpay_upe_config: { ajaxUrl: '/wp-admin/admin-ajax.php' } }, { ok: 'absent' }],
    ['an empty nonce', { wcpay_upe_config: { ajaxUrl: '/a', platformTrackerNonce: '' } }, { ok: 'absent' }],
    ['wcpay_upe_config', { wcpay_upe_config: { ajaxUrl: '/wp-admin/admin-ajax.php', platformTrackerNonce: 'abc123' } }, { ok: true, value: { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'abc123' } }],
    ['the older wcpayConfig, read first', { wcpayConfig: { ajaxUrl: '/old', platformTrackerNonce: 'old' }, wcpay_upe_config: { ajaxUrl: '/new', platformTrackerNonce: 'new' } }, { ok: true, value: { ajaxUrl: '/old', nonce: 'old' } }],
    ['a configuration that is not an object', { wcpay_upe_config: 'on' }, { ok: false, reason: 'page global wcpay_upe_config is not an object' }],
    ['a nonce that is not text', { wcpay_upe_config: { ajaxUrl: '/a', platformTrackerNonce: 7 } }, { ok: false, reason: 'wcpay_upe_config.platformTrackerNonce is not text' }],
    ['a nonce without its endpoint', { wcpayConfig: { platformTrackerNonce: 'abc' } }, { ok: false, reason: 'wcpayConfig.ajaxUrl is missing' }],
  ])('%s', (_label, win, expected) => {
    expect(readEndpoint(win)).toEqual(expected);
  });
});

describe('the page’s queued events', () => {
  it.each([
    ['none', undefined, { ok: 'absent' }],
    ['an empty list', [], { ok: 'absent' }],
    ['one event as the plugin prints a single one', { event: 'product_page_view', properties: { theme_type: 'short_code' } }, { ok: true, value: [{ name: 'product_page_view', properties: { theme_type: 'short_code' } }] }],
    ['a list, properties optional', [{ event: 'a_view' }, { event: 'b_view', properties: { n: 1 } }], { ok: true, value: [{ name: 'a_view', properties: {} }, { name: 'b_view', properties: { n: 1 } }] }],
    ['an entry that is not an object', ['a_view'], { ok: false, reason: 'wcPayFrontendTracks[0] is not an object' }],
    ['a name that is not an event name', { event: '<img src=x onerror=alert(1)>' }, { ok: false, reason: 'wcPayFrontendTracks.event is not an event name' }],
    ['properties that are not an object', [{ event: 'a_view' }, { event: 'b_view', properties: [1] }], { ok: false, reason: 'wcPayFrontendTracks[1].properties is not an object' }],
  ])('%s', (_label, raw, expected) => {
    expect(readQueue(raw)).toEqual(expected);
  });
});

describe('an event’s form fields', () => {
  it('carry the nonce, the platform_tracks action, the name and the properties as JSON', () => {
    const body = trackBody({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce' }, { name: 'product_page_view', properties: { theme_type: 'short_code', record_event_data: { is_admin_event: false } } });
    expect(Object.fromEntries(body)).toEqual({
      tracksNonce: 'n0nce',
      action: 'platform_tracks',
      tracksEventName: 'product_page_view',
      tracksEventProp: '{"theme_type":"short_code","record_event_data":{"is_admin_event":false}}',
    });
    expect(body.toString()).toContain('tracksEventProp=%7B%22theme_type%22');
  });
});
