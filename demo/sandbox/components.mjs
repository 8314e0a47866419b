// The sandbox's components origin: the provider's hosted inner pages (card input, payment modal),
// the exact zoid and post-robot builds they speak, and their own scripts and styles. server.mjs
// calls handleComponents for every request on this origin; it answers what is its own and returns
// false for the rest.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const INNER_DIR = fileURLToPath(new URL('./inner/', import.meta.url));
const CARD_RULES_FILE = fileURLToPath(new URL('./card-rules.mjs', import.meta.url));

// The builds the provider's pages and its official library speak: zoid 10.3.3 (its own post-robot
// 11.0.0 inside) and post-robot 10.0.42 for CREATE_TOKEN. package.json pins both.
const VENDOR_FILES = {
  '/vendor/zoid.js': require.resolve('@krakenjs/zoid/dist/zoid.js'),
  '/vendor/post-robot.js': require.resolve('post-robot/dist/post-robot.js'),
};

const PAGES = {
  'inner-card-input': 'card-input.html',
  'inner-payment-modal': 'payment-modal.html',
};

// Both path versions the provider serves (/v1 from the 1.7.7 library, /v2 from current monei.js),
// with or without the trailing slash the component URL carries.
const PAGE_PATH = /^\/v[12]\/(inner-card-input|inner-payment-modal)\/?$/;

// Only plain names under /inner/ are served: no dots but the extension's (so never a *.test.mjs), no
// encoded characters, no way out of the folder, and never an HTML template.
const ASSET_PATH = /^\/inner\/((?:brands\/)?[a-z0-9]+(?:-[a-z0-9]+)*)\.(mjs|css|svg)$/;

const TYPES = {
  html: 'text/html; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

const OWN_PREFIXES = ['/v1/', '/v2/', '/vendor/', '/inner/'];

function escapeAttribute(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An http(s) URL without a trailing slash, or null when `value` is not one. */
function normalizeApiUrl(value) {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return url.href.replace(/\/+$/, '');
}

/**
 * The API the page's script calls. The contract test serves these pages as https://js.monei.com
 * through the browser's request routing, and then needs the provider's real API address, which it
 * names in x-sandbox-api-url.
 */
function apiUrlFor(req, apiUrl) {
  const override = normalizeApiUrl(req.headers['x-sandbox-api-url']);
  return override ?? normalizeApiUrl(apiUrl);
}

/**
 * The inner pages' policy. The page talks to one API; it frames that API's 3-D Secure page, and also
 * the sandbox's own API origin, which is where the sandbox points a payment's 3-D Secure step even
 * when the page was served under the provider's address for the contract test.
 */
function pageSecurityPolicy(apiOrigin, sandboxApiOrigin) {
  const frameOrigins = [...new Set([apiOrigin, sandboxApiOrigin].filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${apiOrigin}`,
    `frame-src ${frameOrigins}`,
    'frame-ancestors *',
  ].join('; ');
}

function send(res, status, headers, body) {
  res.writeHead(status, {
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  // node's server sends no body for HEAD itself.
  res.end(body);
}

function notFound(res) {
  send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'Not found\n');
}

async function servePage(res, page, apiUrl, sandboxApiOrigin) {
  if (!apiUrl) {
    send(res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'The sandbox has no API url\n');
    return;
  }
  const template = await readFile(INNER_DIR + PAGES[page], 'utf8');
  const html = template.replaceAll('%API_URL%', escapeAttribute(apiUrl));
  send(res, 200, {
    'Content-Type': TYPES.html,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pageSecurityPolicy(new URL(apiUrl).origin, sandboxApiOrigin),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }, html);
}

async function serveFile(res, file, type) {
  let body;
  try {
    body = await readFile(file);
  } catch (error) {
    if (error.code === 'ENOENT') return notFound(res);
    throw error;
  }
  send(res, 200, { 'Content-Type': TYPES[type], 'Cache-Control': 'no-cache' }, body);
}

function assetFile(name, ext) {
  if (name === 'card-rules' && ext === 'mjs') return CARD_RULES_FILE;
  return `${INNER_DIR}${name}.${ext}`;
}

/**
 * Answers the components origin's own requests. Returns true when it answered, false when the path
 * is not one of its own (the caller answers those).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ componentsUrl?: string, apiUrl: string, apiOrigin?: string, componentsOrigin?: string, shopOrigins?: string[] }} options
 */
export async function handleComponents(req, res, { apiUrl, apiOrigin } = {}) {
  const path = (req.url ?? '/').split('?')[0];
  if (!OWN_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' }, 'Method not allowed\n');
    return true;
  }

  const page = PAGE_PATH.exec(path);
  if (page) {
    const sandboxApiUrl = normalizeApiUrl(apiUrl);
    const sandboxApiOrigin = apiOrigin ?? (sandboxApiUrl ? new URL(sandboxApiUrl).origin : undefined);
    await servePage(res, page[1], apiUrlFor(req, apiUrl), sandboxApiOrigin);
    return true;
  }

  if (Object.hasOwn(VENDOR_FILES, path)) {
    await serveFile(res, VENDOR_FILES[path], 'js');
    return true;
  }

  const asset = ASSET_PATH.exec(path);
  if (asset) {
    await serveFile(res, assetFile(asset[1], asset[2]), asset[2]);
    return true;
  }

  notFound(res);
  return true;
}
