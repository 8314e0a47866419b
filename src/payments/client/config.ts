import { describeIssues, type Parsed } from '../../core/config';
import * as s from '../../core/schema';

/**
 * Where the provider lives. Pages print `window.storefrontPayments = { componentsUrl, apiUrl }`
 * (the sandbox's origins in tests and the demo); without it, the provider's production addresses.
 */
export const PAYMENTS_GLOBAL = 'storefrontPayments';
export const DEFAULT_COMPONENTS_URL = 'https://js.monei.com/v1';
export const DEFAULT_API_URL = 'https://api.monei.com/v1';

export interface ProviderConfig {
  /** `{origin}/{version}`, no trailing slash. */
  componentsUrl: string;
  /** The client API's base, `{origin}/v1`, no trailing slash. */
  apiUrl: string;
  /** The exact origin messages to the component frames are sent to (post-robot's `domain`). */
  componentsOrigin: string;
  cardInputUrl: string;
  paymentModalUrl: string;
}

/**
 * An absolute http(s) base that paths are appended to. A query or hash would end up in the middle
 * of every URL built on it, and credentials would make the frames' origin differ from what
 * messages are checked against, so each is refused with its own reason.
 */
const baseUrl = s.transform(s.string(), (value, fail) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail('must be an absolute URL');
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`must be an http(s) URL, not ${url.protocol}`);
  else if (value.includes('?')) fail('must not carry a query');
  else if (value.includes('#')) fail('must not carry a hash');
  else if (url.username || url.password) fail('must not carry credentials');
  return url.href.replace(/\/+$/, '');
});

const paymentsGlobal = s.object({ componentsUrl: s.optional(baseUrl), apiUrl: s.optional(baseUrl) });

/**
 * Reads the page's payments global. A malformed one is not replaced by the production defaults: a
 * page that meant the sandbox must not talk to the real provider, so the caller gets the reason
 * and leaves card payments off.
 */
export function providerConfig(win: object = globalThis): Parsed<ProviderConfig> {
  const raw = (win as Record<string, unknown>)[PAYMENTS_GLOBAL];
  const parsed = s.safeParse(paymentsGlobal, raw === undefined ? {} : raw);
  if (!parsed.ok) return { ok: false, reason: `page global ${PAYMENTS_GLOBAL} is malformed (${describeIssues(parsed.issues)})` };
  const componentsUrl = parsed.value.componentsUrl ?? DEFAULT_COMPONENTS_URL;
  return {
    ok: true,
    value: {
      componentsUrl,
      apiUrl: parsed.value.apiUrl ?? DEFAULT_API_URL,
      componentsOrigin: new URL(componentsUrl).origin,
      cardInputUrl: `${componentsUrl}/inner-card-input/`,
      paymentModalUrl: `${componentsUrl}/inner-payment-modal/`,
    },
  };
}
