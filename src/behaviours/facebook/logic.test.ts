import { describe, expect, it } from 'vitest';
import { hrefProblem, isSdkScriptUrl, pluginKind, sdkLocale, sdkSettings, sdkUrl, type PluginKind } from './logic';

describe('pluginKind', () => {
  it.each([
    [['elementor-facebook-widget', 'fb-like'], 'like'],
    [['elementor-facebook-widget', 'fb-comments'], 'comments'],
    [['elementor-facebook-widget', 'fb-page'], 'page'],
    [['elementor-facebook-widget', 'fb-post'], 'post'],
    [['elementor-facebook-widget', 'fb-video'], 'video'],
    [['elementor-facebook-widget', 'fb-comment-embed'], 'comment-embed'],
    [['elementor-facebook-widget', 'fb_iframe_widget'], null],
    [['elementor-facebook-widget', 'constructor'], null],
  ])('%j → %s', (classes, kind) => {
    expect(pluginKind(classes)).toBe(kind);
  });
});

describe('hrefProblem', () => {
  const notFacebook = (href: string) => `its data-href "${href}" is not an https facebook.com address`;
  const notWeb = (href: string) => `its data-href "${href}" is not a web address (http or https)`;
  it.each<[PluginKind, string, string]>([
    ['page', 'https://www.facebook.com/elemntor/', ''],
    ['page', 'https://facebook.com/elemntor', ''],
    ['page', 'https://web.facebook.com/elemntor', ''],
    ['post', 'https://www.facebook.com/20531316728/posts/10154009990506729/', ''],
    ['video', 'https://www.facebook.com/facebook/videos/10153231379946729/', ''],
    ['comment-embed', 'https://www.facebook.com/zuck/posts/10102735452532991?comment_id=1070233703036185', ''],
    ['page', 'http://www.facebook.com/elemntor/', notFacebook('http://www.facebook.com/elemntor/')],
    ['page', 'https://evil.example/elemntor/', notFacebook('https://evil.example/elemntor/')],
    ['page', 'https://facebook.com.evil.example/', notFacebook('https://facebook.com.evil.example/')],
    ['page', 'https://notfacebook.com/', notFacebook('https://notfacebook.com/')],
    ['page', 'https://www.facebook.com:8443/x', notFacebook('https://www.facebook.com:8443/x')],
    ['page', 'https://user@www.facebook.com/x', notFacebook('https://user@www.facebook.com/x')],
    ['post', '/elemntor/', notFacebook('/elemntor/')],
    ['video', 'javascript:alert(1)', notFacebook('javascript:alert(1)')],
    ['page', '', 'it has no data-href'],
    // The like button and the comments are about any page: Pro's default is the post's permalink.
    ['like', 'https://tienda.example/producto/taza/', ''],
    ['like', 'http://tienda.example/?p=12', ''],
    ['like', 'https://www.facebook.com/tiendaaurora/', ''],
    ['comments', 'https://tienda.example/blog/hola/', ''],
    ['like', 'javascript:alert(1)', notWeb('javascript:alert(1)')],
    ['comments', '/blog/hola/', notWeb('/blog/hola/')],
    ['like', '', 'it has no data-href'],
  ])('%s %j → %j', (kind, href, problem) => {
    expect(hrefProblem(kind, href)).toBe(problem);
  });
});

describe('sdkLocale and sdkUrl', () => {
  it.each([
    ['es_ES', 'es_ES'],
    ['en_US', 'en_US'],
    ['ast_ES', 'ast_ES'],
    ['de_DE_formal', 'de_DE'],
    ['pt_PT_ao90', 'pt_PT'],
    ['fi', 'es_ES'],
    ['EN_us', 'es_ES'],
    ['en-US', 'es_ES'],
    ['en_US/../x', 'es_ES'],
    ['en_US?x=1', 'es_ES'],
    ['', 'es_ES'],
    [undefined, 'es_ES'],
    [42, 'es_ES'],
  ])('%j → %s', (lang, locale) => {
    expect(sdkLocale(lang)).toBe(locale);
  });

  it('builds the SDK address from the locale', () => {
    expect(sdkUrl('en_US')).toBe('https://connect.facebook.net/en_US/sdk.js');
  });
});

describe('sdkSettings (ElementorProFrontendConfig.facebook_sdk)', () => {
  it.each([
    ['Pro’s usual', { facebook_sdk: { lang: 'en_US', app_id: '' } }, { locale: 'en_US' }],
    ['an app id', { facebook_sdk: { lang: 'es_ES', app_id: '1234567890123456' } }, { locale: 'es_ES', appId: '1234567890123456' }],
    ['an app id as a number', { facebook_sdk: { lang: 'es_ES', app_id: 987654321 } }, { locale: 'es_ES', appId: '987654321' }],
    ['no app id', { facebook_sdk: { lang: 'fr_FR' } }, { locale: 'fr_FR' }],
    ['a null app id', { facebook_sdk: { lang: 'fr_FR', app_id: null } }, { locale: 'fr_FR' }],
    ['no lang', { facebook_sdk: {} }, { locale: 'es_ES' }],
    ['no facebook_sdk', { urls: { rest: '/wp-json/' } }, { locale: 'es_ES' }],
    ['no config', undefined, { locale: 'es_ES' }],
  ])('%s', (_case, config, value) => {
    expect(sdkSettings(config)).toEqual({ ok: true, value });
  });

  it.each([
    ['a string', { facebook_sdk: 'es_ES' }, 'ElementorProFrontendConfig.facebook_sdk is not an object ({lang, app_id})'],
    ['a list', { facebook_sdk: ['es_ES'] }, 'ElementorProFrontendConfig.facebook_sdk is not an object ({lang, app_id})'],
    ['letters in the app id', { facebook_sdk: { lang: 'es_ES', app_id: '12ab' } }, 'ElementorProFrontendConfig.facebook_sdk.app_id "12ab" is not a Facebook app id (digits)'],
    ['a script in the app id', { facebook_sdk: { app_id: '1"});alert(1)//' } }, 'ElementorProFrontendConfig.facebook_sdk.app_id "1\\"});alert(1)//" is not a Facebook app id (digits)'],
    ['a negative app id', { facebook_sdk: { app_id: -5 } }, 'ElementorProFrontendConfig.facebook_sdk.app_id -5 is not a Facebook app id (digits)'],
    ['an object as app id', { facebook_sdk: { app_id: {} } }, 'ElementorProFrontendConfig.facebook_sdk.app_id {} is not a Facebook app id (digits)'],
  ])('refuses %s', (_case, config, reason) => {
    expect(sdkSettings(config)).toEqual({ ok: false, reason });
  });
});

describe('isSdkScriptUrl (a site’s own SDK script)', () => {
  it.each([
    ['https://connect.facebook.net/es_ES/sdk.js', true],
    ['https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v26.0', true],
    ['https://connect.facebook.net/en_US/sdk/debug.js', true],
    ['https://connect.facebook.net/en_US/fbevents.js', false],
    ['http://connect.facebook.net/en_US/sdk.js', false],
    ['https://connect.facebook.net.evil.example/en_US/sdk.js', false],
    ['', false],
  ])('%j → %s', (src, yes) => {
    expect(isSdkScriptUrl(src)).toBe(yes);
  });
});
