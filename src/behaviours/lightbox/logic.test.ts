import { describe, expect, it } from 'vitest';
import { captionOf, guessedSize, kitLightbox, opensLightbox, parseVideo, slideshowFor, type LinkRecord, type SlideRecord } from './logic';

const PAGE = 'https://tienda.example/galeria/';
const link = (overrides: Partial<LinkRecord>): LinkRecord => ({ href: null, download: false, open: null, video: null, ...overrides });

describe('which links open the lightbox', () => {
  it.each([
    ['an image asking for it', link({ href: '/a.jpg', open: 'yes' }), false, true],
    ['every image type', link({ href: '/a.JPEG', open: 'yes' }), false, true],
    ['png', link({ href: '/a.png', open: 'yes' }), false, true],
    ['gif', link({ href: '/a.gif', open: 'yes' }), false, true],
    ['svg', link({ href: '/a.svg', open: 'yes' }), false, true],
    ['webp with a query', link({ href: '/a.webp?ver=2', open: 'yes' }), false, true],
    ['avif with a hash', link({ href: '/a.avif#top', open: 'yes' }), false, true],
    ['a page', link({ href: '/tienda/', open: 'yes' }), true, false],
    ['an image name in the query only', link({ href: '/ver?f=a.jpg', open: 'yes' }), true, false],
    ['a download', link({ href: '/a.jpg', open: 'yes', download: true }), true, false],
    ['a video, whatever its href', link({ href: '#', open: 'yes', video: 'https://youtu.be/XHOmBV4js_E' }), false, true],
    ['an image without the attribute, global off', link({ href: '/a.jpg' }), false, false],
    ['an image without the attribute, global on', link({ href: '/a.jpg' }), true, true],
    ['an image refusing it, global on', link({ href: '/a.jpg', open: 'no' }), true, false],
    ['an image with another value, global on', link({ href: '/a.jpg', open: '' }), true, true],
    ['an image with another value, global off', link({ href: '/a.jpg', open: 'true' }), false, false],
  ])('%s', (_what, record, global, expected) => {
    expect(opensLightbox(record, global)).toBe(expected);
  });
});

describe('video URLs', () => {
  const yt = (id: string) => ({ ok: true, video: { kind: 'youtube', id, src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } });
  it.each([
    ['watch', 'https://www.youtube.com/watch?v=XHOmBV4js_E&list=x', yt('XHOmBV4js_E')],
    ['embed with its own parameters', 'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&autoplay=1', yt('XHOmBV4js_E')],
    ['short link', 'https://youtu.be/XHOmBV4js_E', yt('XHOmBV4js_E')],
    ['shorts', 'https://m.youtube.com/shorts/XHOmBV4js_E', yt('XHOmBV4js_E')],
    ['nocookie embed', 'https://www.youtube-nocookie.com/embed/XHOmBV4js_E', yt('XHOmBV4js_E')],
    [
      'a start time',
      'https://youtu.be/XHOmBV4js_E?t=42',
      { ok: true, video: { kind: 'youtube', id: 'XHOmBV4js_E', src: 'https://www.youtube-nocookie.com/embed/XHOmBV4js_E?autoplay=1&rel=0&start=42' } },
    ],
    ['vimeo', 'https://vimeo.com/76979871', { ok: true, video: { kind: 'vimeo', id: '76979871', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' } }],
    ['vimeo player', 'https://player.vimeo.com/video/76979871?h=abc', { ok: true, video: { kind: 'vimeo', id: '76979871', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' } }],
    ['hosted over https', 'https://cdn.example.net/taller.mp4', { ok: true, video: { kind: 'hosted', src: 'https://cdn.example.net/taller.mp4' } }],
    ['hosted on the page’s origin', '/wp-content/uploads/taller.webm', { ok: true, video: { kind: 'hosted', src: 'https://tienda.example/wp-content/uploads/taller.webm' } }],
  ])('%s', (_what, url, expected) => {
    expect(parseVideo(url, PAGE)).toEqual(expected);
  });

  it('the same origin counts for a page served over plain http (a local site)', () => {
    expect(parseVideo('/v.mp4', 'http://localhost:5173/galeria/')).toEqual({ ok: true, video: { kind: 'hosted', src: 'http://localhost:5173/v.mp4' } });
  });

  it.each([
    ['javascript', 'javascript:alert(1)', 'not an https URL (javascript:)'],
    ['data', 'data:video/mp4;base64,AAAA', 'not an https URL (data:)'],
    ['plain http elsewhere', 'http://videos.example.net/taller.mp4', 'not an https URL (http:)'],
    ['a YouTube page without an id', 'https://www.youtube.com/channel/UC123', 'YouTube URL without a video id'],
    ['a YouTube id with markup', 'https://www.youtube.com/watch?v=%22%3E%3Cimg%20src', 'YouTube URL without a video id'],
    ['a Vimeo page without an id', 'https://vimeo.com/channels/staff', 'Vimeo URL without a video id'],
    ['a page, not a file', 'https://example.net/video', 'neither a YouTube or Vimeo video nor a video file'],
  ])('refuses %s', (_what, url, reason) => {
    const parsed = parseVideo(url, PAGE);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });
});

const record = (overrides: Partial<SlideRecord>): SlideRecord => ({
  href: '/a.jpg',
  download: false,
  open: 'yes',
  video: null,
  slideshow: null,
  visible: true,
  title: null,
  description: null,
  shape: null,
  alt: null,
  ...overrides,
});

describe('slideshows', () => {
  it('a lone link is one slide, sized from its shape on the page until its file tells', () => {
    const show = slideshowFor([record({ href: '/a.jpg', title: 'A', shape: { width: 800, height: 600 } })], 0, PAGE);
    expect(show).toEqual({
      slides: [{ type: 'image', src: 'https://tienda.example/a.jpg', width: 2560, height: 1920, alt: 'A', caption: 'A', sizeGuessed: true }],
      index: 0,
      problems: [],
    });
  });

  it('groups the visible links of the clicked one’s slideshow in document order; other slideshows stay apart', () => {
    const records = [
      record({ href: '/1.jpg', slideshow: 's' }),
      record({ href: '/x.jpg', slideshow: 'other' }),
      record({ href: '/2.jpg', slideshow: 's', visible: false }),
      record({ href: '/3.jpg', slideshow: 's' }),
      record({ href: '/4.jpg', slideshow: 's', video: 'https://youtu.be/XHOmBV4js_E' }),
    ];
    const show = slideshowFor(records, 3, PAGE);
    expect(show.slides?.map((slide) => (slide.type === 'image' ? slide.src : slide.video.kind))).toEqual([
      'https://tienda.example/1.jpg',
      'https://tienda.example/3.jpg',
      'youtube',
    ]);
    expect(show).toMatchObject({ index: 1, problems: [] });
  });

  it('a hidden link that was clicked (a script’s own click) still opens, among the visible ones', () => {
    const records = [record({ href: '/1.jpg', slideshow: 's' }), record({ href: '/2.jpg', slideshow: 's', visible: false })];
    expect(slideshowFor(records, 1, PAGE)).toMatchObject({ index: 1, problems: [] });
  });

  it('leaves a bad member out with a problem; a bad clicked link opens nothing', () => {
    const records = [record({ href: '/1.jpg', slideshow: 's' }), record({ slideshow: 's', video: 'javascript:alert(1)' }), record({ href: '/3.jpg', slideshow: 's' })];
    const show = slideshowFor(records, 2, PAGE);
    expect(show.slides).toHaveLength(2);
    expect(show).toMatchObject({ index: 1, problems: ['data-elementor-lightbox-video "javascript:alert(1)" is not an https URL (javascript:)'] });
    expect(slideshowFor(records, 1, PAGE)).toEqual({ slides: null, problems: ['data-elementor-lightbox-video "javascript:alert(1)" is not an https URL (javascript:)'] });
    expect(slideshowFor([record({ href: 'javascript:alert(1)//a.jpg' })], 0, PAGE).slides).toBeNull();
  });

  it('captions: title, then description on its own line, as text', () => {
    expect(captionOf('Jarrón', '<b>hecho</b> a mano')).toBe('Jarrón\n<b>hecho</b> a mano');
    expect(captionOf(null, ' solo ')).toBe('solo');
    expect(captionOf('', null)).toBe('');
  });

  it.each([
    [{ width: 800, height: 600 }, { width: 2560, height: 1920 }],
    [{ width: 600, height: 800 }, { width: 1920, height: 2560 }],
    [null, { width: 2560, height: 2560 }],
    [{ width: 0, height: 10 }, { width: 2560, height: 2560 }],
  ])('guessed size from shape %j', (shape, expected) => {
    expect(guessedSize(shape)).toEqual(expected);
  });
});

describe('kit switches', () => {
  it.each([
    [null, { global: false, counter: true, zoom: true, share: true }],
    [{ global_image_lightbox: 'yes' }, { global: true, counter: true, zoom: true, share: true }],
    [{ global_image_lightbox: '', lightbox_enable_counter: '', lightbox_enable_zoom: 'yes', lightbox_enable_share: '' }, { global: false, counter: false, zoom: true, share: false }],
  ])('%j', (kit, expected) => {
    expect(kitLightbox(kit)).toEqual(expected);
  });
});
