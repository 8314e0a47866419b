import { describe, expect, it } from 'vitest';
import { memoryStore } from '../core/storage';
import { createActionHash, decodeAction, fromBase64, isActionHref } from '../page-builder/actions';
import { detectBrowsers } from './browsers';
import { DEFAULT_BREAKPOINTS, deviceFor, deviceOrder } from '../page-builder/breakpoints';
import { responsiveValue } from '../page-builder/settings';
import { parsePopupSettings } from './settings';
import { BLOB_KEY, builderStorage, countImpression, countTimes, countVisit, disable, impressionsKey, isDisabled } from './storage';
import {
  browsersRule,
  checkTiming,
  devicesRule,
  localTime,
  loggedInRule,
  pageViewsRule,
  scheduleRule,
  sessionsRule,
  sourcesRule,
  timesRule,
  urlRule,
  type TimingContext,
} from './timing';

const DAY = 86_400_000;

function setup(now = { value: Date.UTC(2026, 10, 26, 12) }) {
  const local = memoryStore();
  const session = memoryStore();
  const storage = builderStorage(local, session, () => now.value);
  const ctx = (over: Partial<TimingContext> = {}): TimingContext => ({
    id: '42',
    storage,
    referrer: '',
    host: 'tienda.example',
    roles: null,
    device: 'desktop',
    browsers: null,
    now: now.value,
    ...over,
  });
  return { local, session, storage, now, ctx };
}

describe('popup settings', () => {
  it('accepts timing printed as [] and triggers absent (a popup opened only by links)', () => {
    const parsed = parsePopupSettings('42', '{"timing":[],"a11y_navigation":"yes"}');
    expect(parsed).toMatchObject({ ok: true, value: { timing: { raw: {} }, triggers: null, a11yNavigation: true } });
  });

  it('reads seconds as ms, numbers as numbers or numeric strings, and the switches', () => {
    const parsed = parsePopupSettings(
      '7',
      JSON.stringify({
        close_button_delay: '1.5',
        close_automatically: 4,
        close_button_position: 'outside',
        prevent_close_on_background_click: 'yes',
        prevent_close_on_esc_key: 'yes',
        prevent_scroll: 'yes',
        avoid_multiple_popups: 'yes',
        entrance_animation: 'fadeIn',
        entrance_animation_mobile: 'zoomIn',
        exit_animation: 'fadeOut" onload="x',
        entrance_animation_duration: { unit: 'px', size: 0.6 },
        classes: 'promo  <b> oferta-verano',
        open_selector: ' .abrir-promo ',
        triggers: { page_load: 'yes', page_load_delay: '2', click: 'yes', click_times: '3', exit_intent: 'yes', scrolling: 'yes', scrolling_direction: 'up' },
      }),
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      closeButtonDelayMs: 1500,
      closeAutomaticallyMs: 4000,
      closeButtonOutside: true,
      preventCloseOnBackgroundClick: true,
      preventCloseOnEsc: true,
      preventScroll: true,
      avoidMultiple: true,
      a11yNavigation: false,
      animations: { entrance_animation: 'fadeIn', entrance_animation_mobile: 'zoomIn' },
      animationDurationMs: 600,
      classes: ['promo', 'oferta-verano'],
      openSelector: '.abrir-promo',
      triggers: { pageLoadDelay: 2, click: 3, exitIntent: true, scrolling: { direction: 'up', offset: 50 } },
    });
  });

  it.each([
    ['not JSON', '{timing', 'not valid JSON'],
    ['an array', '[1]', 'not an object'],
    ['timing a string', '{"timing":"x"}', 'timing is not an object'],
    ['triggers a number', '{"triggers":3}', 'triggers is not an object'],
    ['open_selector an object', '{"open_selector":{}}', 'open_selector is not text'],
  ])('refuses settings that are %s', (_what, attribute, reason) => {
    const parsed = parsePopupSettings('42', attribute);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });

  it('refuses an id that is not a post id', () => {
    expect(parsePopupSettings('4"2', '{}').ok).toBe(false);
  });

  it.each([
    ['mobile', 'zoomIn'],
    ['tablet', 'slideInUp'],
    ['desktop', 'fadeIn'],
    ['widescreen', 'fadeIn'],
  ])('resolves a responsive setting on %s', (device, expected) => {
    const settings = { a: 'fadeIn', a_mobile: 'zoomIn', a_tablet: 'slideInUp' };
    expect(responsiveValue(settings, 'a', device, ['mobile', 'tablet', 'desktop', 'widescreen'])).toBe(expected);
  });
});

describe('the page builder storage blob', () => {
  it('keeps values in one JSON blob under "elementor", with __expiration', () => {
    const { local, storage } = setup();
    storage.set('pageViews', 3);
    storage.set('popup-42-impressions-count', 1, { lifetimeInSeconds: 60 });
    expect(JSON.parse(local.get(BLOB_KEY)!)).toEqual({ pageViews: 3, 'popup-42-impressions-count': 1, __expiration: { 'popup-42-impressions-count': Date.UTC(2026, 10, 26, 12) + 60_000 } });
  });

  it('drops an expired key on the next read, and saves the blob without it', () => {
    const { local, storage, now } = setup();
    storage.set('a', 1, { lifetimeInSeconds: 10 });
    now.value += 10_000;
    expect(storage.get('a')).toBe(1);
    now.value += 1;
    expect(storage.get('a')).toBeUndefined();
    expect(JSON.parse(local.get(BLOB_KEY)!)).toEqual({ __expiration: {} });
  });

  it('reads a broken blob as empty', () => {
    const { local, storage } = setup();
    local.set(BLOB_KEY, '{nope');
    expect(storage.get('pageViews')).toBeUndefined();
    storage.set('pageViews', 1);
    expect(storage.get('pageViews')).toBe(1);
  });

  it('counts a page view on every load and a session once per session', () => {
    const { session, storage } = setup();
    countVisit(storage);
    countVisit(storage);
    expect(storage.get('pageViews')).toBe(2);
    expect(storage.get('sessions')).toBe(1);
    expect(JSON.parse(session.get(BLOB_KEY)!)).toMatchObject({ activeSession: true });
    session.remove(BLOB_KEY);
    countVisit(storage);
    expect(storage.get('sessions')).toBe(2);
  });

  it('fixes a period window when the counter is first created, not on later impressions', () => {
    const { storage, now } = setup();
    countImpression(storage, '42', 'day');
    now.value += DAY - 1000;
    countImpression(storage, '42', 'day');
    expect(storage.get(impressionsKey('42'))).toBe(2);
    now.value += 1001;
    expect(storage.get(impressionsKey('42'))).toBeUndefined();
  });

  it.each([
    ['week', 604_800],
    ['month', 2_628_288],
  ] as const)('a %s lasts %i s', (period, seconds) => {
    const { storage, now } = setup();
    countImpression(storage, '42', period);
    now.value += seconds * 1000;
    expect(storage.get(impressionsKey('42'))).toBe(1);
    now.value += 1;
    expect(storage.get(impressionsKey('42'))).toBeUndefined();
  });

  it('counts the session period in a raw session key outside the blob', () => {
    const { session, storage } = setup();
    countImpression(storage, '42', 'session');
    countImpression(storage, '42', 'session');
    expect(session.get('popup-42-impressions-count')).toBe('2');
    expect(session.get(BLOB_KEY)).toBeNull();
  });

  it('stores do-not-show-again as popup_{id}_disable = true', () => {
    const { local, storage } = setup();
    expect(isDisabled(storage, '42')).toBe(false);
    disable(storage, '42');
    expect(isDisabled(storage, '42')).toBe(true);
    expect(JSON.parse(local.get(BLOB_KEY)!)).toMatchObject({ popup_42_disable: true });
  });
});

describe('timing rules', () => {
  it('page views: the increase since the first check must reach the number (both edges)', () => {
    const { storage, ctx } = setup();
    storage.set('pageViews', 5);
    const raw = { page_views_views: 2 };
    expect(pageViewsRule(raw, ctx())).toBe(false);
    expect(storage.get('popup_42_page_views_initialPageViews')).toBe(5);
    storage.set('pageViews', 6);
    expect(pageViewsRule(raw, ctx())).toBe(false);
    storage.set('pageViews', 7);
    expect(pageViewsRule(raw, ctx())).toBe(true);
  });

  it('page views default to 3 more', () => {
    const { storage, ctx } = setup();
    storage.set('pageViews', 1);
    pageViewsRule({}, ctx());
    storage.set('pageViews', 3);
    expect(pageViewsRule({}, ctx())).toBe(false);
    storage.set('pageViews', 4);
    expect(pageViewsRule({}, ctx())).toBe(true);
  });

  it('sessions: the same with the sessions counter', () => {
    const { storage, ctx } = setup();
    storage.set('sessions', 1);
    expect(sessionsRule({ sessions_sessions: 1 }, ctx())).toBe(false);
    expect(storage.get('popup_42_sessions_initialSessions')).toBe(1);
    storage.set('sessions', 2);
    expect(sessionsRule({ sessions_sessions: 1 }, ctx())).toBe(true);
  });

  it.each([
    ['show, contains', { url_url: 'google', url_action: 'show' }, 'https://www.google.es/', true],
    ['show, does not contain', { url_url: 'google', url_action: 'show' }, 'https://bing.com/', false],
    ['show by default', { url_url: 'google' }, 'https://google.com/', true],
    ['hide, contains', { url_url: 'google', url_action: 'hide' }, 'https://google.com/', false],
    ['hide, does not contain', { url_url: 'google', url_action: 'hide' }, 'https://bing.com/', true],
    ['regex matches', { url_url: '^https://(www\\.)?facebook\\.', url_action: 'regex' }, 'https://www.facebook.com/x', true],
    ['regex does not match', { url_url: '^https://facebook', url_action: 'regex' }, 'https://m.facebook.com', false],
    ['invalid regex fails', { url_url: '([a-', url_action: 'regex' }, 'https://([a-', false],
  ])('url rule: %s', (_what, raw, referrer, expected) => {
    expect(urlRule(raw, { referrer })).toBe(expected);
  });

  it.each([
    ['all three selected', ['search', 'external', 'internal'], 'https://tienda.example/x', true],
    ['absent means all three', undefined, '', true],
    ['internal referrer, internal selected', ['internal'], 'https://www.tienda.example/ofertas/', true],
    ['internal referrer, not selected', ['external', 'search'], 'https://tienda.example/', false],
    ['external referrer, external selected', ['external'], 'https://blog.example/', true],
    ['direct visit is external', ['external'], '', true],
    ['direct visit, only internal', ['internal'], '', false],
    ['search engine, search selected', ['search'], 'https://www.google.es/search?q=x', true],
    ['each engine: yandex', ['search'], 'https://yandex.ru/', true],
    ['each engine: baidu', ['search'], 'http://baidu.com/s', true],
    ['each engine: yahoo', ['search'], 'https://yahoo.com/', true],
    ['each engine: bing', ['search'], 'https://bing.com/', true],
    ['not a search engine', ['search'], 'https://duckduckgo.com/', false],
    ['search and internal, external referrer', ['search', 'internal'], 'https://blog.example/', false],
  ])('sources rule: %s', (_what, sources, referrer, expected) => {
    expect(sourcesRule(sources === undefined ? {} : { sources_sources: sources }, { referrer, host: 'tienda.example' })).toBe(expected);
  });

  it.each([
    ['a visitor passes', {}, null, true],
    ['a user with users "all" fails', { logged_in_users: 'all' }, ['customer'], false],
    ['users default to all', {}, ['customer'], false],
    ['custom, role listed', { logged_in_users: 'custom', logged_in_roles: ['customer', 'editor'] }, ['customer'], false],
    ['custom, role not listed', { logged_in_users: 'custom', logged_in_roles: ['editor'] }, ['customer'], true],
    ['custom, no roles listed', { logged_in_users: 'custom' }, ['customer'], true],
  ])('logged-in rule: %s', (_what, raw, roles, expected) => {
    expect(loggedInRule(raw, { roles })).toBe(expected);
  });

  it.each([
    ['mobile in list', ['mobile', 'tablet'], 'mobile', true],
    ['desktop not in list', ['mobile', 'tablet'], 'desktop', false],
    ['no list', undefined, 'desktop', false],
  ])('devices rule: %s', (_what, devices, device, expected) => {
    expect(devicesRule(devices ? { devices_devices: devices } : {}, { device })).toBe(expected);
  });

  const firefox = { ie: false, chrome: false, edge: false, firefox: true, safari: false };
  it.each([
    ['all passes without detection', { browsers_browsers: 'all' }, null, true],
    ['custom, detected browser listed', { browsers_browsers: 'custom', browsers_browsers_options: ['firefox', 'safari'] }, firefox, true],
    ['custom, not listed', { browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] }, firefox, false],
    ['custom, not detected', { browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] }, null, false],
  ])('browsers rule: %s', (_what, raw, browsers, expected) => {
    expect(browsersRule(raw, { browsers })).toBe(expected);
  });

  it('times, persisting: popup_{id}_times below the limit', () => {
    const { storage, ctx } = setup();
    const raw = { times_times: 2 };
    expect(timesRule(raw, ctx())).toBe(true);
    countTimes(storage, '42');
    expect(timesRule(raw, ctx())).toBe(true);
    countTimes(storage, '42');
    expect(timesRule(raw, ctx())).toBe(false);
    expect(storage.get('times')).toBeUndefined();
  });

  it('times per day, counting on open: the passing check counts, up to the limit, and a day later again', () => {
    const { storage, ctx, now } = setup();
    const raw = { times_times: 2, times_period: 'day' };
    expect(timesRule(raw, ctx())).toBe(true);
    expect(timesRule(raw, ctx())).toBe(true);
    expect(timesRule(raw, ctx())).toBe(false);
    expect(storage.get(impressionsKey('42'))).toBe(2);
    now.value += DAY + 1;
    expect(timesRule(raw, ctx({ now: now.value }))).toBe(true);
  });

  it('times counting on close: the check does not count', () => {
    const { storage, ctx } = setup();
    const raw = { times_times: 1, times_period: 'week', times_count: 'close' };
    expect(timesRule(raw, ctx())).toBe(true);
    expect(timesRule(raw, ctx())).toBe(true);
    countImpression(storage, '42', 'week');
    expect(timesRule(raw, ctx())).toBe(false);
  });

  it('times per session counts in session storage', () => {
    const { session, ctx } = setup();
    const raw = { times_times: 1, times_period: 'session' };
    expect(timesRule(raw, ctx())).toBe(true);
    expect(timesRule(raw, ctx())).toBe(false);
    session.remove('popup-42-impressions-count');
    expect(timesRule(raw, ctx())).toBe(true);
  });

  const at = (text: string) => localTime(text);
  it.each([
    ['no dates', {}, '2026-11-26 12:00', true],
    ['exactly the start', { schedule_start_date: '2026-11-26 12:00' }, '2026-11-26 12:00', true],
    ['a second before the start', { schedule_start_date: '2026-11-26 12:00' }, '2026-11-26 11:59:59', false],
    ['exactly the end', { schedule_end_date: '2026-11-30 23:59' }, '2026-11-30 23:59', true],
    ['a second after the end', { schedule_end_date: '2026-11-30 23:59' }, '2026-11-30 23:59:01', false],
    ['inside the range', { schedule_start_date: '2026-11-01 00:00', schedule_end_date: '2026-12-01 00:00' }, '2026-11-26 12:00', true],
    ['unreadable start', { schedule_start_date: 'pronto' }, '2026-11-26 12:00', false],
  ])('schedule (visitor zone): %s', (_what, raw, now, expected) => {
    expect(scheduleRule({ schedule_timezone: 'visitor', ...raw }, { now: at(now) })).toBe(expected);
  });

  it('schedule in the site zone uses the server datetime, not the browser clock', () => {
    const raw = { schedule_start_date: '2026-12-01 00:00', schedule_server_datetime: '2026-12-01 00:00:00' };
    expect(scheduleRule(raw, { now: at('2026-11-20 00:00') })).toBe(true);
    expect(scheduleRule({ ...raw, schedule_timezone: 'visitor' }, { now: at('2026-11-20 00:00') })).toBe(false);
  });

  it('checks only enabled rules, all must pass, and stops at the first failure (times is not counted then)', () => {
    const { storage, ctx } = setup();
    const raw = { url: 'yes', url_url: 'google', times: 'yes', times_times: 1, times_period: 'day', devices_devices: [] };
    expect(checkTiming(raw, ctx({ referrer: 'https://bing.com' }))).toEqual({ pass: false, results: { url: false } });
    expect(storage.get(impressionsKey('42'))).toBeUndefined();
    expect(checkTiming(raw, ctx({ referrer: 'https://google.com' }))).toEqual({ pass: true, results: { url: true, times: true } });
    expect(checkTiming({}, ctx())).toEqual({ pass: true, results: {} });
  });
});

describe('device mode', () => {
  const withWide = [...DEFAULT_BREAKPOINTS, { name: 'widescreen', value: 2400, direction: 'min' as const }];
  it.each([
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [2399, 'desktop'],
    [2400, 'widescreen'],
  ])('%i px is %s', (width, device) => {
    expect(deviceFor(width, withWide)).toBe(device);
  });
  it('orders devices from small to wide', () => {
    expect(deviceOrder(withWide)).toEqual(['mobile', 'tablet', 'desktop', 'widescreen']);
  });
});

describe('URL actions', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  it('decodes the percent-encoded form PHP prints and the literal one', () => {
    const encoded = createActionHash('popup:open', { id: '42', toggle: true });
    expect(encoded.startsWith('%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D')).toBe(true);
    expect(isActionHref(encoded)).toBe(true);
    expect(decodeAction(encoded)).toEqual({ ok: true, value: { action: 'popup:open', id: '42', toggle: true } });
    expect(decodeAction(`#elementor-action:action=popup:open&settings=${b64({ id: 7 })}`)).toEqual({ ok: true, value: { action: 'popup:open', id: '7', toggle: false } });
  });

  it.each([
    ['reload-page', {}, { action: 'reload-page' }],
    ['popup:close', { do_not_show_again: 'yes' }, { action: 'popup:close', doNotShowAgain: true }],
    ['popup:close', {}, { action: 'popup:close', doNotShowAgain: false }],
    ['off_canvas:open', { id: 'a1b2c3d' }, { action: 'off_canvas:open', id: 'a1b2c3d', displayMode: 'open' }],
    ['off_canvas:close', { id: 'a1b2c3d', displayMode: 'toggle' }, { action: 'off_canvas:close', id: 'a1b2c3d', displayMode: 'close' }],
    ['off_canvas:toggle', { id: 'a1b2c3d' }, { action: 'off_canvas:toggle', id: 'a1b2c3d', displayMode: 'toggle' }],
    [
      'lightbox',
      { id: 12, url: '/wp-content/uploads/p1.jpg', slideshow: 'e7e5bb8' },
      { action: 'lightbox', url: '/wp-content/uploads/p1.jpg', slideshow: 'e7e5bb8', video: false, title: '', description: '' },
    ],
    [
      'lightbox',
      { type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/XHOmBV4js_E', slideshow: '"><b>' },
      { action: 'lightbox', url: 'https://www.youtube.com/embed/XHOmBV4js_E', slideshow: null, video: true, title: '', description: '' },
    ],
  ])('%s with %j', (action, settings, expected) => {
    expect(decodeAction(createActionHash(action, settings))).toEqual({ ok: true, value: expected });
  });

  it('reload-page with an empty settings value still runs; without &settings= nothing does', () => {
    expect(decodeAction('#elementor-action:action=reload-page&settings=')).toEqual({ ok: true, value: { action: 'reload-page' } });
    expect(decodeAction('#elementor-action:action=reload-page').ok).toBe(false);
  });

  it.each([
    ['an unknown action', `#elementor-action:action=login&settings=${b64({ url: 'x' })}`, 'not one this page runs'],
    ['a lightbox without a url', `#elementor-action:action=lightbox&settings=${b64({ id: 12 })}`, 'lightbox has no url'],
    ['a script id', `#elementor-action:action=popup:open&settings=${b64({ id: '1);alert(1' })}`, 'no popup id'],
    ['markup as an id', `#elementor-action:action=off_canvas:open&settings=${b64({ id: '<img src=x onerror=alert(1)>' })}`, 'no off-canvas id'],
    ['settings not base64', '#elementor-action:action=popup:open&settings=<script>', 'not base64'],
    ['settings not JSON', `#elementor-action:action=popup:open&settings=${Buffer.from('alert(1)').toString('base64')}`, 'not JSON'],
    ['broken percent-encoding', '%23elementor-action%3Aaction%3D%E0%A4%A', 'percent-encoding'],
  ])('refuses %s', (_what, href, reason) => {
    const decoded = decodeAction(href);
    expect(decoded.ok).toBe(false);
    expect(!decoded.ok && decoded.reason).toContain(reason);
  });

  it('reads UTF-8 base64', () => {
    expect(fromBase64(Buffer.from('{"a":"ñ"}').toString('base64'))).toBe('{"a":"ñ"}');
  });
});

describe('browser detection (the browsers rule)', () => {
  it.each([
    ['Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'chrome'],
    ['Edge', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'edge'],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox'],
    ['Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'safari'],
    ['IE 11', 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'ie'],
    ['Chrome on iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'chrome'],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'chrome'],
    ['headless Chrome (the e2e browser)', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'chrome'],
    ['Edge on Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0', 'edge'],
    ['Edge on iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.0 Mobile/15E148 Safari/604.1', 'edge'],
    ['legacy Edge', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582', 'edge'],
    ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'firefox'],
    ['Firefox on iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15', 'firefox'],
    ['Safari on iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'safari'],
    ['IE 10', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)', 'ie'],
  ])('%s', (_name, ua, expected) => {
    const flags = detectBrowsers(ua);
    expect(Object.entries(flags).filter(([, on]) => on).map(([name]) => name)).toEqual([expected]);
  });

  it.each([
    ['Opera', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0'],
    ['an unknown agent', 'curl/8.5.0'],
    ['an empty agent', ''],
  ])('%s is none of the five', (_name, ua) => {
    expect(Object.values(detectBrowsers(ua)).some(Boolean)).toBe(false);
  });
});
