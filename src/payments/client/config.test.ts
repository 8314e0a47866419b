import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, DEFAULT_COMPONENTS_URL, providerConfig } from './config';

describe('providerConfig', () => {
  it('without the page global: the provider’s production addresses', () => {
    expect(providerConfig({})).toEqual({
      ok: true,
      value: {
        componentsUrl: 'https://js.monei.com/v1',
        apiUrl: 'https://api.monei.com/v1',
        componentsOrigin: 'https://js.monei.com',
        cardInputUrl: 'https://js.monei.com/v1/inner-card-input/',
        paymentModalUrl: 'https://js.monei.com/v1/inner-payment-modal/',
      },
    });
    expect([DEFAULT_COMPONENTS_URL, DEFAULT_API_URL]).toEqual(['https://js.monei.com/v1', 'https://api.monei.com/v1']);
  });

  it('the sandbox’s origins from the page global', () => {
    const win = { storefrontPayments: { componentsUrl: 'http://127.0.0.1:4174/v1', apiUrl: 'http://127.0.0.1:4175/v1' } };
    expect(providerConfig(win)).toEqual({
      ok: true,
      value: {
        componentsUrl: 'http://127.0.0.1:4174/v1',
        apiUrl: 'http://127.0.0.1:4175/v1',
        componentsOrigin: 'http://127.0.0.1:4174',
        cardInputUrl: 'http://127.0.0.1:4174/v1/inner-card-input/',
        paymentModalUrl: 'http://127.0.0.1:4174/v1/inner-payment-modal/',
      },
    });
  });

  it.each([
    ['only the API given: the components keep their default', { apiUrl: 'http://127.0.0.1:9/v1' }, { componentsUrl: DEFAULT_COMPONENTS_URL, apiUrl: 'http://127.0.0.1:9/v1' }],
    ['trailing slashes dropped, so paths are not doubled', { componentsUrl: 'https://c.test/v2/', apiUrl: 'https://a.test/v1//' }, { componentsUrl: 'https://c.test/v2', apiUrl: 'https://a.test/v1' }],
    ['an origin alone', { componentsUrl: 'https://C.Test' }, { componentsUrl: 'https://c.test', cardInputUrl: 'https://c.test/inner-card-input/', componentsOrigin: 'https://c.test' }],
    ['a default port is left out of the origin, as the browser reports it', { componentsUrl: 'https://c.test:443/v1' }, { componentsOrigin: 'https://c.test' }],
  ])('%s', (_, global, expected) => {
    const parsed = providerConfig({ storefrontPayments: global });
    expect(parsed.ok && parsed.value).toMatchObject(expected);
  });

  it.each([
    ['a relative URL', { apiUrl: '/v1' }, 'apiUrl: must be an absolute URL'],
    ['another scheme', { componentsUrl: 'javascript:alert(1)' }, 'componentsUrl: must be an http(s) URL, not javascript:'],
    ['a query', { apiUrl: 'https://a.test/v1?x=1' }, 'apiUrl: must not carry a query'],
    ['an empty query', { apiUrl: 'https://a.test/v1?' }, 'apiUrl: must not carry a query'],
    ['a hash', { componentsUrl: 'https://c.test/v1#x' }, 'componentsUrl: must not carry a hash'],
    ['credentials', { componentsUrl: 'https://user:pw@c.test/v1' }, 'componentsUrl: must not carry credentials'],
    ['a number', { apiUrl: 4175 }, 'apiUrl: expected string, got number'],
  ])('refuses %s with a reason, without throwing', (_, global, reason) => {
    expect(providerConfig({ storefrontPayments: global })).toEqual({ ok: false, reason: `page global storefrontPayments is malformed (${reason})` });
  });

  it.each([
    ['null', null, '(root): expected object, got null'],
    ['a string', 'https://a.test/v1', '(root): expected object, got string'],
  ])('refuses a global that is %s', (_, global, reason) => {
    expect(providerConfig({ storefrontPayments: global })).toEqual({ ok: false, reason: `page global storefrontPayments is malformed (${reason})` });
  });

  it('reads the page’s own global by default', () => {
    const holder = globalThis as { storefrontPayments?: unknown };
    holder.storefrontPayments = { apiUrl: 'http://127.0.0.1:1/v1' };
    try {
      const parsed = providerConfig();
      expect(parsed.ok && parsed.value.apiUrl).toBe('http://127.0.0.1:1/v1');
    } finally {
      delete holder.storefrontPayments;
    }
  });
});
