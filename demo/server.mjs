// Demo shop: a Spanish WooCommerce + Storefront look-alike with a real cart per session, and the
// card payment provider's sandbox beside it (demo/sandbox/server.mjs, two more origins).
// Contract: docs/demo-contract.md. node:http only; run `node demo/server.mjs [--port N]`.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, normalize, extname, sep, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

import { parseCookies, readBody, parseBody } from './lib/http.mjs';
import { phpJson } from './lib/format.mjs';
import {
  getProduct, getProductBySlug, listProducts, sortProducts, isVariation, parentOf, getImage, category,
  findMatchingVariation, isInStock, ORDERBY, catalogue, displayName,
} from './lib/catalogue.mjs';
import {
  getSession, addToCart, removeCartItem, restoreCartItem, setQuantity, cartHash, nonce, addNotice, takeNotices,
} from './lib/cart.mjs';
import * as T from './lib/templates.mjs';
import * as L from './lib/loop.mjs';
import * as B from './lib/builder.mjs';
import { galleryPage } from './lib/gallery-page.mjs';
import { drawProduct, avatarSvg, placeholderSvg } from './lib/images.mjs';
import { embedPage, thumbnailSvg } from './lib/videos.mjs';
import { landingPage } from './lib/popups.mjs';
import { createCheckout, CHECKOUT_ENDPOINTS } from './lib/checkout.mjs';
import { failedStatusNotices, PAYMENT_METHODS_PATH } from './lib/monei.mjs';
import { startSandbox } from './sandbox/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const demoDir = join(root, 'demo');
// SF_DIST_DIR serves another build (parallel e2e runs each build to their own directory).
const distDir = process.env.SF_DIST_DIR ? resolve(process.env.SF_DIST_DIR) : join(root, 'dist');
const fixturesDir = join(root, 'fixtures');

// ---- globals -------------------------------------------------------------------------------

const GLOBAL_NAMES = Object.keys(T.GLOBAL_HANDLES);
const globalsGood = {};
const globalsMalformed = {};
for (const name of GLOBAL_NAMES) {
  globalsGood[name] = JSON.parse(readFileSync(join(fixturesDir, 'globals', `${name}.json`), 'utf8'));
  globalsMalformed[name] = JSON.parse(readFileSync(join(fixturesDir, 'globals', `${name}.malformed.json`), 'utf8'));
}
const globalsLoopMalformed = JSON.parse(readFileSync(join(fixturesDir, 'globals', 'ElementorProFrontendConfig.malformed.json'), 'utf8'));
// The demo theme filters woocommerce_single_product_photoswipe_options to turn on the lightbox's
// share menu, which WooCommerce's defaults switch off (widgets.md §4.2). `history: false` stays as
// WooCommerce prints it: storefront keeps the URL hash regardless (spec §2, README).
globalsGood.wc_single_product_params.photoswipe_options = {
  ...globalsGood.wc_single_product_params.photoswipe_options,
  shareEl: true,
};

/** wp_localize_script(): top-level scalars become strings (true → "1", false → ""). */
function localize(value) {
  // PHP keeps a list a list: its members are arrays, left as they are, and it prints a JSON array.
  if (Array.isArray(value)) return value.map((v) => (v === null || typeof v === 'object' ? v : String(v)));
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || typeof v === 'object') out[k] = v;
    else if (typeof v === 'boolean') out[k] = v ? '1' : '';
    else out[k] = String(v);
  }
  return out;
}

// ---- small response helpers ------------------------------------------------------------------

const MIME = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.wasm': 'application/wasm',
};
// Trusted Types enforced: every HTML/script sink of the page needs a policy's value, and only the
// policies named here may be created: `storefront` (src/core/html.ts) and, on `jquery=1` pages,
// the `default` policy demo/trusted-types-jquery.js makes for jQuery 3's load-time probes.
// See docs/demo-contract.md.
const trustedTypesCsp = (variants) =>
  `require-trusted-types-for 'script'; trusted-types storefront${variants?.jquery ? ' default' : ''}`;
const NOCACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';
const WP_EXPIRES = 'Wed, 11 Jan 1984 05:00:00 GMT';

class Reply {
  constructor(req, res) {
    this.req = req;
    this.res = res;
    this.cookies = [];
    this.headers = {};
  }
  cookie(line) {
    this.cookies.push(line);
  }
  send(status, body, headers = {}) {
    if (this.res.headersSent || this.res.destroyed) return;
    const all = { ...this.headers, ...headers };
    if (this.cookies.length) all['Set-Cookie'] = this.cookies;
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(String(body ?? ''), 'utf8');
    all['Content-Length'] = buf.length;
    this.res.writeHead(status, all);
    this.res.end(this.req.method === 'HEAD' ? undefined : buf);
  }
  redirect(location, status = 302) {
    this.send(status, '', { Location: location, 'X-Redirect-By': 'WordPress', 'Content-Type': 'text/html; charset=UTF-8' });
  }
}

function safeJoin(base, rel) {
  let decoded;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(base, decoded));
  return full === base || full.startsWith(base + sep) ? full : null;
}

async function serveFile(reply, file, cacheControl) {
  if (!file) return reply.send(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    const body = await readFile(file);
    reply.send(200, body, {
      'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'Last-Modified': info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    });
  } catch {
    reply.send(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  }
}

// ---- faults ----------------------------------------------------------------------------------

/** sf_fault cookie: "endpoint:mode|endpoint:mode" (URI-encoded as needed). "*" matches every endpoint. */
function parseFaults(value) {
  const faults = new Map();
  if (!value) return faults;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    /* keep raw */
  }
  for (const item of text.split('|')) {
    const i = item.indexOf(':');
    if (i < 1) continue;
    faults.set(item.slice(0, i).trim(), item.slice(i + 1).trim());
  }
  return faults;
}

// ---- the server ------------------------------------------------------------------------------

/** The build's manifest (vite.config.ts writes it), or null before the first build. */
function distManifest() {
  try {
    return JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Starts the shop and, beside it, the provider sandbox: its components origin on `port + 1` and
 * its API origin on `port + 2` unless told otherwise (any free ports when `port` is 0).
 */
export async function startDemoServer({
  port = 8787,
  host = '127.0.0.1',
  quiet = true,
  sandboxComponentsPort = port ? port + 1 : 0,
  sandboxApiPort = port ? port + 2 : 0,
} = {}) {
  const pending = new Set();
  const wait = (ms) =>
    new Promise((resolve) => {
      const t = setTimeout(() => {
        pending.delete(t);
        resolve(true);
      }, ms);
      pending.add(t);
    });

  /**
   * The fault cookie's timing for one endpoint (or `*`): `timeout` holds the request 60 s (the
   * caller then answers 504), `delay-N` waits N ms (at most 120 s). Returns the mode for the
   * caller's other faults.
   */
  async function faultTiming(ctx, key) {
    const mode = ctx.faults.get(key) ?? ctx.faults.get('*');
    if (mode === 'timeout') await wait(60_000);
    const delay = /^delay-(\d+)$/.exec(mode ?? '');
    if (delay) await wait(Math.min(Number(delay[1]), 120_000));
    return mode;
  }

  // The sandbox starts once the shop's origin is known (port 0 picks it at listen); requests that
  // come before it wait for it.
  let sandbox = null;
  let shopOrigin = '';
  let sandboxStarted;
  const sandboxReady = new Promise((resolve, reject) => {
    sandboxStarted = { resolve, reject };
  });
  sandboxReady.catch(() => {});
  const payments = () => (sandbox ? { origin: shopOrigin, componentsUrl: sandbox.componentsUrl, apiUrl: sandbox.apiUrl, internalApiUrl: sandbox.internalApiUrl } : null);

  // The classic checkout's pages and endpoints, with the server's page contexts and timers.
  const checkout = createCheckout({ pageCtx, sendPage, finish, wait, payments });

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!quiet) console.error(error);
      if (!res.headersSent) {
        res.writeHead(error.status ?? 500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(error.status === 413 ? 'Payload too large' : 'Internal error');
      }
    });
  });

  async function handle(req, res) {
    const reply = new Reply(req, res);
    const url = new URL(req.url, 'http://127.0.0.1');
    const path = url.pathname;
    const method = req.method;

    // Static files first: no session, no cookies.
    if (path === '/__demo/health') return reply.send(200, 'ok', { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    if (path.startsWith('/wp-content/plugins/storefront/dist/')) {
      const rel = path.slice('/wp-content/plugins/storefront/dist/'.length);
      const hashed = /^(chunks|assets)\//.test(rel) && !rel.endsWith('.map');
      return serveFile(reply, safeJoin(distDir, rel), hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (path === '/vendor/jquery.min.js') return serveFile(reply, join(root, 'node_modules/jquery/dist/jquery.min.js'), 'public, max-age=3600');
    if (path === '/vendor/axe.min.js') return serveFile(reply, join(root, 'node_modules/axe-core/axe.min.js'), 'public, max-age=3600');
    if (path.startsWith('/demo/')) {
      const rel = path.slice('/demo/'.length);
      const ext = extname(rel);
      if (rel.startsWith('legacy/') && ext === '.js') {
        const handleName = rel.slice('legacy/'.length, -3);
        if (/^[a-z0-9_-]{1,64}$/i.test(handleName)) {
          const file = safeJoin(demoDir, rel);
          try {
            await stat(file);
          } catch {
            return reply.send(200, legacyStandIn(handleName), { 'Content-Type': MIME['.js'], 'Cache-Control': 'no-cache' });
          }
          return serveFile(reply, file, 'no-cache');
        }
      }
      const allowed = ['.js', '.css', '.svg', '.png', '.jpg', '.webp', '.woff2', '.txt', '.json'];
      if (!allowed.includes(ext) || rel.startsWith('lib/') || rel.startsWith('tools/')) return reply.send(404, 'Not found');
      return serveFile(reply, safeJoin(demoDir, rel), 'no-cache');
    }
    if (path === '/favicon.ico') return serveFile(reply, join(demoDir, 'assets/favicon.svg'), 'public, max-age=86400');
    if (path.startsWith('/wp-content/uploads/')) return serveUpload(reply, path);
    // The demo's own video host: thumbnails where YouTube's image server has them, a stand-in player.
    const thumbMatch = /^\/vi\/([\w-]{1,64})\/hqdefault\.jpg$/.exec(path);
    if (thumbMatch) {
      const svg = thumbnailSvg(thumbMatch[1]);
      if (!svg) return reply.send(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      return reply.send(200, svg, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    }
    const embedMatch = /^\/video\/embed\/([\w-]{1,64})\/$/.exec(path);
    if (embedMatch) {
      const player = embedPage(embedMatch[1], url.searchParams);
      if (!player) return reply.send(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      return reply.send(200, String(player), {
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
    }

    // Everything else is WordPress: read the body, find the session.
    await sandboxReady;
    const bodyBuf = method === 'POST' || method === 'PUT' ? await readBody(req) : Buffer.alloc(0);
    // MONEI's IPN (WC()->api_request_url): the provider's webhook, no session; the signature covers the raw body.
    if ((path === '/' && url.searchParams.get('wc-api') === 'monei_ipn') || path === '/wc-api/monei_ipn/' || path === '/wc-api/monei_ipn') {
      return checkout.ipn({ req, reply, method, rawBody: bodyBuf });
    }
    const body = parseBody(bodyBuf, req.headers['content-type']);
    const cookies = parseCookies(req.headers.cookie);
    const { session, created } = getSession(cookies.sf_session);
    if (created || cookies.sf_session !== session.id) reply.cookie(`sf_session=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
    const faults = parseFaults(cookies.sf_fault);
    const ctxBase = { req, reply, url, path, method, body, cookies, session, faults };

    const wcAjax = url.searchParams.get('wc-ajax');
    if (wcAjax !== null) return CHECKOUT_ENDPOINTS.has(wcAjax) ? checkout.ajax(ctxBase, wcAjax) : ajax(ctxBase, wcAjax, 'wc-ajax');
    if (path === '/wp-admin/admin-ajax.php') {
      const action = body.form.action ?? url.searchParams.get('action') ?? '';
      if (!action) return finish(ctxBase, () => reply.send(400, '0', { 'Content-Type': 'text/html; charset=UTF-8' }));
      if (action === 'woolentor_quickview' || action === 'woolentor_quickview_insert_to_cart') return woolentor(ctxBase, action);
      if (action === 'platform_tracks') return platformTracks(ctxBase);
      // Elementor's floating buttons' click counts (elementor-widgets.md §10): recorded for tests.
      if (action === 'elementor_send_clicks') return finish(ctxBase, () => {
        if (body.form['clicks[]']) (session.floatingClicks ??= []).push(body.form['clicks[]']);
        reply.send(200, JSON.stringify({ success: true, data: {} }), { 'Content-Type': 'application/json; charset=UTF-8' });
      });
      const m = /^woocommerce_(.+)$/.exec(action);
      if (m && CHECKOUT_ENDPOINTS.has(m[1])) return checkout.ajax(ctxBase, m[1]);
      if (!m || !ENDPOINTS[m[1]]) return finish(ctxBase, () => reply.send(400, '0', { 'Content-Type': 'text/html; charset=UTF-8' }));
      return ajax(ctxBase, m[1], 'admin-ajax');
    }
    if (path.startsWith('/wp-json/')) return rest(ctxBase);
    // The session's orders as JSON (demo/lib/checkout.mjs), for tests.
    const orderJson = /^\/__demo\/orders\/(\d+)\/?$/.exec(path);
    if (orderJson) return checkout.orderJson(ctxBase, orderJson[1]);
    if (path === '/wp-comments-post.php' && method === 'POST') return commentPost(ctxBase);

    const addParam = body.form['add-to-cart'] ?? url.searchParams.get('add-to-cart');
    if (addParam) return formAddToCart(ctxBase, addParam);

    return page(ctxBase);
  }

  // ---- WooPayments' platform tracker (spec §7) ---------------------------------------------------

  /** As WooPayments answers `platform_tracks`: the nonce checked, the properties JSON, then success. */
  function platformTracks(ctx) {
    const { body, session, reply } = ctx;
    const json = { 'Content-Type': 'application/json; charset=UTF-8' };
    if (body.form.tracksNonce !== nonce(session, 'platform_tracks')) return finish(ctx, () => reply.send(403, '{"success":false,"data":"invalid nonce"}', json));
    try {
      JSON.parse(body.form.tracksEventProp ?? '{}');
    } catch {
      return finish(ctx, () => reply.send(400, '{"success":false,"data":"tracksEventProp is not JSON"}', json));
    }
    return finish(ctx, () => reply.send(200, '{"success":true}', json));
  }

  // ---- cart cookies (WC_Cart_Session::maybe_set_cart_cookies) ---------------------------------

  function syncCartCookies({ session, cookies, reply }) {
    const hash = cartHash(session);
    if (hash) {
      if (cookies.woocommerce_items_in_cart !== '1') reply.cookie('woocommerce_items_in_cart=1; Path=/');
      if (cookies.woocommerce_cart_hash !== hash) reply.cookie(`woocommerce_cart_hash=${hash}; Path=/`);
    } else {
      for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash']) {
        if (name in cookies) reply.cookie(`${name}=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`);
      }
    }
  }
  function finish(ctx, send) {
    syncCartCookies(ctx);
    send();
  }

  // ---- wc-ajax endpoints ----------------------------------------------------------------------

  const refreshed = (session) => ({ fragments: T.fragments(session), cart_hash: cartHash(session) });

  const ENDPOINTS = {
    get_refreshed_fragments: ({ session }) => ({ json: refreshed(session) }),
    add_to_cart: ({ session, body }) => {
      const post = body.form;
      if (post.product_id === undefined) return { empty: true };
      const requested = Math.abs(Math.trunc(Number(post.product_id))) || 0;
      const product = getProduct(requested);
      const quantity = !post.quantity || post.quantity === '0' ? 1 : Math.trunc(Number(post.quantity)) || 0;
      let productId = requested;
      let variationId = 0;
      let variation = {};
      if (product && isVariation(product)) {
        variationId = product.id;
        productId = product.parent_id;
        variation = { ...product.attributes };
      }
      const key = addToCart(session, productId, quantity, variationId, variation);
      if (key !== false) return { json: refreshed(session) };
      const target = getProduct(productId);
      return { json: { error: true, product_url: target ? T.permalink(target) : false } };
    },
    remove_from_cart: ({ session, body }) => {
      const key = String(body.form.cart_item_key ?? '').trim();
      if (key && removeCartItem(session, key)) return { json: refreshed(session) };
      return { json: { success: false } };
    },
    get_variation: ({ body }) => {
      const post = body.form;
      if (!post.product_id) return { empty: true };
      const product = getProduct(post.product_id);
      if (!product || isVariation(product)) return { empty: true };
      const v = findMatchingVariation(product, post);
      return { json: v ? T.availableVariation(v) : false };
    },
  };

  const ERROR_ANSWERS = {
    add_to_cart: ({ body }) => {
      const p = getProduct(body.form.product_id);
      return { error: true, product_url: p ? T.permalink(isVariation(p) ? parentOf(p) : p) : '/tienda/' };
    },
    remove_from_cart: () => ({ success: false }),
    get_refreshed_fragments: () => ({ success: false }),
    get_variation: () => false,
  };

  async function ajax(ctx, endpoint, via) {
    const { reply } = ctx;
    const headers = {
      'X-Robots-Tag': 'noindex',
      'Cache-Control': NOCACHE,
      Expires: WP_EXPIRES,
      'X-Content-Type-Options': 'nosniff',
    };
    const mode = await faultTiming(ctx, endpoint);
    if (mode === 'timeout') return reply.send(504, 'Gateway Timeout', { 'Content-Type': 'text/plain; charset=utf-8' });
    const sendJson = (value) => reply.send(200, phpJson(value), { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
    const sendEmpty = () => reply.send(200, via === 'admin-ajax' ? '0' : '', { ...headers, 'Content-Type': 'text/html; charset=UTF-8' });
    switch (mode) {
      case '500':
        return finish(ctx, () => reply.send(500, T.CRITICAL_ERROR_PAGE, { ...headers, 'Content-Type': 'text/html; charset=UTF-8' }));
      case 'html':
        return finish(ctx, () => reply.send(200, T.HTML_INSTEAD_OF_JSON, { ...headers, 'Content-Type': 'text/html; charset=UTF-8' }));
      case 'empty':
        return finish(ctx, () => reply.send(200, '', { ...headers, 'Content-Type': 'application/json; charset=UTF-8' }));
      case 'error':
        if (ERROR_ANSWERS[endpoint]) return finish(ctx, () => sendJson(ERROR_ANSWERS[endpoint](ctx)));
        break;
      default:
    }
    const run = ENDPOINTS[endpoint];
    if (!run) return finish(ctx, sendEmpty); // unknown wc-ajax action: wp_die() with nothing
    const result = run(ctx);
    if (result.empty) return finish(ctx, sendEmpty);
    if (mode === 'malformed') {
      const text = phpJson(result.json);
      const cut = text.slice(0, Math.max(1, Math.floor(text.length * 0.6)));
      return finish(ctx, () => reply.send(200, cut, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' }));
    }
    return finish(ctx, () => sendJson(result.json));
  }

  // ---- WooLentor quick view (elementor.md §6.4-§6.5) ------------------------------------------

  async function woolentor(ctx, action) {
    const { reply, body, session } = ctx;
    const headers = { 'Cache-Control': NOCACHE, Expires: WP_EXPIRES, 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex' };
    const mode = await faultTiming(ctx, action);
    if (mode === 'timeout') return reply.send(504, 'Gateway Timeout', { 'Content-Type': 'text/plain; charset=utf-8' });
    if (mode === '500') return finish(ctx, () => reply.send(500, T.CRITICAL_ERROR_PAGE, { ...headers, 'Content-Type': 'text/html; charset=UTF-8' }));
    const sendHtml = (status, text) => finish(ctx, () => reply.send(status, text, { ...headers, 'Content-Type': 'text/html; charset=UTF-8' }));
    // check_ajax_referer(): -1 with a 403.
    if (body.form.nonce !== nonce(session, 'woolentor_quickview_nonce')) return sendHtml(403, '-1');
    if (action === 'woolentor_quickview') {
      const product = mode === 'empty' ? null : getProduct(Math.trunc(Number(body.form.id)) || 0);
      if (!product || isVariation(product)) return sendHtml(200, '');
      return sendHtml(200, String(T.quickViewContent(pageCtx(ctx, ''), product)));
    }
    const sendJson = (value) => finish(ctx, () => reply.send(200, phpJson(value), { ...headers, 'Content-Type': 'application/json; charset=UTF-8' }));
    const post = body.form;
    const product = getProduct(Math.trunc(Number(post.product_id)) || 0);
    if (!product || isVariation(product)) return sendJson({ error: true, product_url: false });
    const quantity = Math.trunc(Number(post.quantity)) || 1;
    let added;
    if (product.type === 'variable') {
      // The plugin skips its own add for variations and leaves it to WooCommerce's form handler,
      // which reads the serialised form's add-to-cart, variation_id and attribute_* fields.
      const attributes = Object.fromEntries(Object.entries(post).filter(([k]) => k.startsWith('attribute_')));
      const variationId = Math.trunc(Number(post.variation_id)) || findMatchingVariation(product, attributes)?.id || 0;
      added = variationId ? addToCart(session, product.id, quantity, variationId, attributes) : false;
    } else {
      added = addToCart(session, product.id, quantity);
    }
    if (added === false || mode === 'error') return sendJson({ error: true, product_url: T.permalink(product) });
    return sendJson(refreshed(session));
  }

  // ---- REST: coming-soon banner dismissal -----------------------------------------------------

  async function rest(ctx) {
    const { reply, path, method, session, req, body } = ctx;
    const headers = { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': NOCACHE, 'X-Robots-Tag': 'noindex' };
    if (path === '/wp-json/elementor-pro/v1/refresh-loop') return refreshLoop(ctx, headers);
    const m = /^\/wp-json\/wp\/v2\/users\/(1|me)\/?$/.exec(path);
    if (!m) {
      return reply.send(404, phpJson({ code: 'rest_no_route', message: 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.', data: { status: 404 } }), headers);
    }
    const mode = await faultTiming(ctx, 'rest');
    if (mode === 'timeout') return reply.send(504, 'Gateway Timeout', { 'Content-Type': 'text/plain; charset=utf-8' });
    if (mode === '500') return reply.send(500, T.CRITICAL_ERROR_PAGE, { 'Content-Type': 'text/html; charset=UTF-8' });
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const sent = req.headers['x-wp-nonce'] ?? body.form._wpnonce ?? ctx.url.searchParams.get('_wpnonce');
      if (sent !== nonce(session, 'wp_rest')) {
        return reply.send(403, phpJson({ code: 'rest_cookie_invalid_nonce', message: 'La comprobación de la cookie ha fallado', data: { status: 403 } }), headers);
      }
      const f = body.form;
      const j = body.json && typeof body.json === 'object' ? body.json : {};
      const dismissed =
        f['woocommerce_meta[coming_soon_banner_dismissed]'] ??
        f['meta[woocommerce_coming_soon_banner_dismissed]'] ??
        j.woocommerce_meta?.coming_soon_banner_dismissed ??
        j.meta?.woocommerce_coming_soon_banner_dismissed;
      if (dismissed !== undefined) session.comingSoonDismissed = dismissed === 'yes' || dismissed === true;
    } else if (method !== 'GET' && method !== 'HEAD') {
      return reply.send(405, phpJson({ code: 'rest_no_route', message: 'Método no permitido.', data: { status: 405 } }), headers);
    }
    const flag = session.comingSoonDismissed ? 'yes' : 'no';
    return reply.send(200, phpJson({
      id: 1,
      name: 'Administración Aurora',
      url: '',
      description: '',
      link: '/author/admin/',
      slug: 'admin',
      avatar_urls: { 24: '/wp-content/uploads/avatars/0.svg', 48: '/wp-content/uploads/avatars/0.svg', 96: '/wp-content/uploads/avatars/0.svg' },
      meta: { persisted_preferences: [], woocommerce_coming_soon_banner_dismissed: flag },
      woocommerce_meta: { coming_soon_banner_dismissed: flag },
      _links: { self: [{ href: '/wp-json/wp/v2/users/1' }], collection: [{ href: '/wp-json/wp/v2/users' }] },
    }), headers);
  }

  // ---- REST: Elementor Pro's refresh-loop (elementor.md §4.4) ----------------------------------

  async function refreshLoop(ctx, headers) {
    const { reply, method, body, req, session } = ctx;
    if (method !== 'POST') return reply.send(404, phpJson({ code: 'rest_no_route', message: 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.', data: { status: 404 } }), headers);
    const mode = await faultTiming(ctx, 'refresh_loop');
    if (mode === 'timeout') return reply.send(504, 'Gateway Timeout', { 'Content-Type': 'text/plain; charset=utf-8' });
    if (mode === '500') return reply.send(500, T.CRITICAL_ERROR_PAGE, { 'Content-Type': 'text/html; charset=UTF-8' });
    const json = body.type === 'application/json' ? body.json : undefined;
    const problem = L.refreshLoopProblem(json);
    if (problem) {
      return reply.send(400, phpJson({ code: 'rest_invalid_param', message: `Parámetro(s) no válido(s): ${problem}`, data: { status: 400, params: { [problem]: `${problem} no es válido.` } } }), headers);
    }
    // widget_model only for users who can edit: the editor's REST nonce.
    if (json.widget_model !== undefined && req.headers['x-wp-nonce'] !== nonce(session, 'wp_rest')) {
      return reply.send(403, phpJson({ code: 'rest_forbidden', message: 'Lo siento, no tienes permisos para hacer eso.', data: { status: 403 } }), headers);
    }
    // Permission: a published Elementor document holding a loop grid widget with that id.
    if (Number(json.post_id) !== L.LOOP_PAGE_ID || json.widget_id !== L.GRID_ID) {
      return reply.send(403, phpJson({ code: 'rest_forbidden', message: 'Lo siento, no tienes permisos para hacer eso.', data: { status: 403 } }), headers);
    }
    const base = new URL(json.pagination_base_url);
    const pc = { ...pageCtx(ctx, ''), path: base.pathname, query: new URLSearchParams() };
    const data = String(L.gridContent(pc, { widgetFilters: json.widget_filters, page: 1, baseUrl: json.pagination_base_url }));
    if (mode === 'malformed') return reply.send(200, phpJson({ data }).slice(0, 40), headers);
    if (mode === 'empty') return reply.send(200, phpJson({ code: 'error' }), headers);
    return reply.send(200, phpJson({ data }), headers);
  }

  // ---- non-JS forms ---------------------------------------------------------------------------

  function backUrl(ctx, fallback) {
    const ref = ctx.req.headers.referer;
    if (ref) {
      try {
        const r = new URL(ref);
        if (r.host === ctx.req.headers.host) return stripCartArgs(r.pathname, r.searchParams);
      } catch {
        /* ignore */
      }
    }
    return fallback;
  }
  function stripCartArgs(pathname, params) {
    const q = new URLSearchParams(params);
    for (const k of [...q.keys()]) {
      if (['add-to-cart', 'added-to-cart', 'quantity', 'variation_id', 'product_id', 'remove_item', 'undo_item', '_wpnonce', 'removed_item'].includes(k) || k.startsWith('attribute_')) q.delete(k);
    }
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  }

  /** WC_Form_Handler::add_to_cart_action(), then back where the shopper came from. */
  function formAddToCart(ctx, param) {
    const { session, url, body, path } = ctx;
    const request = { ...Object.fromEntries(url.searchParams), ...body.form };
    const product = getProduct(Math.abs(Math.trunc(Number(param))) || 0);
    const target = path === '/' ? backUrl(ctx, '/tienda/') : stripCartArgs(path, url.searchParams);
    if (product) {
      const quantity = request.quantity === undefined || request.quantity === '' ? 1 : Math.trunc(Number(request.quantity)) || 0;
      const parent = isVariation(product) ? parentOf(product) : product;
      let added = false;
      if (parent.type === 'variable') {
        const attributes = Object.fromEntries(Object.entries(request).filter(([k]) => k.startsWith('attribute_')));
        let variationId = isVariation(product) ? product.id : Math.trunc(Number(request.variation_id)) || 0;
        if (!variationId) variationId = findMatchingVariation(parent, attributes)?.id ?? 0;
        if (!variationId) addNotice(session, 'error', 'Elige las opciones del producto&hellip;');
        else added = addToCart(session, parent.id, quantity, variationId, attributes) !== false;
      } else {
        added = addToCart(session, parent.id, quantity) !== false;
      }
      if (added) {
        const title = quantity > 1 ? `${quantity} &times; «${parent.name}»` : `«${parent.name}»`;
        const verb = quantity > 1 ? 'se han añadido' : 'se ha añadido';
        addNotice(session, 'success', `${escapeText(title)} ${verb} a tu carrito. <a href="/carrito/" class="button wc-forward">Ver carrito</a>`);
      }
    }
    return finish(ctx, () => ctx.reply.redirect(target));
  }

  function commentPost(ctx) {
    const id = Number(ctx.body.form.comment_post_ID);
    const p = getProduct(id);
    if (!p) return finish(ctx, () => ctx.reply.redirect('/tienda/'));
    if (!ctx.body.form.rating) addNotice(ctx.session, 'error', 'Por favor, elige una puntuación');
    else addNotice(ctx.session, 'success', 'Gracias: tu valoración está pendiente de aprobación.');
    return finish(ctx, () => ctx.reply.redirect(`${T.permalink(p)}#reviews`));
  }

  // ---- pages ----------------------------------------------------------------------------------

  const THEME_LAYOUTS = new Set(['flotante', 'flex', 'rejilla', 'lateral']);

  function pageCtx(ctx, current, extraGlobals = []) {
    const q = ctx.url.searchParams;
    const list = (name) => q.getAll(name).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
    const malformed = new Set(list('malformed'));
    const omit = new Set(list('omit'));
    const isCart = current === 'cart';
    const variants = {
      jquery: q.get('jquery') === '1',
      record: q.get('record') === '1',
      storefront: q.get('storefront') !== '0',
      legacy: list('legacy').filter((h) => /^[a-z0-9_-]{1,64}$/i.test(h)),
      comingSoon: q.get('coming-soon') === '1' && !ctx.session.comingSoonDismissed,
      minicartPlaceholder: q.get('minicart') === 'placeholder',
      // The theme's page layout (shop.css `body.tema-*`); anything else is the demo's own.
      tema: THEME_LAYOUTS.has(q.get('tema')) ? q.get('tema') : null,
      // WPFront Scroll Top: v3's global (the default) or v2's footer container.
      scrollTop: q.get('scrolltop') === 'v2' ? 'v2' : 'v3',
    };
    // WooLentor enqueues its quick view on every front-end page, with wc-add-to-cart-variation and
    // wc-single-product as its dependencies (elementor.md §6.3): their globals come with it.
    const quickView = ['wc_single_product_params', 'wc_add_to_cart_variation_params', 'woolentorQuickView'];
    const scrollTop = variants.scrollTop === 'v3' ? ['wpfront_scroll_top_data'] : [];
    // WooCommerce enqueues order attribution (sourcebuster) on every front-end page.
    const names = [...new Set(['woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_order_attribution', ...extraGlobals, ...quickView, ...scrollTop])].filter((n) => !omit.has(n));
    return {
      ...ctx,
      current,
      query: q,
      variants,
      nonce: randomBytes(16).toString('base64'),
      globalNames: names,
      // What WordPress prints for the plugin's module: a modulepreload of the loader chunk (the
      // entry's static import), and on a single product the product family's table, whose work
      // is due before `load` (wordpress/storefront/includes/class-module.php does the same).
      modulePreloads: (...sources) => {
        const manifest = distManifest();
        if (!manifest) return '';
        const files = [...(manifest['src/index.ts']?.imports ?? []), ...sources].map((key) => manifest[key]?.file).filter(Boolean);
        return files.map((file) => `<link rel="modulepreload" href="/wp-content/plugins/storefront/dist/${file}">\n`).join('');
      },
      globalValue: (name) => {
        if (malformed.has(name)) return globalsMalformed[name];
        const value = localize(globalsGood[name]);
        if (name === 'wc_add_to_cart_params') value.is_cart = isCart ? '1' : '';
        if (name === 'woolentorQuickView') value.ajaxNonce = nonce(ctx.session, 'woolentor_quickview_nonce');
        if (name === 'wcpay_upe_config') value.platformTrackerNonce = nonce(ctx.session, 'platform_tracks');
        // `atribucion=off`: the shop's wc_order_attribution_allow_tracking filter says no (no consent yet).
        if (name === 'wc_order_attribution') value.params = { ...value.params, allowTracking: q.get('atribucion') !== 'off' };
        return value;
      },
    };
  }

  function sendPage(ctx, status, html, { nocache = false } = {}) {
    syncCartCookies(ctx);
    ctx.reply.send(status, String(html), {
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Security-Policy': `script-src 'self' 'nonce-${ctx.nonce}'; object-src 'none'; base-uri 'self'; ${trustedTypesCsp(ctx.variants)}`,
      'Cache-Control': nocache ? NOCACHE : 'no-cache',
      ...(nocache ? { Expires: WP_EXPIRES } : {}),
      'X-Content-Type-Options': 'nosniff',
    });
  }

  function page(ctx) {
    const { path, url, method, session, body, reply } = ctx;
    const q = url.searchParams;

    if (path === '/') return finish(ctx, () => reply.redirect(`/tienda/${url.search}`));
    if (!path.endsWith('/') && !extname(path)) return reply.redirect(`${path}/${url.search}`, 301);
    // MONEI's template_redirect hook: a payment that came back failed says so on whatever page it
    // lands. Not on a POST: the order-pay form posts to its own URL, ?status and all, and a form
    // handler that redirects (a payment that went through) runs before that hook.
    if (method === 'GET') session.notices.push(...failedStatusNotices(q, { withMessage: path !== PAYMENT_METHODS_PATH }));

    if (path === '/tienda/' || path.startsWith('/categoria-producto/')) {
      let products = listProducts(Number(q.get('productos')) || 0);
      let heading = 'Tienda';
      let description = '';
      let trail = [{ label: 'Tienda' }];
      let current = 'shop';
      if (path !== '/tienda/') {
        const slug = path.split('/')[2];
        const cat = category(slug);
        if (!cat) return sendPage(pageCtx(ctx, ''), 404, T.notFoundPage(pageCtx(ctx, '')));
        products = products.filter((p) => p.categories.includes(slug));
        heading = cat.name;
        description = `Todo lo que tenemos en ${cat.name.toLowerCase()}.`;
        trail = [{ label: 'Tienda', href: '/tienda/' }, { label: cat.name }];
        current = `cat-${slug}`;
      }
      const s = (q.get('s') ?? '').trim();
      if (s) {
        const norm = (t) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
        const needle = norm(s);
        products = products.filter((p) => norm(`${p.name} ${p.short_description} ${p.sku}`).includes(needle));
        heading = `Resultados de búsqueda: “${s}”`;
        trail = [{ label: 'Tienda', href: '/tienda/' }, { label: heading }];
      }
      const orderby = ORDERBY[q.get('orderby')] ? q.get('orderby') : 'menu_order';
      products = sortProducts(products, orderby);
      const pc = pageCtx(ctx, current);
      return sendPage(pc, 200, T.shopPage(pc, { products, orderby, heading, description, trail, notices: takeNotices(session) }));
    }

    if (path === '/carrito/') {
      const wpnonce = nonce(session, 'woocommerce-cart');
      if (q.has('remove_item')) {
        if (q.get('_wpnonce') === wpnonce) {
          const key = q.get('remove_item');
          const item = session.cart.get(key);
          if (item && removeCartItem(session, key)) {
            const p = getProduct(item.variation_id || item.product_id);
            const name = p ? displayName(p) : 'Producto';
            addNotice(session, 'success', `${escapeText(`«${name}»`)} eliminado. <a href="/carrito/?undo_item=${key}&amp;_wpnonce=${wpnonce}" class="restore-item">¿Deshacer?</a>`);
          }
          return finish(ctx, () => reply.redirect('/carrito/'));
        }
      } else if (q.has('undo_item')) {
        if (q.get('_wpnonce') === wpnonce) restoreCartItem(session, q.get('undo_item'));
        return finish(ctx, () => reply.redirect('/carrito/'));
      } else if (method === 'POST' && body.form.update_cart !== undefined) {
        if (body.form['woocommerce-cart-nonce'] === wpnonce) {
          for (const [k, v] of Object.entries(body.form)) {
            const m = /^cart\[([a-f0-9]{32})\]\[qty\]$/.exec(k);
            if (m) setQuantity(session, m[1], v);
          }
          addNotice(session, 'success', 'Carrito actualizado.');
        }
        return finish(ctx, () => reply.redirect('/carrito/'));
      }
      const inCart = new Set([...session.cart.values()].map((i) => i.product_id));
      const crossSells = sortProducts(catalogue.products, 'popularity')
        .filter((p) => p.type === 'simple' && isInStock(p) && !inCart.has(p.id))
        .slice(0, 4);
      const pc = pageCtx(ctx, 'cart');
      return sendPage(pc, 200, T.cartPage(pc, { notices: takeNotices(session), crossSells }), { nocache: true });
    }

    // The classic checkout, its order-received and order-pay endpoints (demo/lib/checkout.mjs).
    if (path.startsWith('/finalizar-compra/')) {
      const answered = checkout.page(ctx);
      if (answered !== false) return answered;
    }
    if (path === '/mi-cuenta/add-payment-method/' || path === '/mi-cuenta/payment-methods/') return checkout.account(ctx, path.split('/')[2]);
    const tokenAction = /^\/mi-cuenta\/(delete|set-default)-payment-method\/(\d+)\/$/.exec(path);
    if (tokenAction) return checkout.tokenAction(ctx, tokenAction[1], Number(tokenAction[2]));

    if (path === '/mi-cuenta/' || path === '/mi-cuenta/lost-password/') {
      const lostPassword = path !== '/mi-cuenta/';
      const values = {};
      if (method === 'POST') {
        const f = body.form;
        if (lostPassword) {
          addNotice(session, 'success', 'Se ha enviado el correo electrónico para restablecer la contraseña.');
        } else if (f.register !== undefined || f['woocommerce-register-nonce'] !== undefined) {
          values.reg_username = f.username ?? '';
          values.email = f.email ?? '';
          if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
            addNotice(session, 'error', '<strong>Error:</strong> por favor, introduce una dirección de correo electrónico válida.');
          } else {
            addNotice(session, 'error', '<strong>Error:</strong> ya hay una cuenta registrada con tu dirección de correo electrónico. Por favor, accede.');
          }
        } else {
          values.username = f.username ?? '';
          addNotice(session, 'error', '<strong>Error:</strong> el nombre de usuario o la contraseña no son correctos.');
        }
      }
      const pc = pageCtx(ctx, 'account');
      return sendPage(pc, 200, T.accountPage(pc, { notices: takeNotices(session), values, lostPassword }), { nocache: true });
    }

    // `/producto/slug/comment-page-2/` and `?cpage=2`: a page of the reviews, as WordPress paginates comments.
    const productMatch = /^\/producto\/([^/]+)\/(?:comment-page-(\d+)\/)?$/.exec(path);
    if (productMatch) {
      const product = getProductBySlug(decodeURIComponent(productMatch[1]));
      if (product) {
        const extra = ['wc_single_product_params', ...(product.type === 'variable' ? ['wc_add_to_cart_variation_params'] : [])];
        const pc = pageCtx(ctx, '', extra);
        const related = catalogue.products
          .filter((p) => p.id !== (product.base_id ?? product.id) && p.categories.some((c) => product.categories.includes(c)))
          .concat(catalogue.products.filter((p) => p.id !== (product.base_id ?? product.id)))
          .filter((p, i, all) => all.indexOf(p) === i)
          .slice(0, 4);
        const commentPage = Number(productMatch[2] ?? url.searchParams.get('cpage') ?? 1) || 1;
        return sendPage(pc, 200, T.productPage(pc, { product, notices: takeNotices(session), related, commentPage }));
      }
    }

    if (path === '/cabecera-elementor/') {
      const pc = pageCtx(ctx, '');
      return sendPage(pc, 200, T.elementorHeaderPage(pc, { malformed: url.searchParams.get('sm-options') === 'malformed' }));
    }
    if (path === '/coleccion/') {
      const pc = pageCtx(ctx, '');
      const origin = `http://${ctx.req.headers.host ?? '127.0.0.1'}`;
      const malformedPro = (q.get('malformed') ?? '').split(',').includes('ElementorProFrontendConfig') ? globalsLoopMalformed : undefined;
      return sendPage(pc, 200, L.loopPage(pc, { origin, edit: q.get('editor') === '1', restNonce: nonce(session, 'wp_rest'), malformedPro }));
    }
    // Page-builder widgets (docs/demo-contract.md): `?malformado=<widget>` breaks one widget's
    // settings; `?cuenta=terminada` puts the countdown's due date in the past.
    if (path === '/novedades/') {
      const pc = pageCtx(ctx, '');
      const now = Math.floor(Date.now() / 1000);
      const dueSeconds = q.get('cuenta') === 'terminada' ? now - 60 : now + 2 * 86400 + 5 * 3600 + 17 * 60;
      return sendPage(pc, 200, B.landingPage(pc, { dueSeconds, broken: q.get('malformado') ?? undefined }));
    }
    if (path === '/galeria/') {
      const pc = pageCtx(ctx, '');
      return sendPage(pc, 200, galleryPage(pc, { broken: q.get('malformado') ?? undefined }));
    }
    if (path === '/guia-de-cuidado/') {
      const pc = pageCtx(ctx, '');
      return sendPage(pc, 200, B.articlePage(pc, { broken: q.get('malformado') ?? undefined }));
    }
    if (path === '/promociones/') {
      const pc = pageCtx(ctx, '');
      const delay = Number(url.searchParams.get('retraso') ?? 3);
      return sendPage(pc, 200, landingPage(pc, { delay: Number.isFinite(delay) && delay >= 0 ? delay : 3, malformed: url.searchParams.get('popup') === 'malformado', qa: url.searchParams.get('qa') === '1' }));
    }
    if (path === '/video/') {
      const pc = pageCtx(ctx, '');
      const origin = `http://${ctx.req.headers.host ?? '127.0.0.1'}`;
      return sendPage(pc, 200, T.videoPage(pc, { origin, malformed: url.searchParams.get('video') === 'malformado' }));
    }

    if (T.INFO_PAGES[path]) {
      const pc = pageCtx(ctx, path === '/contacto/' ? 'contact' : '');
      return sendPage(pc, 200, T.infoPage(pc, path));
    }

    const pc = pageCtx(ctx, '');
    return sendPage(pc, 404, T.notFoundPage(pc));
  }

  // ---- uploads --------------------------------------------------------------------------------

  function serveUpload(reply, path) {
    const svgHeaders = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' };
    let m = /^\/wp-content\/uploads\/tienda\/[a-z-]+-(\d+)(?:-(\d+)x(\d+))?\.svg$/.exec(path);
    if (m) {
      const image = getImage(m[1]);
      if (!image) return reply.send(404, 'Not found');
      return reply.send(200, drawProduct(image, m[2] ? Number(m[2]) : 1200), svgHeaders);
    }
    m = /^\/wp-content\/uploads\/avatars\/(\d+)\.svg$/.exec(path);
    if (m) return reply.send(200, avatarSvg(Number(m[1])), svgHeaders);
    if (path === '/wp-content/uploads/woocommerce-placeholder.svg') return reply.send(200, placeholderSvg(), svgHeaders);
    return reply.send(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
  }

  // ---- listen ---------------------------------------------------------------------------------

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  shopOrigin = `http://${host}:${actualPort}`;
  const closeShop = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  try {
    // The provider's pages on another site than the shop's (`localhost` beside `127.0.0.1`, the same
    // listening address): the browser runs them in their own process, as it does js.monei.com.
    const publicHost = host === '127.0.0.1' ? 'localhost' : host;
    sandbox = await startSandbox({ host, publicHost, componentsPort: sandboxComponentsPort, apiPort: sandboxApiPort, shopOrigins: [shopOrigin] });
  } catch (error) {
    sandboxStarted.reject(error);
    await closeShop();
    throw error;
  }
  sandboxStarted.resolve();
  if (!quiet) console.log(`Provider sandbox: components ${sandbox.componentsOrigin}, API ${sandbox.apiOrigin}`);
  const { componentsOrigin, apiOrigin, componentsUrl, apiUrl } = sandbox;
  let closed = false;
  return {
    url: shopOrigin,
    port: actualPort,
    sandbox: { componentsOrigin, apiOrigin, componentsUrl, apiUrl, close: () => sandbox.close() },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      for (const t of pending) clearTimeout(t);
      pending.clear();
      return Promise.all([closeShop(), sandbox.close()]).then(() => undefined);
    },
  };
}

function escapeText(text) {
  // Names are ours (no markup); keep the entities the message templates use.
  return text.replace(/[<>"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]);
}

export function legacyStandIn(handle) {
  return `/* Stand-in for WooCommerce's still-enqueued "${handle}" script (demo). */\n(window.__sfLegacy = window.__sfLegacy || []).push(${JSON.stringify(handle)});\n`;
}

// ---- CLI ---------------------------------------------------------------------------------------

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  /** `--name N` or `--name=N`, else undefined. */
  const option = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const port = Number(option('--port') ?? process.env.PORT ?? 8787);
  const components = option('--sandbox-components-port');
  const api = option('--sandbox-api-port');
  const demo = await startDemoServer({
    port,
    quiet: false,
    ...(components !== undefined ? { sandboxComponentsPort: Number(components) } : {}),
    ...(api !== undefined ? { sandboxApiPort: Number(api) } : {}),
  });
  console.log(`Demo shop: ${demo.url}/tienda/`);
  const stop = () => demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
