import { describe, expect, it } from 'vitest';
import { SHARE_WINDOW_SIZE } from '../../core/timings';
import { httpUrl, NETWORK_NAMES, networkOf, pageShareUrl, shareLink, shareParams, windowFeatures, type ShareParams } from './logic';

const post: ShareParams = {
  url: 'https://tienda.example/blog/tallas/?ref=a&b=c',
  title: 'Guía de tallas & medidas | Tienda',
  text: 'Todo sobre #tallas',
  image: 'https://tienda.example/img/tallas.jpg',
};
const bare: ShareParams = { url: 'https://tienda.example/p/', title: '', text: '', image: '' };
const U = encodeURIComponent(post.url);

describe('shareLink', () => {
  it.each([
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${U}`],
    ['twitter', `https://twitter.com/intent/tweet?text=Todo%20sobre%20%23tallas&url=${U}`],
    ['x-twitter', `https://x.com/intent/tweet?text=Todo%20sobre%20%23tallas&url=${U}`],
    ['threads', `https://www.threads.net/intent/post?text=Todo%20sobre%20%23tallas%20${U}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${U}`],
    ['pinterest', `https://www.pinterest.com/pin/create/button/?url=${U}&media=https%3A%2F%2Ftienda.example%2Fimg%2Ftallas.jpg&description=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda`],
    ['reddit', `https://www.reddit.com/submit?url=${U}&title=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda`],
    ['vk', `https://vk.com/share.php?url=${U}&title=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda&description=Todo%20sobre%20%23tallas&image=https%3A%2F%2Ftienda.example%2Fimg%2Ftallas.jpg`],
    ['odnoklassniki', `https://connect.ok.ru/offer?url=${U}&title=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda&imageUrl=https%3A%2F%2Ftienda.example%2Fimg%2Ftallas.jpg`],
    ['tumblr', `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${U}&title=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda&caption=Todo%20sobre%20%23tallas`],
    ['digg', `https://digg.com/submit?url=${U}`],
    ['skype', `https://web.skype.com/share?url=${U}&text=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda`],
    ['stumbleupon', `https://www.stumbleupon.com/submit?url=${U}&title=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda`],
    ['mix', `https://mix.com/add?url=${U}`],
    ['telegram', `https://t.me/share/url?url=${U}&text=Todo%20sobre%20%23tallas`],
    ['pocket', `https://getpocket.com/save?url=${U}&title=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda`],
    ['xing', `https://www.xing.com/spi/shares/new?url=${U}`],
    ['whatsapp', `https://wa.me/?text=*Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda*%0ATodo%20sobre%20%23tallas%0A${U}`],
    ['email', `mailto:?subject=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda&body=Todo%20sobre%20%23tallas%0A${U}`],
    ['print', 'print'],
  ])('%s → %s', (network, expected) => {
    expect(shareLink(network, post)).toBe(expected);
  });

  it.each([
    ['twitter', 'https://twitter.com/intent/tweet?url=https%3A%2F%2Ftienda.example%2Fp%2F'],
    ['pinterest', 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Ftienda.example%2Fp%2F'],
    ['whatsapp', 'https://wa.me/?text=https%3A%2F%2Ftienda.example%2Fp%2F'],
    ['email', 'mailto:?body=https%3A%2F%2Ftienda.example%2Fp%2F'],
    ['threads', 'https://www.threads.net/intent/post?text=https%3A%2F%2Ftienda.example%2Fp%2F'],
  ])('%s without title, text or image leaves those parameters out', (network, expected) => {
    expect(shareLink(network, bare)).toBe(expected);
  });

  it('the title stands in for a missing excerpt where the network posts one text', () => {
    expect(shareLink('telegram', { ...post, text: '' })).toBe(`https://t.me/share/url?url=${U}&text=Gu%C3%ADa%20de%20tallas%20%26%20medidas%20%7C%20Tienda`);
  });

  it.each([['google'], ['constructor'], ['__proto__'], ['']])('an unknown network (%j) has none', (network) => {
    expect(shareLink(network, post)).toBeNull();
  });

  it('every network Pro offers has one', () => {
    const pro = ['facebook', 'twitter', 'linkedin', 'pinterest', 'reddit', 'vk', 'odnoklassniki', 'tumblr', 'digg', 'skype', 'stumbleupon', 'mix', 'telegram', 'pocket', 'xing', 'whatsapp', 'email', 'print', 'x-twitter', 'threads'];
    expect([...NETWORK_NAMES].sort()).toEqual([...pro].sort());
  });
});

describe('networkOf', () => {
  it.each([
    [['elementor-share-btn', 'elementor-share-btn_facebook'], 'facebook'],
    [['elementor-share-btn_x-twitter', 'elementor-share-btn'], 'x-twitter'],
    [['elementor-share-btn', 'elementor-share-btn_'], null],
    [['elementor-share-btn'], null],
  ])('%j → %s', (classes, expected) => {
    expect(networkOf(classes)).toBe(expected);
  });
});

describe('what is shared', () => {
  const page = { href: 'https://tienda.example/blog/tallas/#medidas', title: 'Guía', excerpt: 'Resumen', image: 'https://tienda.example/i.jpg' };

  it.each([
    ['https://otra.example/x?a=1&b=2', { url: 'https://otra.example/x?a=1&b=2', title: '', text: '', image: '' }],
    ['/coleccion/', { url: 'https://tienda.example/coleccion/', title: '', text: '', image: '' }],
    ['javascript:alert(1)', { url: page.href, title: 'Guía', text: 'Resumen', image: 'https://tienda.example/i.jpg' }],
    ['data:text/html,hola', { url: page.href, title: 'Guía', text: 'Resumen' }],
    ['mailto:a@b.c', { url: page.href }],
    ['', { url: page.href, title: 'Guía' }],
    [undefined, { url: page.href, title: 'Guía' }],
    [42, { url: page.href }],
  ])('share_url.url %j → %j', (custom, expected) => {
    expect(shareParams(custom, page)).toMatchObject(expected);
  });

  it('drops a featured image that is not http(s)', () => {
    expect(shareParams(undefined, { ...page, image: 'javascript:x' }).image).toBe('');
  });

  it.each([
    ['https://tienda.example/p/?u=https://malo.example/', 'https://tienda.example/p/'],
    ['https://tienda.example/p/?u=no-es-url&v=1', 'https://tienda.example/p/?v=1'],
    ['https://tienda.example/p/?u=https://tienda.example/otra', 'https://tienda.example/p/?u=https://tienda.example/otra'],
    ['https://tienda.example/p/?talla=m#medidas', 'https://tienda.example/p/?talla=m#medidas'],
  ])('the page %s is shared as %s', (href, expected) => {
    expect(pageShareUrl(href)).toBe(expected);
  });

  it.each([
    ['https://a.example/', 'https://a.example/'],
    ['http://a.example', 'http://a.example/'],
    ['  https://a.example/x  ', 'https://a.example/x'],
    ['ftp://a.example/', null],
    ['https://', null],
    [null, null],
  ])('httpUrl(%j) → %j', (value, expected) => {
    expect(httpUrl(value, 'https://tienda.example/')).toBe(expected);
  });
});

describe('windowFeatures', () => {
  it.each([
    [{ width: 1920, height: 1080 }, 'toolbar=0,status=0,width=550,height=420,top=330,left=685'],
    [{ width: 1366, height: 768 }, 'toolbar=0,status=0,width=550,height=420,top=174,left=408'],
    [{ width: 375, height: 667 }, 'toolbar=0,status=0,width=550,height=420,top=124,left=0'],
  ])('centres the %j screen’s window', (screen, expected) => {
    expect(windowFeatures(SHARE_WINDOW_SIZE, screen)).toBe(expected);
  });
});
