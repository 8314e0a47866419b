import { describe, expect, it } from 'vitest';
import {
  autoAction,
  countView,
  ctaSeen,
  eventParams,
  gaDestinations,
  gaParams,
  gridLines,
  isMobileAgent,
  maskPhone,
  messagingLink,
  pixelParams,
  qrLink,
  qrPixels,
  chosenVariation,
  showsBlockQr,
  showsQr,
  skuMessage,
  variationSku,
  revealDelay,
  saveHash,
  showTooltip,
  typingDelay,
  urlTrigger,
} from './logic';
import { parseSettings } from './parse';

describe('view counter (joinchat_views), with the plugin’s odd counting', () => {
  it.each([
    // stored, message_views, message_delay → due, next
    [null, 2, 10, false, '1'],
    ['1', 2, 10, false, '2'],
    ['2', 2, 10, true, null],
    ['7', 2, 10, true, null],
    [null, 1, 10, true, null],
    [null, 2, 0, false, null],
    [null, 2, -1, false, null],
    ['x', 3, 10, false, '1'],
  ])('stored %s, views %i, delay %i → due %s, store %s', (stored, views, delay, due, next) => {
    expect(countView(stored, { message_views: views, message_delay: delay })).toEqual({ due, next });
  });

  it('the default 2 opens on the third page view', () => {
    let stored: string | null = null;
    const dueOn = [1, 2, 3, 4].map(() => {
      const { due, next } = countView(stored, { message_views: 2, message_delay: 10 });
      if (next !== null) stored = next;
      return due;
    });
    expect(dueOn).toEqual([false, false, true, true]);
  });
});

describe('seen hashes (joinchat_hashes)', () => {
  const settings = { message_hash: '1a2b3c4d', cta_viewed: null, message_delay: 10 };
  it.each([
    [null, false],
    ['1a2b3c4d', true],
    ['ffff,1a2b3c4d', true],
    ['1a2b3c4d0', false],
  ])('%s → seen %s', (stored, seen) => expect(ctaSeen(stored, settings)).toBe(seen));
  it('cta_viewed forces it either way', () => {
    expect(ctaSeen('1a2b3c4d', { ...settings, cta_viewed: false })).toBe(false);
    expect(ctaSeen(null, { ...settings, cta_viewed: true })).toBe(true);
  });
  it.each([
    [null, '1a2b3c4d'],
    ['ffff', 'ffff,1a2b3c4d'],
    ['ffff,1a2b3c4d', null],
  ])('saving to %s → %s', (stored, next) => expect(saveHash(stored, settings)).toBe(next));
  it('nothing saved without a hash or with message_delay < 0', () => {
    expect(saveHash(null, { ...settings, message_hash: '' })).toBeNull();
    expect(saveHash(null, { ...settings, message_delay: -1 })).toBeNull();
  });
});

describe('start-up decisions', () => {
  const base = { message_badge: false, message_delay: 10 };
  it.each([
    // settings, state → tooltip, auto
    [base, { hasCta: true, seen: false, due: true }, false, 'open'],
    [base, { hasCta: true, seen: false, due: false }, true, null],
    [base, { hasCta: true, seen: true, due: true }, false, null],
    [{ ...base, message_badge: true }, { hasCta: true, seen: false, due: true }, true, 'badge'],
    [{ ...base, message_badge: true }, { hasCta: true, seen: false, due: false }, true, 'badge'],
    [base, { hasCta: false, seen: false, due: true }, true, null],
    [{ ...base, message_delay: 0 }, { hasCta: true, seen: false, due: true }, true, null],
    [{ ...base, message_delay: -5 }, { hasCta: true, seen: false, due: true }, false, null],
  ])('%j %j → tooltip %s, auto %s', (settings, state, tooltip, auto) => {
    expect(showTooltip(settings, state)).toBe(tooltip);
    expect(autoAction(settings, state)).toBe(auto);
  });

  it.each([
    ['#joinchat', '', 0],
    ['', '?joinchat=5', 5],
    ['', '?joinchat', 0],
    ['', '?joinchat=%3Cscript%3E', 0],
    ['#otra', '', null],
    ['', '?a=1', null],
  ])('URL %s%s → %s s', (hash, search, delay) => expect(urlTrigger(hash, search)).toBe(delay));

  it('mobile is the plugin’s user-agent test', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe(false);
  });
});

describe('bubble timings (spec §9)', () => {
  it.each([
    ['', 0, 100],
    ['Hola', 0, 160],
    ['¡Hola! 👋', 0.5, 270],
    ['uno dos tres cuatro cinco', 0.999, 300 + 200],
  ])('typing "%s" (random %f) → %i ms', (text, random, ms) => expect(typingDelay(text, random)).toBe(ms));
  it('reveal delay is 400-600 ms', () => {
    expect(revealDelay(0)).toBe(400);
    expect(revealDelay(0.5)).toBe(500);
    expect(revealDelay(0.9999)).toBe(600);
  });
});

describe('messaging link', () => {
  it.each([
    ['34960000000', 'Hola, tengo una pregunta', { web: false, mobile: false }, 'https://wa.me/34960000000?text=Hola%2C+tengo+una+pregunta'],
    ['34960000000', '', { web: false, mobile: false }, 'https://wa.me/34960000000'],
    ['34960000000', 'Hola', { web: true, mobile: false }, 'https://web.whatsapp.com/send?phone=34960000000&text=Hola'],
    ['34960000000', 'Hola', { web: true, mobile: true }, 'https://wa.me/34960000000?text=Hola'],
    ['+34 960/../evil.example', '', { web: false, mobile: false }, 'https://wa.me/34960'],
    ['34960000000', '<script>alert(1)</script> & ?', { web: false, mobile: false }, 'https://wa.me/34960000000?text=%3Cscript%3Ealert%281%29%3C%2Fscript%3E+%26+%3F'],
  ])('%s %j %j', (phone, message, options, link) => expect(messagingLink(phone, message, options)).toBe(link));
});

describe('analytics payloads', () => {
  const params = eventParams({
    settings: { event_category: 'JoinChat' },
    link: 'https://wa.me/34960000000?text=Hola',
    phone: '34960000000',
    message: 'Hola',
    trigger: 'button',
    mobile: false,
    pageLocation: `https://tienda.example/${'p'.repeat(1200)}`,
    pageTitle: 'T'.repeat(400),
  });

  it('the plugin’s parameters', () => {
    expect(params).toMatchObject({ event_category: 'JoinChat', event_label: 'https://wa.me/34960000000?text=Hola', event_action: 'whatsapp: 34960000000', chat_channel: 'whatsapp', chat_id: '34960000000', is_mobile: 'no', chat_message: 'Hola', trigger: 'button' });
    expect(eventParams({ ...{ settings: { event_category: 'X' }, link: '', phone: '', message: '', trigger: '', mobile: true, pageLocation: '', pageTitle: '' } }).page_title).toBe('no title');
  });

  it('GA4 strings truncated: 100, page location 1000, referrer 420, title 300; sent by beacon', () => {
    const ga = gaParams({ ...params, chat_message: 'm'.repeat(150), page_referrer: 'r'.repeat(500) });
    expect(ga.transport_type).toBe('beacon');
    expect(ga.page_location).toHaveLength(1000);
    expect(ga.page_title).toHaveLength(300);
    expect(ga.page_referrer).toHaveLength(420);
    expect(ga.chat_message).toHaveLength(100);
    expect(ga.chat_id).toBe('34960000000');
  });

  it('the pixel event masks the phone: 3 first, X’s, 2 last', () => {
    expect(maskPhone('whatsapp: 34960000000', '34960000000')).toBe('whatsapp: 349XXXXXX00');
    expect(pixelParams(params, '34960000000')).toMatchObject({ chat_id: '349XXXXXX00', event_action: 'whatsapp: 349XXXXXX00', event_label: 'https://wa.me/349XXXXXX00?text=Hola', chat_message: 'Hola' });
  });

  it('GA4 destinations: the tag’s and the configured ones, G- and GT- only, once each', () => {
    expect(gaDestinations(['G-ONE', 'AW-9'], [['config', 'G-ONE'], ['config', 'GT-TWO'], ['js', new Date()], { event: 'x' }, ['config', 'UA-1']])).toEqual(['G-ONE', 'GT-TWO']);
  });
});

describe('data-settings', () => {
  it('reads the plugin’s JSON with its defaults', () => {
    const parsed = parseSettings('{"telephone":"34960000000","message_hash":"1a2b","qr":true,"whatsapp_web":false}');
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({ telephone: '34960000000', button_delay: 3, message_delay: 10, message_views: 2, message_badge: false, ga_event: 'generate_lead', event_category: 'JoinChat', qr: true, cta_viewed: null, data_layer: null }),
    });
  });
  it.each([
    [undefined, /no data-settings/],
    ['{telephone:1}', /not valid JSON/],
    ['[1]', /not a JSON object/],
    ['{"telephone":"1","button_delay":"pronto"}', /button_delay must be a number/],
    ['{"telephone":"1","message_badge":"quizás"}', /message_badge must be a boolean/],
    ['{"telephone":{"a":1}}', /telephone must be a string/],
  ])('%s → %s', (text, reason) => {
    const parsed = parseSettings(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
  it('5.x’s is_viewed, and an empty ga_event turns GA4 off', () => {
    expect(parseSettings('{"telephone":"1","is_viewed":true,"ga_event":""}')).toMatchObject({ ok: true, value: { cta_viewed: true, ga_event: '' } });
  });
});

describe('the QR code (widgets.md §1.12, spec §9)', () => {
  it('only on a desktop, and only when the settings ask for it', () => {
    expect(showsQr({ qr: true }, false)).toBe(true);
    expect(showsQr({ qr: true }, true)).toBe(false);
    expect(showsQr({ qr: false }, false)).toBe(false);
  });

  it('encodes the wa.me link with the text, never web.whatsapp.com (a phone scans it)', () => {
    expect(qrLink('34960000000', 'Hola, ¿tenéis la talla M?')).toBe('https://wa.me/34960000000?text=Hola%2C+%C2%BFten%C3%A9is+la+talla+M%3F');
    expect(qrLink('+34 960 000 000', '')).toBe('https://wa.me/34960000000');
  });

  it('is 200 canvas pixels times the device pixel ratio (1 when there is none)', () => {
    expect(qrPixels(1)).toBe(200);
    expect(qrPixels(2)).toBe(400);
    expect(qrPixels(1.5)).toBe(300);
    expect(qrPixels(1.25)).toBe(250);
    expect(qrPixels(0)).toBe(200);
    expect(qrPixels(Number.NaN)).toBe(200);
  });

  it('puts the grid lines on whole pixels from 0 to the size, each cell at most a pixel off the others', () => {
    const lines = gridLines(31, 400);
    expect(lines).toHaveLength(32);
    expect([lines[0], lines.at(-1)]).toEqual([0, 400]);
    expect(lines.every(Number.isInteger)).toBe(true);
    const cells = lines.slice(1).map((line, index) => line - lines[index]!);
    expect(Math.max(...cells) - Math.min(...cells)).toBeLessThanOrEqual(1);
    expect(gridLines(2, 4)).toEqual([0, 2, 4]);
  });
});

describe('a variable product’s SKU (widgets.md §1.13)', () => {
  it('the variation’s own SKU, else the product’s (reset, no SKU, an empty or non-text one)', () => {
    expect(variationSku({ sku: 'CAM-ORG-NEGRO-M' }, 'CAM-ORG')).toBe('CAM-ORG-NEGRO-M');
    expect(variationSku(undefined, 'CAM-ORG')).toBe('CAM-ORG');
    expect(variationSku({}, 'CAM-ORG')).toBe('CAM-ORG');
    expect(variationSku({ sku: '' }, 'CAM-ORG')).toBe('CAM-ORG');
    expect(variationSku({ sku: 42 }, 'CAM-ORG')).toBe('CAM-ORG');
  });

  it('each <jc-sku> part of the message becomes the SKU as text; the rest stays; no SKU setting, no change', () => {
    expect(skuMessage('Hola, me interesa <jc-sku>CAM-ORG</jc-sku>', 'CAM-ORG-NEGRO-M')).toBe('Hola, me interesa CAM-ORG-NEGRO-M');
    expect(skuMessage('<jc-sku>A</jc-sku> y <jc-sku>A</jc-sku>', 'B')).toBe('B y B');
    expect(skuMessage('Sin referencia', 'B')).toBe('Sin referencia');
    expect(skuMessage('ref. <jc-sku>A</jc-sku>', null)).toBe('ref. <jc-sku>A</jc-sku>');
    // A replacement pattern in a SKU is text, not a pattern.
    expect(skuMessage('ref. <jc-sku>A</jc-sku>', '$&-$1')).toBe('ref. $&-$1');
  });
});

describe('the variation a form found before the chat listened', () => {
  const EMBEDDED = JSON.stringify([
    { variation_id: 301, sku: 'CAM-ORG-BLANCO-S' },
    { variation_id: 302, sku: 'CAM-ORG-BLANCO-M' },
  ]);
  it('the one whose id the hidden field holds, from the embedded variations', () => {
    expect(chosenVariation(EMBEDDED, '302')).toEqual({ variation_id: 302, sku: 'CAM-ORG-BLANCO-M' });
  });
  it.each([
    ['no choice (0)', EMBEDDED, '0'],
    ['no choice (empty)', EMBEDDED, ''],
    ['an id it does not embed', EMBEDDED, '999'],
    ['an AJAX form (false)', 'false', '302'],
    ['no attribute', undefined, '302'],
    ['JSON that does not parse', '[{', '302'],
  ])('%s: none', (_name, json, id) => {
    expect(chosenVariation(json, id)).toBeUndefined();
  });
});

describe('a Gutenberg button block’s QR', () => {
  it('on a desktop with qr on; not on a phone, with qr off, or with mobile_only', () => {
    expect(showsBlockQr({ qr: true, mobile_only: false }, false)).toBe(true);
    expect(showsBlockQr({ qr: true, mobile_only: false }, true)).toBe(false);
    expect(showsBlockQr({ qr: false, mobile_only: false }, false)).toBe(false);
    expect(showsBlockQr({ qr: true, mobile_only: true }, false)).toBe(false);
  });
});
