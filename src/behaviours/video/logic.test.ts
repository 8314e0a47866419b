import { describe, expect, it } from 'vitest';
import { aspectRatio, embedUrl, hostedParams, isVideoType, loopStart, mediaUrl, videoOptions, youtubePlayerSetup } from './logic';

const PAGE = 'https://tienda.example/taller/';

describe('embed addresses that may go into a player frame', () => {
  it.each([
    'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&start&end&wmode=opaque&loop=0&controls=1',
    'https://www.youtube-nocookie.com/embed/XHOmBV4js_E?rel=0',
    'https://player.vimeo.com/video/235215203?color&autopause=0#t=0h0m30s',
    'https://www.dailymotion.com/embed/video/x8abc12?controls=1',
    'https://geo.dailymotion.com/player.html?video=x8abc12',
    'https://videopress.com/embed/kUJmAcSf?autoPlay=0',
    '  https://player.vimeo.com/video/1  ',
  ])('%s', (address) => expect(embedUrl(address)?.href).toBe(new URL(address.trim()).href));

  it.each([
    ['plain http', 'http://www.youtube.com/embed/XHOmBV4js_E'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another host', 'https://evil.example/embed/XHOmBV4js_E'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/XHOmBV4js_E'],
    ['credentials', 'https://user:pass@www.youtube.com/embed/XHOmBV4js_E'],
    ['a port', 'https://player.vimeo.com:8443/video/1'],
    ['a watch page, not an embed', 'https://www.youtube.com/watch?v=XHOmBV4js_E'],
    ['a relative address', '/embed/XHOmBV4js_E'],
    ['nothing', ''],
  ])('refuses %s', (_what, address) => expect(embedUrl(address)).toBeNull());
});

describe('self-hosted video addresses', () => {
  it.each([
    ['https://tienda.example/wp-content/uploads/torno.mp4', 'https://tienda.example/wp-content/uploads/torno.mp4'],
    ['/wp-content/uploads/torno.mp4', 'https://tienda.example/wp-content/uploads/torno.mp4'],
    ['http://cdn.example/torno.webm', 'http://cdn.example/torno.webm'],
  ])('%s → %s', (address, expected) => expect(mediaUrl(address, PAGE)).toBe(expected));

  it.each(['javascript:alert(1)', 'data:video/mp4;base64,AAAA', '', 'http://[bad'])('refuses %j', (address) => expect(mediaUrl(address, PAGE)).toBeNull());
});

describe('settings', () => {
  it('reads switchers, seconds and the privacy and lazy options as Elementor prints them', () => {
    expect(
      videoOptions({ autoplay: 'yes', mute: 'yes', loop: 'yes', controls: 'yes', rel: '', play_on_mobile: 'yes', cc_load_policy: 'yes', start: '12', end: 95, yt_privacy: 'yes', lazy_load: 'yes' }),
    ).toEqual({
      autoplay: true,
      mute: true,
      loop: true,
      controls: true,
      rel: false,
      playOnMobile: true,
      modestBranding: false,
      captions: true,
      start: 12,
      end: 95,
      privacy: true,
      lazyLoad: true,
    });
  });

  it.each([
    [undefined, null],
    ['', null],
    ['abc', null],
    [-5, null],
    [7.8, 7],
    [{ size: 30, unit: 's' }, 30],
  ])('start %j → %j', (start, expected) => expect(videoOptions({ start }).start).toBe(expected));

  it.each([
    ['youtube', true],
    ['vimeo', true],
    ['dailymotion', true],
    ['videopress', true],
    ['hosted', true],
    ['tiktok', false],
    [1, false],
  ])('video_type %j is known: %s', (type, known) => expect(isVideoType(type)).toBe(known));
});

describe('the YouTube player options (prepareYTVideo)', () => {
  const base = videoOptions({});

  it('maps the switchers to 0/1 player vars and leaves out what is not set', () => {
    expect(youtubePlayerSetup('XHOmBV4js_E', videoOptions({ controls: 'yes' }), 'https://tienda.example')).toEqual({
      videoId: 'XHOmBV4js_E',
      playerVars: { controls: 1, rel: 0, playsinline: 0, modestbranding: 0, autoplay: 0 },
    });
  });

  it('passes start, end, autoplay and captions', () => {
    const setup = youtubePlayerSetup('XHOmBV4js_E', { ...base, start: 12, end: 95, autoplay: true, captions: true }, 'https://tienda.example');
    expect(setup.playerVars).toMatchObject({ start: 12, end: 95, autoplay: 1, cc_load_policy: 1 });
  });

  it('privacy mode: the no-cookie host, and the page origin where the API reads it', () => {
    expect(youtubePlayerSetup('XHOmBV4js_E', { ...base, privacy: true }, 'https://tienda.example')).toEqual({
      videoId: 'XHOmBV4js_E',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { controls: 0, rel: 0, playsinline: 0, modestbranding: 0, autoplay: 0, origin: 'https://tienda.example' },
    });
  });

  it('a loop starts again at the start setting, else at 0', () => {
    expect(loopStart({ ...base, start: 12 })).toBe(12);
    expect(loopStart(base)).toBe(0);
  });
});

describe('the lightbox', () => {
  it.each([
    ['169', '16 / 9'],
    ['219', '21 / 9'],
    ['43', '4 / 3'],
    ['32', '3 / 2'],
    ['11', '1 / 1'],
    ['916', '9 / 16'],
    [undefined, '16 / 9'],
    ['nonsense', '16 / 9'],
  ])('aspect ratio %j → %s', (value, ratio) => expect(aspectRatio(value)).toBe(ratio));

  it('a hosted video plays at once with the params the widget printed; a poster that is no http(s) address is dropped', () => {
    expect(hostedParams({ loop: '', controls: '', muted: 'muted', playsinline: '', controlsList: 'nodownload', preload: 'metadata', poster: '/p.jpg' }, PAGE)).toEqual({
      autoplay: true,
      loop: true,
      controls: true,
      muted: true,
      playsinline: true,
      noDownload: true,
      preload: 'metadata',
      poster: 'https://tienda.example/p.jpg',
    });
    expect(hostedParams({ poster: 'javascript:alert(1)', preload: 'everything' }, PAGE)).toMatchObject({ poster: null, preload: null, controls: false });
    expect(hostedParams('not an object', PAGE)).toMatchObject({ autoplay: true, loop: false });
  });
});
