import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleComponents } from './components.mjs';
import {
  MAX_POLL_FAILURES,
  MISSING_IDENTITY,
  POLL_INTERVAL_MS,
  challengeUrl,
  confirmRequestBody,
  encodeClientEnv,
  failureBody,
  languageCode,
  requestToken,
  runConfirmation,
  tokenRequestBody,
  wait,
} from './inner/client-api.mjs';
import { applyStyleRules, styleRules } from './inner/merchant-style.mjs';
import { startSandbox } from './server.mjs';
import { TEST_CARDS } from './cards.mjs';

const require = createRequire(import.meta.url);
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const API_URL = 'http://127.0.0.1:4175/v1';
const API_ORIGIN = 'http://127.0.0.1:4175';
const UNHANDLED = 599;

const cspFor = (origin, frameOrigins = origin) =>
  `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src ${origin}; frame-src ${frameOrigins}; frame-ancestors *`;

let server;
let base;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    try {
      const answered = await handleComponents(req, res, {
        componentsUrl: 'http://127.0.0.1:4174/v1',
        apiUrl: API_URL,
        apiOrigin: API_ORIGIN,
        componentsOrigin: 'http://127.0.0.1:4174',
        shopOrigins: ['http://127.0.0.1:4173'],
      });
      if (!answered) {
        res.writeHead(UNHANDLED, { 'Content-Type': 'text/plain' });
        res.end('not the components handler');
      }
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A request with the path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PAGES = [
  ['/v1/inner-card-input/', 'card-input'],
  ['/v2/inner-card-input/', 'card-input'],
  ['/v1/inner-card-input', 'card-input'],
  ['/v1/inner-card-input/?instance=1', 'card-input'],
  ['/v1/inner-payment-modal/', 'payment-modal'],
  ['/v2/inner-payment-modal/', 'payment-modal'],
  ['/v2/inner-payment-modal', 'payment-modal'],
];

describe('inner pages', () => {
  it.each(PAGES)('%s is the %s page with its own policy', async (path, page) => {
    const { status, headers, body } = await rawGet(path);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toBe(cspFor(API_ORIGIN));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(body).toContain(`<meta name="sandbox-api-url" content="${API_URL}">`);
    expect(body).toContain(`<script type="module" src="/inner/${page}.mjs"></script>`);
    expect(body).toContain('<script src="/vendor/zoid.js"></script>');
    expect(body).toContain('<script src="/vendor/post-robot.js"></script>');
    // script-src 'self' allows no inline script: every script element names its file.
    expect(body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(body).not.toContain('%API_URL%');
  });

  it('the card input has the provider\'s test ids, autocomplete tokens, labels and one alert', async () => {
    const { body } = await rawGet('/v1/inner-card-input/');
    for (const [testId, id, autocomplete] of [
      ['card-number-input', 'card-number', 'cc-number'],
      ['expiry-date-input', 'expiry-date', 'cc-exp'],
      ['cvc-input', 'cvc', 'cc-csc'],
    ]) {
      const input = body.match(new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`))?.[0];
      expect(input, testId).toBeTruthy();
      expect(input).toContain(`id="${id}"`);
      expect(input).toContain(`autocomplete="${autocomplete}"`);
      expect(input).toContain('inputmode="numeric"');
      expect(body).toContain(`<label class="visually-hidden" for="${id}"`);
    }
    expect(body.match(/role="alert"/g)).toHaveLength(1);
  });

  it('the payment modal is a dialog with a status line and a cancel button', async () => {
    const { body } = await rawGet('/v1/inner-payment-modal/');
    expect(body).toMatch(/role="dialog" aria-modal="true" aria-labelledby="modal-heading"/);
    expect(body).toContain('role="status"');
    expect(body).toMatch(/<button class="cancel" id="cancel" type="button">/);
  });

  it('answers HEAD with the headers alone and refuses other methods', async () => {
    const head = await rawGet('/v1/inner-card-input/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-security-policy']).toBe(cspFor(API_ORIGIN));
    expect(head.body).toBe('');
    const post = await rawGet('/v1/inner-card-input/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('takes the API url from x-sandbox-api-url, for the page and its policy', async () => {
    const { status, headers, body } = await rawGet('/v1/inner-card-input/', {
      headers: { 'x-sandbox-api-url': 'https://api.monei.com/v1' },
    });
    expect(status).toBe(200);
    expect(body).toContain('<meta name="sandbox-api-url" content="https://api.monei.com/v1">');
    // The sandbox's 3-D Secure page keeps its own origin, so the modal may frame that one too.
    expect(headers['content-security-policy']).toBe(cspFor('https://api.monei.com', `https://api.monei.com ${API_ORIGIN}`));
  });

  it.each([
    ['javascript:alert(1)'],
    ['not a url'],
    ['ftp://api.example.com/v1'],
    ['https://user:secret@api.example.com/v1'],
    ['https://api.example.com/v1?x=1'],
    [''],
  ])('ignores an x-sandbox-api-url that is not a plain http(s) address: %s', async (value) => {
    const { body, headers } = await rawGet('/v1/inner-payment-modal/', { headers: { 'x-sandbox-api-url': value } });
    expect(body).toContain(`<meta name="sandbox-api-url" content="${API_URL}">`);
    expect(headers['content-security-policy']).toBe(cspFor(API_ORIGIN));
  });

  it('never writes a header\'s markup into the page', async () => {
    const { body } = await rawGet('/v1/inner-card-input/', {
      headers: { 'x-sandbox-api-url': 'https://api.example.com/v1/"><img src=x onerror=alert(1)>' },
    });
    const meta = body.match(/<meta name="sandbox-api-url" content="([^"]*)">/)?.[1];
    expect(meta).toBe('https://api.example.com/v1/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(body).not.toContain('<img src=x');
  });

  it('drops a trailing slash from the API url', async () => {
    const { body } = await rawGet('/v1/inner-card-input/', { headers: { 'x-sandbox-api-url': 'https://api.monei.com/v1/' } });
    expect(body).toContain('content="https://api.monei.com/v1"');
  });
});

describe('vendor builds', () => {
  it.each([
    ['/vendor/zoid.js', '@krakenjs/zoid/dist/zoid.js', /win\.__zoid_10_3_3__/],
    ['/vendor/post-robot.js', 'post-robot/dist/post-robot.js', /__post_robot_10_0_42__/],
  ])('%s is the pinned build', async (path, file, marker) => {
    const { status, headers, body } = await rawGet(path);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(body).toMatch(marker);
    expect(body).toBe(readFileSync(require.resolve(file), 'utf8'));
  });

  it('zoid carries its own post-robot 11.0.0, the wire format the official library\'s zoid speaks', async () => {
    const { body } = await rawGet('/vendor/zoid.js');
    expect(body).toContain('__post_robot_11_0_0__');
    expect(body).toContain('version: "10_3_3"');
  });
});

describe('inner assets', () => {
  it.each([
    ['/inner/card-input.mjs', 'text/javascript; charset=utf-8', here('./inner/card-input.mjs')],
    ['/inner/payment-modal.mjs', 'text/javascript; charset=utf-8', here('./inner/payment-modal.mjs')],
    ['/inner/card-rules.mjs', 'text/javascript; charset=utf-8', here('./card-rules.mjs')],
    ['/inner/card-input.css', 'text/css; charset=utf-8', here('./inner/card-input.css')],
    ['/inner/payment-modal.css', 'text/css; charset=utf-8', here('./inner/payment-modal.css')],
    ['/inner/brands/visa.svg', 'image/svg+xml', here('./inner/brands/visa.svg')],
  ])('%s is served as %s', async (path, type, file) => {
    const { status, headers, body } = await rawGet(path);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe(type);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(body).toBe(readFileSync(file, 'utf8'));
  });

  it('serves every file the pages and their modules name', async () => {
    const wanted = new Set();
    for (const [path] of PAGES) {
      const { body } = await rawGet(path);
      for (const [, url] of body.matchAll(/(?:src|href)="(\/[^"]+)"/g)) wanted.add(url);
    }
    const queue = [...wanted].filter((url) => url.endsWith('.mjs'));
    while (queue.length > 0) {
      const url = queue.shift();
      const { body } = await rawGet(url);
      for (const [, relative] of body.matchAll(/from '(\.\/[^']+)'/g)) {
        const next = new URL(relative, `http://x${url}`).pathname;
        if (!wanted.has(next)) {
          wanted.add(next);
          queue.push(next);
        }
      }
      for (const [, brand] of body.matchAll(/\/inner\/brands\/\$\{brand \?\? '(\w+)'\}/g)) wanted.add(`/inner/brands/${brand}.svg`);
    }
    expect([...wanted]).toEqual(expect.arrayContaining(['/inner/card-rules.mjs', '/inner/client-api.mjs', '/inner/frame.mjs']));
    for (const url of wanted) expect((await rawGet(url)).status, url).toBe(200);
  });

  it('has an icon for every brand of the provider\'s list', async () => {
    const { CARD_BRANDS } = await import('./card-rules.mjs');
    for (const brand of [...CARD_BRANDS, 'card']) {
      const { status, body } = await rawGet(`/inner/brands/${brand}.svg`);
      expect(status, brand).toBe(200);
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('page scripts are valid modules', () => {
    for (const file of readdirSync(here('./inner/')).filter((name) => name.endsWith('.mjs'))) {
      const check = spawnSync(process.execPath, ['--check', here(`./inner/${file}`)], { encoding: 'utf8' });
      expect(check.stderr, file).toBe('');
      expect(check.status, file).toBe(0);
    }
  });
});

describe('paths that are not served', () => {
  it.each([
    '/v1/inner-paypal/',
    '/v1/inner-card-input/extra',
    '/inner/nope.mjs',
    '/inner/card-input.html',
    '/inner/payment-modal.html',
    '/inner/card-rules.test.mjs',
    '/inner/Card-Input.mjs',
    '/inner/card-input.mjs.map',
    '/vendor/zoid.min.js',
    '/vendor/',
    '/inner/',
  ])('%s → 404', async (path) => {
    const { status, headers } = await rawGet(path);
    expect(status).toBe(404);
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each([
    '/inner/../components.mjs',
    '/inner/%2e%2e/components.mjs',
    '/inner/..%2fcomponents.mjs',
    '/inner/%2E%2E%2Fcomponents.mjs',
    '/inner/brands/../../components.mjs',
    '/inner/..\\components.mjs',
    '/inner//etc/passwd',
    '/vendor/../package.json',
    '/vendor/..%2f..%2fpackage.json',
    '/v1/inner-card-input/../../components.mjs',
    '/inner/brands/../card-input.mjs',
  ])('%s does not leave the served folders', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBe(404);
    expect(body).not.toContain('handleComponents');
    expect(body).not.toContain('"dependencies"');
  });

  it.each(['/', '/__sandbox/health', '/v1', '/v3/inner-card-input/', '/favicon.ico', '/3ds/abc'])('%s is left to the server', async (path) => {
    expect((await rawGet(path)).status).toBe(UNHANDLED);
  });
});

describe('merchant style', () => {
  it.each([
    [
      'numbers become px, camelCase becomes CSS',
      { base: { height: 50, fontSize: '16px', backgroundColor: '#fff' } },
      [{ selector: '.card-field', declarations: [['height', '50px'], ['font-size', '16px'], ['background-color', '#fff']] }],
    ],
    [
      'unitless numbers stay plain',
      { input: { fontWeight: 600, opacity: 0.5, lineHeight: 20 } },
      [{ selector: '.card-field .card-input', declarations: [['font-weight', '600'], ['opacity', '0.5'], ['line-height', '20px']] }],
    ],
    [
      'the documented fontSmoothing and vendor prefixes',
      { input: { fontSmoothing: 'antialiased', WebkitTextFillColor: 'red', MozAppearance: 'none' } },
      [{
        selector: '.card-field .card-input',
        declarations: [['-webkit-font-smoothing', 'antialiased'], ['-webkit-text-fill-color', 'red'], ['-moz-appearance', 'none']],
      }],
    ],
    [
      'state selectors on an input',
      { input: { color: '#111', ':focus': { color: '#000' }, '::placeholder': { color: '#999' }, ':-webkit-autofill': { backgroundColor: '#fafad2' } } },
      [
        { selector: '.card-field .card-input', declarations: [['color', '#111']] },
        { selector: '.card-field .card-input:focus', declarations: [['color', '#000']] },
        { selector: '.card-field .card-input::placeholder', declarations: [['color', '#999']] },
        { selector: '.card-field .card-input:-webkit-autofill', declarations: [['background-color', '#fafad2']] },
      ],
    ],
    [
      'state selectors on the row describe what happens inside it',
      { base: { ':focus': { borderColor: 'blue' }, ':hover': { borderColor: 'gray' }, '::placeholder': { color: '#777' } } },
      [
        { selector: '.card-field:focus-within', declarations: [['border-color', 'blue']] },
        { selector: '.card-field:hover', declarations: [['border-color', 'gray']] },
        { selector: '.card-field .card-input::placeholder', declarations: [['color', '#777']] },
      ],
    ],
    [
      'invalid recolours the inputs too, after every variant',
      { invalid: { color: '#fa755a', borderColor: 'red' }, cardNumber: { color: 'black' } },
      [
        { selector: '.card-field .card-number', declarations: [['color', 'black']] },
        { selector: '.card-field.is-invalid', declarations: [['color', '#fa755a'], ['border-color', 'red']] },
        { selector: '.card-field.is-invalid .card-input', declarations: [['color', '#fa755a']] },
      ],
    ],
    [
      'each field and the icon',
      { expiryDate: { width: 80 }, cvc: { width: 60 }, icon: { display: 'none' } },
      [
        { selector: '.card-field .expiry-date', declarations: [['width', '80px']] },
        { selector: '.card-field .cvc', declarations: [['width', '60px']] },
        { selector: '.card-field .brand-icon', declarations: [['display', 'none']] },
      ],
    ],
    [
      'unknown variants, unknown states, odd names and values are dropped',
      {
        loading: { height: 40 },
        body: { display: 'none' },
        base: {
          ':not(x)': { color: 'red' },
          'color;}body{display:none': 'x',
          padding: NaN,
          margin: null,
          border: '',
          color: 'red\n}',
          top: { nested: 1 },
        },
      },
      [],
    ],
  ])('%s', (_name, style, rules) => {
    expect(styleRules(style)).toEqual(rules);
  });

  it.each([[undefined], [null], ['color:red'], [42]])('no rules for %o', (style) => {
    expect(styleRules(style)).toEqual([]);
  });

  it('applies rules through the CSSOM, replacing the last ones and skipping what the browser refuses', () => {
    const sheet = fakeSheet({ refuse: /webkit-autofill/ });
    applyStyleRules(sheet, { base: { height: 40 } });
    applyStyleRules(sheet, { input: { color: 'red', ':-webkit-autofill': { color: 'blue' } }, icon: { width: 20 } });
    expect(sheet.cssRules.map((rule) => [rule.selectorText, rule.style.set])).toEqual([
      ['.card-field .card-input', [['color', 'red']]],
      ['.card-field .brand-icon', [['width', '20px']]],
    ]);
  });
});

/** Just the CSSOM calls applyStyleRules makes; `refuse` plays a browser that rejects a selector. */
function fakeSheet({ refuse }) {
  const cssRules = [];
  return {
    cssRules,
    insertRule(text, index) {
      const selectorText = text.replace(/\s*\{\}$/, '');
      if (refuse.test(selectorText)) throw new SyntaxError(`Failed to parse the rule '${text}'`);
      const style = { set: [], setProperty: (property, value) => style.set.push([property, value]) };
      cssRules.splice(index, 0, { selectorText, style });
      return index;
    },
    deleteRule(index) {
      cssRules.splice(index, 1);
    },
  };
}

/** A fetch that answers from a script of responses and records each request. */
function scriptedFetch(answers) {
  const calls = [];
  const fetch = async (url, init = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers ?? {}, body: init.body === undefined ? undefined : JSON.parse(init.body) });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    if (next === 'network') throw new TypeError('Failed to fetch');
    const { status = 200, statusText = 'OK', json } = next;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText,
      json: async () => {
        if (json === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return json;
      },
    };
  };
  return { fetch, calls };
}

const CARD = { number: '4444444444444414', expMonth: '12', expYear: '34', cvc: '123' };
const NETWORK = 'network message';

describe('client API: tokens', () => {
  it('Client-Env is base64 of colorDepth|screenHeight|screenWidth|timezoneOffset|lang', () => {
    const value = encodeClientEnv({ colorDepth: 24, screenHeight: 1080, screenWidth: 1920, timezoneOffset: -60, lang: 'es' });
    expect(Buffer.from(value, 'base64').toString('utf8')).toBe('24|1080|1920|-60|es');
    expect(Buffer.from(encodeClientEnv({ colorDepth: 24, screenHeight: 1, screenWidth: 2, timezoneOffset: 0 }), 'base64').toString()).toBe('24|1|2|0|');
  });

  it.each([
    ['es-ES', 'es'],
    ['EN', 'en'],
    ['', ''],
    [undefined, ''],
    ['<x>', ''],
  ])('language %s → "%s"', (language, code) => {
    expect(languageCode(language)).toBe(code);
  });

  it.each([
    [{ paymentId: 'p1', accountId: 'a1', sessionId: 's1' }, { paymentId: 'p1', paymentMethod: { card: CARD } }],
    [
      { accountId: 'a1', sessionId: 's1', amount: 1000, currency: 'EUR', transactionType: 'AUTH' },
      { accountId: 'a1', sessionId: 's1', amount: 1000, currency: 'EUR', transactionType: 'AUTH', paymentMethod: { card: CARD } },
    ],
    [{ accountId: 'a1', orderId: 'o1' }, { accountId: 'a1', sessionId: 'o1', paymentMethod: { card: CARD } }],
    [{ accountId: 'a1' }, { accountId: 'a1', paymentMethod: { card: CARD } }],
    [{ sessionId: 's1' }, null],
    [{}, null],
  ])('token body for %o', (props, body) => {
    expect(tokenRequestBody(props, CARD)).toEqual(body);
  });

  it('POSTs the card once with JSON and Client-Env, and answers the token', async () => {
    const { fetch, calls } = scriptedFetch([{ json: { paymentToken: 'a'.repeat(40) } }]);
    const answer = await requestToken({ fetch, apiUrl: API_URL, clientEnv: 'ENV', props: { accountId: 'sandbox-account', sessionId: 's1' }, card: CARD, networkMessage: NETWORK });
    expect(answer).toEqual({ token: 'a'.repeat(40) });
    expect(calls).toEqual([{
      url: `${API_URL}/tokens`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Client-Env': 'ENV' },
      body: { accountId: 'sandbox-account', sessionId: 's1', paymentMethod: { card: CARD } },
    }]);
  });

  it.each([
    ['a refusal with the provider\'s body', { status: 400, json: { status: 'BAD_REQUEST', statusCode: 'E502', message: 'Card number is invalid' } }, { error: 'Card number is invalid' }],
    ['a failure without a body', { status: 503, statusText: 'Service Unavailable' }, { error: 'Service Unavailable' }],
    ['a refusal without a message', { status: 500, statusText: '', json: { status: 'ERROR' } }, { error: NETWORK }],
    ['an OK answer with an error', { json: { error: 'Enter a CVC' } }, { error: 'Enter a CVC' }],
    ['an OK answer without a token', { json: {} }, { error: NETWORK }],
    ['a network failure', 'network', { error: NETWORK }],
  ])('%s → %o', async (_name, response, answer) => {
    const { fetch } = scriptedFetch([response]);
    await expect(requestToken({ fetch, apiUrl: API_URL, clientEnv: 'ENV', props: { paymentId: 'p' }, card: CARD, networkMessage: NETWORK })).resolves.toEqual(answer);
  });

  it('asks nothing without a payment or an account', async () => {
    const { fetch, calls } = scriptedFetch([]);
    expect(await requestToken({ fetch, apiUrl: API_URL, clientEnv: 'ENV', props: {}, card: CARD, networkMessage: NETWORK })).toEqual({ error: MISSING_IDENTITY });
    expect(calls).toEqual([]);
  });

  it.each([
    [{ status: 404, statusText: 'Not Found', body: { status: 'NOT_FOUND', message: 'Payment not found' } }, { status: 'NOT_FOUND', message: 'Payment not found' }],
    [{ status: 502, statusText: 'Bad Gateway', body: undefined }, { status: 'ERROR', statusCode: 502, message: 'Bad Gateway' }],
    [{ status: 500, statusText: '', body: ['x'] }, { status: 'ERROR', statusCode: 500, message: 'HTTP 500' }],
  ])('failure body of %o', (answer, body) => {
    expect(failureBody(answer)).toEqual(body);
  });
});

const PAYMENT_ID = 'f'.repeat(32);
const pending = (type, redirectUrl = `${API_ORIGIN}/3ds/${PAYMENT_ID}`) => ({
  id: PAYMENT_ID,
  status: 'PENDING',
  nextAction: { type, mustRedirect: false, redirectUrl },
});

/** Runs the modal's flow with a scripted API; sleeping only records how long it would wait. */
async function confirm(answers, { props = {}, signal, onSleep } = {}) {
  const { fetch, calls } = scriptedFetch(answers);
  const sleeps = [];
  const challenges = [];
  const outcome = await runConfirmation({
    fetch,
    apiUrl: API_URL,
    clientEnv: 'ENV',
    props: { paymentId: PAYMENT_ID, paymentToken: 't'.repeat(40), ...props },
    signal,
    networkMessage: NETWORK,
    onChallenge: (url, type) => challenges.push([url, type]),
    sleep: async (ms) => {
      sleeps.push(ms);
      onSleep?.(sleeps.length);
    },
  });
  return { outcome, calls, sleeps, challenges };
}

describe('client API: the payment modal\'s confirmation', () => {
  it('confirms with the modal\'s data props and Client-Env, and answers a completed payment', async () => {
    const result = { id: PAYMENT_ID, status: 'SUCCEEDED', nextAction: { type: 'COMPLETE', mustRedirect: false, redirectUrl: 'https://shop/ok' } };
    const props = {
      paymentMethod: { card: { cardholderName: 'Ana Pérez' } },
      generatePaymentToken: false,
      customer: { email: 'ana@example.com' },
      billingDetails: { name: 'Ana' },
      shippingDetails: { name: 'Ana' },
      language: 'es',
      isOpen: true,
      style: { base: {} },
      onResult: () => {},
      onError: () => {},
      getParent: () => {},
      uid: 'zoid-x',
    };
    const { outcome, calls, sleeps, challenges } = await confirm([{ json: result }], { props });
    expect(outcome).toEqual({ type: 'result', result });
    expect(challenges).toEqual([]);
    expect(sleeps).toEqual([]);
    expect(calls).toEqual([{
      url: `${API_URL}/payments/${PAYMENT_ID}/client-confirm`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Client-Env': 'ENV' },
      body: {
        paymentToken: 't'.repeat(40),
        paymentMethod: { card: { cardholderName: 'Ana Pérez' } },
        generatePaymentToken: false,
        customer: { email: 'ana@example.com' },
        billingDetails: { name: 'Ana' },
        shippingDetails: { name: 'Ana' },
        language: 'es',
      },
    }]);
  });

  it.each(['CHALLENGE', 'FRICTIONLESS_CHALLENGE'])('%s: frames the bank\'s page and polls every second until the payment leaves PENDING', async (type) => {
    const done = { id: PAYMENT_ID, status: 'SUCCEEDED' };
    const { outcome, calls, sleeps, challenges } = await confirm([
      { json: pending(type) },
      { json: { id: PAYMENT_ID, status: 'PENDING' } },
      { json: { id: PAYMENT_ID, status: 'PENDING' } },
      { json: done },
    ]);
    expect(outcome).toEqual({ type: 'result', result: done });
    expect(challenges).toEqual([[`${API_ORIGIN}/3ds/${PAYMENT_ID}?framed=1`, type]]);
    expect(sleeps).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
    expect(calls.slice(1).map(({ url, method }) => [method, url])).toEqual(
      Array(3).fill(['GET', `${API_URL}/payments/${PAYMENT_ID}/client-get`]),
    );
    expect(calls[1].headers).toEqual({});
  });

  it('a failed challenge is a result, not an error', async () => {
    const failed = { id: PAYMENT_ID, status: 'FAILED', statusCode: 'E402', statusMessage: 'Authentication failed' };
    const { outcome } = await confirm([{ json: pending('CHALLENGE') }, { json: failed }]);
    expect(outcome).toEqual({ type: 'result', result: failed });
  });

  it.each([
    ['a declined card', { json: { id: PAYMENT_ID, status: 'FAILED', statusCode: 'E201', nextAction: { type: 'COMPLETE' } } }],
    ['a challenge on a payment no longer pending', { json: { id: PAYMENT_ID, status: 'SUCCEEDED', nextAction: { type: 'CHALLENGE', redirectUrl: 'http://x/3ds' } } }],
    ['a pending payment awaiting a hosted page', { json: { id: PAYMENT_ID, status: 'PENDING', nextAction: { type: 'CONFIRM', redirectUrl: 'http://x/pay' } } }],
  ])('%s goes straight to onResult', async (_name, response) => {
    const { outcome, challenges, sleeps } = await confirm([response]);
    expect(outcome).toEqual({ type: 'result', result: response.json });
    expect(challenges).toEqual([]);
    expect(sleeps).toEqual([]);
  });

  it.each([
    ['a refused confirmation', [{ status: 400, json: { status: 'BAD_REQUEST', statusCode: 'E209', message: 'Token already used' } }], { status: 'BAD_REQUEST', statusCode: 'E209', message: 'Token already used' }],
    ['a confirmation without a body', [{ status: 500, statusText: 'Internal Server Error' }], { status: 'ERROR', statusCode: 500, message: 'Internal Server Error' }],
    ['a network failure', ['network'], { status: 'ERROR', message: NETWORK }],
    ['a refused poll', [{ json: pending('CHALLENGE') }, { status: 404, json: { status: 'NOT_FOUND', message: 'Payment not found' } }], { status: 'NOT_FOUND', message: 'Payment not found' }],
    ['a 3-D Secure address that is not http(s)', [{ json: pending('CHALLENGE', 'javascript:alert(1)') }], { status: 'ERROR', message: 'The 3-D Secure address is not valid' }],
    ['a 3-D Secure address that is not a URL', [{ json: pending('CHALLENGE', '/3ds/relative') }], { status: 'ERROR', message: 'The 3-D Secure address is not valid' }],
  ])('%s → onError', async (_name, answers, error) => {
    const { outcome } = await confirm(answers);
    expect(outcome).toEqual({ type: 'error', error });
  });

  it(`polling survives up to ${MAX_POLL_FAILURES - 1} dropped requests in a row`, async () => {
    const done = { id: PAYMENT_ID, status: 'SUCCEEDED' };
    const { outcome } = await confirm([{ json: pending('CHALLENGE') }, 'network', 'network', { json: { status: 'PENDING' } }, 'network', 'network', { json: done }]);
    expect(outcome).toEqual({ type: 'result', result: done });
  });

  it(`polling gives up after ${MAX_POLL_FAILURES} dropped requests in a row`, async () => {
    const { outcome, calls } = await confirm([{ json: pending('CHALLENGE') }, 'network', 'network', 'network']);
    expect(outcome).toEqual({ type: 'error', error: { status: 'ERROR', message: NETWORK } });
    expect(calls).toHaveLength(1 + MAX_POLL_FAILURES);
  });

  it('stops at once when the shopper cancels during the challenge', async () => {
    const controller = new AbortController();
    const { outcome, calls } = await confirm(
      [{ json: pending('CHALLENGE') }, { json: { status: 'PENDING' } }],
      { signal: controller.signal, onSleep: (count) => count === 2 && controller.abort() },
    );
    expect(outcome).toEqual({ type: 'aborted' });
    expect(calls).toHaveLength(2);
  });

  it('a cancel while confirming is not reported as a network failure', async () => {
    const controller = new AbortController();
    const fetch = async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const outcome = await runConfirmation({ fetch, apiUrl: API_URL, clientEnv: 'ENV', props: { paymentId: PAYMENT_ID }, signal: controller.signal, networkMessage: NETWORK });
    expect(outcome).toEqual({ type: 'aborted' });
  });

  it('the payment id is one path segment', async () => {
    const { calls } = await confirm([{ json: { status: 'SUCCEEDED' } }], { props: { paymentId: '../tokens?x' } });
    expect(calls[0].url).toBe(`${API_URL}/payments/..%2Ftokens%3Fx/client-confirm`);
  });

  it.each([
    ['http://127.0.0.1:4175/3ds/abc', 'http://127.0.0.1:4175/3ds/abc?framed=1'],
    ['https://api.monei.com/3ds/abc?lang=es', 'https://api.monei.com/3ds/abc?lang=es&framed=1'],
    ['data:text/html,x', null],
    ['', null],
  ])('challenge url for %s', (redirectUrl, url) => {
    expect(challengeUrl(redirectUrl)).toBe(url);
  });

  it('confirm body keeps data props only', () => {
    expect(confirmRequestBody({ paymentToken: 't', paymentMethod: null, fullscreen: true, allowedPaymentMethods: ['card'], customDomain: 'pay.shop', onResult() {}, isOpen: true })).toEqual({
      paymentToken: 't',
      fullscreen: true,
      allowedPaymentMethods: ['card'],
      customDomain: 'pay.shop',
    });
  });

  it('waiting ends when the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = wait(60_000, controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBeUndefined();
    await expect(wait(60_000, controller.signal)).resolves.toBeUndefined();
  });
});

// The inner pages' client code against the sandbox's own API origin: what the browser will send is
// what that API accepts, for each scenario of the test card table.
describe('against the running sandbox', () => {
  let sandbox;
  const env = encodeClientEnv({ colorDepth: 24, screenHeight: 1080, screenWidth: 1920, timezoneOffset: -60, lang: 'es' });

  beforeAll(async () => {
    sandbox = await startSandbox({ shopOrigins: ['http://127.0.0.1:4173'] });
  });
  afterAll(() => sandbox?.close());

  async function createPayment(fields = {}) {
    const res = await fetch(`${sandbox.apiUrl}/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'sandbox-api-key' },
      body: JSON.stringify({ amount: 1999, currency: 'EUR', orderId: '1001', ...fields }),
    });
    expect(res.status).toBe(200);
    return res.json();
  }

  /** The card input's token, then the modal's confirmation; `decide` answers a 3-D Secure challenge. */
  async function pay(number, decide) {
    const payment = await createPayment();
    const card = { number, expMonth: '12', expYear: '34', cvc: '123' };
    const token = await requestToken({ fetch, apiUrl: sandbox.apiUrl, clientEnv: env, props: { paymentId: payment.id }, card, networkMessage: NETWORK });
    expect(token.token).toMatch(/^[0-9a-f]{40}$/);
    const challenges = [];
    const outcome = await runConfirmation({
      fetch,
      apiUrl: sandbox.apiUrl,
      clientEnv: env,
      props: { paymentId: payment.id, paymentToken: token.token, paymentMethod: { card: { cardholderName: 'Ana Pérez' } } },
      networkMessage: NETWORK,
      // The bank's page is visited as the frame would: framed, then the shopper's decision posted.
      onChallenge: (url, type) => {
        challenges.push(type);
        const visit = fetch(url);
        challenges.push(type === 'CHALLENGE' ? visit.then(() => fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `decision=${decide}`,
        })) : visit);
      },
      sleep: async () => {
        await Promise.all(challenges.filter((item) => typeof item !== 'string'));
      },
    });
    return { outcome, challenges: challenges.filter((item) => typeof item === 'string') };
  }

  it('serves the pages with the sandbox\'s API url and origin', async () => {
    for (const page of ['inner-card-input', 'inner-payment-modal']) {
      const res = await fetch(`${sandbox.componentsUrl}/${page}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(cspFor(sandbox.apiOrigin));
      expect(await res.text()).toContain(`<meta name="sandbox-api-url" content="${sandbox.apiUrl}">`);
    }
  });

  it.each([
    ['success', undefined, [], 'SUCCEEDED'],
    ['frictionless', undefined, ['FRICTIONLESS_CHALLENGE'], 'SUCCEEDED'],
    ['challenge', 'complete', ['CHALLENGE'], 'SUCCEEDED'],
    ['challenge', 'fail', ['CHALLENGE'], 'FAILED'],
    ['declined', undefined, [], 'FAILED'],
  ])('%s (%s) → %s', async (scenario, decide, challenges, status) => {
    const { number } = TEST_CARDS.find((card) => card.scenario === scenario);
    const answer = await pay(number, decide);
    expect(answer.challenges).toEqual(challenges);
    expect(answer.outcome.type).toBe('result');
    expect(answer.outcome.result.status).toBe(status);
  });

  it('a token used twice is the API\'s error, passed on whole', async () => {
    const payment = await createPayment();
    const card = { number: '4444444444444414', expMonth: '12', expYear: '34', cvc: '123' };
    const { token } = await requestToken({ fetch, apiUrl: sandbox.apiUrl, clientEnv: env, props: { paymentId: payment.id }, card, networkMessage: NETWORK });
    const props = { paymentId: payment.id, paymentToken: token };
    expect((await runConfirmation({ fetch, apiUrl: sandbox.apiUrl, clientEnv: env, props, networkMessage: NETWORK })).type).toBe('result');
    const again = await runConfirmation({ fetch, apiUrl: sandbox.apiUrl, clientEnv: env, props, networkMessage: NETWORK });
    expect(again.type).toBe('error');
    expect(again.error).toMatchObject({ statusCode: expect.stringMatching(/^E\d{3}$/), message: expect.any(String) });
  });

  it('an invalid card is refused with the API\'s message', async () => {
    const card = { number: '4444444444444415', expMonth: '12', expYear: '34', cvc: '123' };
    const answer = await requestToken({ fetch, apiUrl: sandbox.apiUrl, clientEnv: env, props: { accountId: 'sandbox-account', sessionId: 's1' }, card, networkMessage: NETWORK });
    expect(answer).toEqual({ error: expect.any(String) });
    expect(answer.error).not.toBe(NETWORK);
  });
});
