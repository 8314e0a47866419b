import { describe, expect, it } from 'vitest';
import { orderAttributionParams, parseWith } from '../../core/config';
import good from '../../../fixtures/globals/wc_order_attribution.json';
import malformed from '../../../fixtures/globals/wc_order_attribution.malformed.json';
import {
  attributionValues,
  cookieAssignment,
  decodeData,
  deletionAssignments,
  detectSource,
  encodeData,
  fireDate,
  getCookie,
  readValue,
  sbjsData,
  sbjsOptions,
  unpack,
  visitCookies,
  type Visit,
} from './logic';
import { promoRange, promoValue, promoWrite } from './promo';
import { readParams } from './parse';

const NOW = new Date(Date.UTC(2026, 10, 26, 9, 5, 7));
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';
const WOO = sbjsOptions(good.params);

/** A page view of https://tienda.example{path} with these cookies (values as sourcebuster reads them). */
function visit(path: string, referrer = '', cookies: Record<string, string> = {}, hostname = 'tienda.example'): Visit {
  const url = new URL(path, `https://${hostname}`);
  return { href: url.href, search: url.search, referrer, hostname, userAgent: UA, now: NOW, read: (name) => cookies[name] ?? null };
}
const main = (view: Visit) => detectSource(view);
const sourceOf = (view: Visit) => {
  const found = main(view);
  return found && { typ: found.typ, src: found.src, mdm: found.mdm };
};

describe('encoding', () => {
  it("escapes as encodeURIComponent plus ! ~ * ' ( ), and reads it back", () => {
    expect(encodeData("typ=typein|||src=(direct)!~*'")).toBe('typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%21%7E%2A%27');
    expect(decodeData('typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29')).toBe('typ=typein|||src=(direct)');
    expect(decodeData('%E0%A4%A')).toBe(unescape('%E0%A4%A'));
  });

  it('reads a Base64 value (padding stripped) and a plain one', () => {
    const plain = encodeData('vst=2|||uip=(none)');
    expect(readValue(plain)).toBe('vst=2|||uip=(none)');
    expect(readValue(btoa(plain).replace(/=+$/, ''))).toBe('vst=2|||uip=(none)');
    expect(getCookie(`a=1; sbjs_udata=${plain}; b=2`, 'sbjs_udata')).toBe('vst=2|||uip=(none)');
    expect(getCookie('a=1', 'sbjs_udata')).toBeNull();
  });

  it("unpacks a container, a value's '=' kept and each value decoded once more", () => {
    expect(unpack('typ=utm|||src=a=b|||cnt=%20x')).toEqual({ typ: 'utm', src: 'a=b', cnt: ' x' });
    expect(unpack(null)).toEqual({});
  });
});

describe('options', () => {
  it.each([
    [{ lifetime: 1e-5, session: 30 }, 0, 30],
    [{}, 6 * 30 * 24 * 60, 30],
    [{ lifetime: 0, session: 0 }, 259200, 30],
    [{ lifetime: '2', session: '45' }, 2 * 30 * 24 * 60, 45],
    // parseInt of 4.32e-7's text: sourcebuster's 4 minutes.
    [{ lifetime: 1e-11 }, 4, 30],
  ])('%j → lifetime %i min, session %i min', (params, lifetime, session) => {
    expect(sbjsOptions(params)).toMatchObject({ lifetime, session });
  });
});

describe('source rules (sbjs mainData)', () => {
  it('typed in: (direct) / (none) when there is no first or current cookie', () => {
    expect(main(visit('/'))).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' });
  });

  it('keeps the current source on internal navigation and on a later typed-in visit', () => {
    expect(main(visit('/tienda/', 'https://tienda.example/', { sbjs_current: 'typ=utm', sbjs_session: 'pgs=1' }))).toBeNull();
    expect(main(visit('/', '', { sbjs_first: 'typ=referral' }))).toBeNull();
    // A subdomain of the shop is not a referrer either.
    expect(main(visit('/', 'https://blog.tienda.example/post/', { sbjs_current: 'typ=typein' }))).toBeNull();
  });

  it('utm: raw values from the query, with the fork’s id, platform, format and tactic', () => {
    const found = main(visit('/?utm_source=news%20letter&utm_medium=email&utm_campaign=rebajas&utm_content=banner&utm_term=taza&utm_id=42&utm_source_platform=dv360&utm_creative_format=video&utm_marketing_tactic=remarketing'));
    expect(found).toEqual({ typ: 'utm', src: 'news%20letter', mdm: 'email', cmp: 'rebajas', cnt: 'banner', trm: 'taza', id: '42', plt: 'dv360', fmt: 'video', tct: 'remarketing' });
  });

  it.each([
    ['/?gclid=abc', { src: 'google', mdm: 'cpc', cmp: 'google_cpc' }],
    ['/?yclid=abc', { src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' }],
    ['/?utm_medium=social', { src: '(none)', mdm: 'social', cmp: '(none)' }],
    ['/?utm_source=', { src: '', mdm: '(none)', cmp: '(none)' }],
  ])('utm %s', (path, expected) => {
    expect(main(visit(path))).toMatchObject({ typ: 'utm', ...expected });
  });

  it('utm wins over a search referrer and over an existing session; a bare ?utm_source (no =) is not utm', () => {
    expect(sourceOf(visit('/?utm_source=x', 'https://www.google.es/', { sbjs_session: 'pgs=3', sbjs_current: 'typ=typein' }))).toEqual({ typ: 'utm', src: 'x', mdm: '(none)' });
    expect(sourceOf(visit('/?utm_source'))).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)' });
  });

  it("takes a Yandex search's words as the missing utm term", () => {
    expect(main(visit('/?utm_source=ya', 'https://yandex.ru/search/?text=taza'))).toMatchObject({ trm: 'taza' });
  });

  it.each([
    ['https://www.google.es/', 'google'],
    ['https://google.com/', 'google'],
    ['https://yandex.ru/search/?text=taza', 'yandex'],
    ['https://www.bing.com/search?q=taza', 'bing'],
    ['https://search.yahoo.com/search?p=taza', 'yahoo'],
    ['https://www.about.com/?q=taza', 'about'],
    ['https://search.aol.com/aol/search?q=taza', 'aol'],
    ['https://www.ask.com/web?q=taza', 'ask'],
    ['https://globososo.com/?q=taza', 'globo'],
    ['https://go.mail.ru/search?q=taza', 'go.mail.ru'],
    ['https://nova.rambler.ru/search?query=taza', 'rambler'],
    ['https://search.tut.by/?query=taza', 'tut.by'],
  ])('organic: %s → %s, even within a session', (referrer, src) => {
    expect(main(visit('/', referrer, { sbjs_session: 'pgs=2', sbjs_current: 'typ=typein' }))).toEqual({
      typ: 'organic', src, mdm: 'organic', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)',
    });
  });

  it.each([
    // Today's Bing and DuckDuckGo referrers carry no query: a referral.
    ['https://www.bing.com/', 'bing.com', '/'],
    ['https://duckduckgo.com/', 'duckduckgo.com', '/'],
    ['https://yandex.ru/', 'yandex.ru', '/'],
    ['https://www.blog.example/2025/tazas/?ref=1', 'blog.example', '/2025/tazas/'],
    ['https://t.co/AbC', 'twitter.com', '/AbC'],
    ['https://plus.url.google.com/url?q=x', 'plus.google.com', '/url'],
  ])('referral: %s → %s, content %s', (referrer, src, cnt) => {
    expect(main(visit('/', referrer))).toMatchObject({ typ: 'referral', src, mdm: 'referral', cnt, cmp: '(none)', trm: '(none)' });
  });

  it('a referrer within a session (no session cookie → new) only counts when the session has ended', () => {
    expect(main(visit('/', 'https://blog.example/', { sbjs_session: 'pgs=4', sbjs_current: 'typ=typein' }))).toBeNull();
  });

  it('the shop on www. is the same site as without it', () => {
    expect(main(visit('/', 'https://tienda.example/x/', { sbjs_current: 'typ=typein' }, 'www.tienda.example'))).toBeNull();
  });
});

describe('cookies of a page view, byte for byte', () => {
  const written = (view: Visit, options = WOO) => visitCookies(view, options).map((write) => cookieAssignment(write, 'tienda.example', options, NOW));

  it('first visit, typed in, with WooCommerce’s session-only lifetime', () => {
    expect(written(visit('/tienda/?orderby=price'))).toEqual([
      'sbjs_migrations=1418474375998%3D1;domain=.tienda.example; path=/',
      'sbjs_current_add=fd%3D2026-11-26%2009%3A05%3A07%7C%7C%7Cep%3Dhttps%3A%2F%2Ftienda.example%2Ftienda%2F%3Forderby%3Dprice%7C%7C%7Crf%3D%28none%29;domain=.tienda.example; path=/',
      'sbjs_first_add=fd%3D2026-11-26%2009%3A05%3A07%7C%7C%7Cep%3Dhttps%3A%2F%2Ftienda.example%2Ftienda%2F%3Forderby%3Dprice%7C%7C%7Crf%3D%28none%29;domain=.tienda.example; path=/',
      'sbjs_current=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.tienda.example; path=/',
      'sbjs_first=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.tienda.example; path=/',
      'sbjs_udata=vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0%20%28X11%3B%20Linux%20x86_64%29%20Chrome%2F131.0;domain=.tienda.example; path=/',
      'sbjs_session=pgs%3D1%7C%7C%7Ccpg%3Dhttps%3A%2F%2Ftienda.example%2Ftienda%2F%3Forderby%3Dprice; expires=Thu, 26 Nov 2026 09:35:07 GMT;domain=.tienda.example; path=/',
    ]);
  });

  it('the default lifetime is 6 months of 30 days; Base64 strips the padding', () => {
    const options = sbjsOptions({});
    const [migrations] = written(visit('/'), options);
    expect(migrations).toBe('sbjs_migrations=1418474375998%3D1; expires=Tue, 25 May 2027 09:05:07 GMT;domain=.tienda.example; path=/');
    const [base64] = written(visit('/'), { ...options, base64: true });
    expect(base64).toBe(`sbjs_migrations=${btoa('1418474375998%3D1').replace(/=+$/, '')}; expires=Tue, 25 May 2027 09:05:07 GMT;domain=.tienda.example; path=/`);
  });

  it('next page in the session: the source kept, the page count up, the visit count not', () => {
    const cookies = {
      sbjs_migrations: '1418474375998=1',
      sbjs_first: 'typ=typein|||src=(direct)',
      sbjs_current: 'typ=typein|||src=(direct)',
      sbjs_first_add: 'fd=x',
      sbjs_current_add: 'fd=x',
      sbjs_udata: 'vst=3|||uip=(none)|||uag=x',
      sbjs_session: 'pgs=4|||cpg=https://tienda.example/',
    };
    const writes = visitCookies(visit('/carrito/', 'https://tienda.example/', cookies), WOO);
    expect(writes).toEqual([
      { name: 'sbjs_current', value: 'typ=typein|||src=(direct)', minutes: 0 },
      { name: 'sbjs_udata', value: `vst=3|||uip=(none)|||uag=${UA}`, minutes: 0 },
      { name: 'sbjs_session', value: 'pgs=5|||cpg=https://tienda.example/carrito/', minutes: 30 },
    ]);
  });

  it('a new session (the 30-minute cookie gone) from a referrer: new source, visits + 1, pages from 1, first kept', () => {
    const cookies = {
      sbjs_migrations: '1418474375998=1',
      sbjs_first: 'typ=typein|||src=(direct)',
      sbjs_current: 'typ=typein|||src=(direct)',
      sbjs_first_add: 'fd=x',
      sbjs_current_add: 'fd=x',
      sbjs_udata: 'vst=3|||uip=(none)|||uag=x',
    };
    const writes = visitCookies(visit('/', 'https://blog.example/post/', cookies), WOO);
    expect(writes.map((w) => w.name)).toEqual(['sbjs_current_add', 'sbjs_current', 'sbjs_udata', 'sbjs_session']);
    expect(writes[0]!.value).toBe('fd=2026-11-26 09:05:07|||ep=https://tienda.example/|||rf=https://blog.example/post/');
    expect(writes[1]!.value).toBe('typ=referral|||src=blog.example|||mdm=referral|||cmp=(none)|||cnt=/post/|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
    expect(writes[2]!.value).toBe(`vst=4|||uip=(none)|||uag=${UA}`);
    expect(writes[3]!.value).toBe('pgs=1|||cpg=https://tienda.example/');
  });

  it('markup in a referrer or a utm value is written as escaped text', () => {
    const [, , , current] = visitCookies(visit('/?utm_source=<img src=x onerror=alert(1)>'), WOO);
    expect(current!.value).toContain('src=%3Cimg%20src');
    // sbjs.get decodes it once more: the field's value is the markup, as text.
    expect(unpack(current!.value).src).toBe('<img src');
    expect(cookieAssignment(current!, 'tienda.example', WOO, NOW).split(';')[0]).not.toMatch(/[<>"' ;]/);
  });
});

describe('promo code (sbjs.init promocode)', () => {
  // Just below 1: the largest value Math.random can return.
  const TOP = 1 - Number.EPSILON;
  it.each([
    ['true: the default range', true, { min: 100000, max: 999999 }],
    ['an empty object: the default range', {}, { min: 100000, max: 999999 }],
    ['its own range, kept', { min: 5, max: 50 }, { min: 5, max: 50 }],
    ['bounds given as text, parsed', { min: '10', max: '99' }, { min: 10, max: 99 }],
    ['a bound that is not a number, or zero: the default', { min: 'x', max: 0 }, { min: 100000, max: 999999 }],
  ])('%s', (_label, option, range) => {
    expect(promoRange(option)).toEqual(range);
  });

  it.each([[false], [undefined], [0], ['']])('%j asks for no code', (option) => {
    expect(promoRange(option)).toBeNull();
  });

  it.each([
    ['the default range, random 0: its minimum', { min: 100000, max: 999999 }, 0, 'code=100000'],
    ['the default range, random just below 1: its maximum', { min: 100000, max: 999999 }, TOP, 'code=999999'],
    ['the default range, halfway', { min: 100000, max: 999999 }, 0.5, 'code=550000'],
    ['a range of one', { min: 7, max: 7 }, TOP, 'code=7'],
    ['zero-padded to the maximum’s digits', { min: 1, max: 999999 }, 0, 'code=000001'],
    ['the top of a small range', { min: 1, max: 10 }, TOP, 'code=10'],
  ])('%s', (_label, range, random, expected) => {
    expect(promoValue(range, () => random)).toBe(expected);
  });

  it('written once, for life, only when a range is asked for', () => {
    const range = promoRange(true);
    expect(promoWrite(range, () => null, 259200, () => 0)).toEqual({ name: 'sbjs_promo', value: 'code=100000', minutes: 259200 });
    expect(promoWrite(range, (name) => (name === 'sbjs_promo' ? 'code=123456' : null), 259200, () => 0)).toBeNull();
    expect(promoWrite(null, () => null, 259200, () => 0)).toBeNull();
  });
});

describe('deleting', () => {
  it("WooCommerce's deletion, plus the domain sourcebuster used on a www host and a host-only one", () => {
    expect(deletionAssignments('sbjs_current', 'www.tienda.example')).toEqual([
      'sbjs_current=; path=/; max-age=-999; domain=.www.tienda.example',
      'sbjs_current=; path=/; max-age=-999; domain=.tienda.example',
      'sbjs_current=; path=/; max-age=-999',
    ]);
    expect(deletionAssignments('sbjs_udata', 'tienda.example')).toHaveLength(2);
  });
});

describe('fields', () => {
  const params = readParams(good)!;
  it('maps each field to its sbjs.get value, and every field to null with tracking off', () => {
    const cookies: Record<string, string> = { sbjs_current: 'typ=utm|||src=news|||mdm=email', sbjs_current_add: 'fd=2026-11-26 09:05:07|||ep=https://x/|||rf=(none)', sbjs_session: 'pgs=2|||cpg=x', sbjs_udata: `vst=1|||uip=(none)|||uag=${UA}` };
    const data = sbjsData((name) => cookies[name] ?? null);
    const values = attributionValues(params.fields, data);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'news', utm_medium: 'email', referrer: '(none)', session_start_time: '2026-11-26 09:05:07', session_pages: '2', session_count: '1', user_agent: UA, utm_campaign: null });
    expect(Object.values(attributionValues(params.fields, null)).every((v) => v === null)).toBe(true);
    expect(Object.keys(values)).toHaveLength(16);
  });

  it('fire date is UTC', () => {
    expect(fireDate(new Date(Date.UTC(2027, 0, 2, 3, 4, 5)))).toBe('2027-01-02 03:04:05');
  });
});

describe('the global', () => {
  it('reads WooCommerce’s global and refuses its malformed twin, as the schema does', () => {
    expect(readParams(good)).toMatchObject({ prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: null });
    expect(parseWith(orderAttributionParams(), good).ok).toBe(true);
    expect(readParams(malformed)).toBeNull();
    expect(parseWith(orderAttributionParams(), malformed).ok).toBe(false);
    expect(readParams({ ...good, params: { ...good.params, prefix: 'wc_oa__' } })?.prefix).toBe('wc_oa_');
  });
});
