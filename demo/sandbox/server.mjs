// The provider sandbox: two node:http servers on their own origins, as the real provider has them.
// The components origin serves the hosted inner pages (components.mjs); the API origin serves the
// client and server APIs, the 3-D Secure and hosted card pages and the QA page (api.mjs).
//
//   node demo/sandbox/server.mjs --components-port 4174 --api-port 4175 --shop-origin http://127.0.0.1:4173
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

import { handleComponents } from './components.mjs';
import { createApiHandler, createFaults } from './api.mjs';
import { createStore } from './store.mjs';
import { createWebhooks } from './webhooks.mjs';

function listen(server, host, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

function closeServer(server) {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Hung fault answers and keep-alive sockets would hold close() open.
    server.closeAllConnections();
  });
}

const originOf = (host, port) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * `publicHost` names the origins the browser is given (it still connects to `host`): the demo gives
 * `localhost` while the shop is `127.0.0.1`, so the provider's pages are another site than the
 * shop's and run in their own process, as js.monei.com does; `internalApiUrl` is for the shop's
 * server.
 * @param {{ host?: string, publicHost?: string, componentsPort?: number, apiPort?: number, shopOrigins?: string[], apiKey?: string,
 *   quiet?: boolean, webhookRetryDelaysMs?: readonly number[], now?: () => number }} [options]
 *   `webhookRetryDelaysMs` and `now` exist for tests; the defaults are the provider's.
 */
export async function startSandbox({
  host = '127.0.0.1',
  publicHost = host,
  componentsPort = 0,
  apiPort = 0,
  shopOrigins = [],
  apiKey = 'sandbox-api-key',
  quiet = true,
  webhookRetryDelaysMs,
  now,
} = {}) {
  const log = quiet ? () => {} : (line) => console.log(`[sandbox] ${line}`);
  // One live list: origins added later (a shop started after the sandbox) reach both origins' CORS.
  const allowedShops = [...shopOrigins];
  let api = null;
  let componentsContext = null;

  const componentsServer = createServer(async (req, res) => {
    try {
      const handled = await handleComponents(req, res, componentsContext);
      if (!handled && !res.headersSent) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      }
    } catch (error) {
      log(`components error ${req.method} ${req.url}: ${error?.stack ?? error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      } else res.destroy();
    }
  });
  const apiServer = createServer((req, res) => api.handle(req, res));

  try {
    await listen(componentsServer, host, componentsPort);
    await listen(apiServer, host, apiPort);
  } catch (error) {
    await Promise.all([closeServer(componentsServer), closeServer(apiServer)]);
    throw error;
  }

  const componentsOrigin = originOf(publicHost, componentsServer.address().port);
  const apiOrigin = originOf(publicHost, apiServer.address().port);
  const componentsUrl = `${componentsOrigin}/v1`;
  const apiUrl = `${apiOrigin}/v1`;
  const internalApiUrl = `${originOf(host, apiServer.address().port)}/v1`;

  const webhooks = createWebhooks({ apiKey, log, ...(webhookRetryDelaysMs ? { retryDelaysMs: webhookRetryDelaysMs } : {}), ...(now ? { now } : {}) });
  const store = createStore({
    apiOrigin,
    ...(now ? { now } : {}),
    onStatusChange: (payment, internal) => webhooks.send(internal.callbackUrl, payment),
  });
  const faults = createFaults();
  api = createApiHandler({ store, webhooks, faults, apiKey, apiOrigin, componentsOrigin, shopOrigins: allowedShops, log });
  componentsContext = { componentsUrl, apiUrl, apiOrigin, componentsOrigin, shopOrigins: allowedShops };

  let closing = null;
  return {
    componentsOrigin,
    apiOrigin,
    componentsUrl,
    apiUrl,
    internalApiUrl,
    store,
    webhooks,
    faults,
    /** Lets a shop origin known only after start (a port-0 demo server) through CORS and framing. */
    addShopOrigin(origin) {
      if (!allowedShops.includes(origin)) allowedShops.push(origin);
    },
    close() {
      closing ??= (async () => {
        api.close();
        await Promise.all([closeServer(componentsServer), closeServer(apiServer), webhooks.close()]);
      })();
      return closing;
    },
  };
}

function parseArgs(argv) {
  const options = { shopOrigins: [], quiet: false };
  const value = (i, name) => {
    if (i >= argv.length) throw new Error(`${name} needs a value`);
    return argv[i];
  };
  const port = (text, name) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--components-port') options.componentsPort = port(value(++i, arg), arg);
    else if (arg === '--api-port') options.apiPort = port(value(++i, arg), arg);
    else if (arg === '--shop-origin') options.shopOrigins.push(...value(++i, arg).split(',').map((s) => s.trim()).filter(Boolean));
    else if (arg === '--host') options.host = value(++i, arg);
    else if (arg === '--api-key') options.apiKey = value(++i, arg);
    else if (arg === '--quiet') options.quiet = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const USAGE = `Usage: node demo/sandbox/server.mjs [--components-port N] [--api-port N] [--shop-origin ORIGIN]...
       [--host 127.0.0.1] [--api-key sandbox-api-key] [--quiet]`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const sandbox = await startSandbox(options);
  console.log(`Components origin: ${sandbox.componentsOrigin}`);
  console.log(`API origin:        ${sandbox.apiOrigin}`);
  console.log(`QA page:           ${sandbox.apiOrigin}/`);
  const stop = () => sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
