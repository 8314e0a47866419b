import { describe, expect, it } from 'vitest';
import {
  baseHash,
  buildItem,
  buildItems,
  describeProblems,
  formatHash,
  GUESSED_LONG_SIDE,
  guessSize,
  IDLE_START,
  idleStep,
  indexForKey,
  isTap,
  lightboxSettings,
  parseHash,
  popupFeatures,
  safeHttpUrl,
  shareLinks,
  sliderSettings,
  thumbnailColumns,
  zoomEligible,
  zoomOffset,
  zoomSettings,
  type IdleEvent,
  type IdleState,
  type ImageRecord,
} from './logic';

const record = (overrides: Partial<ImageRecord> = {}): ImageRecord => ({
  large_image: '/wp-content/uploads/taza.jpg',
  large_image_width: '1200',
  large_image_height: '900',
  alt: 'Taza naranja',
  caption: '',
  title: 'Taza',
  src: '/wp-content/uploads/taza-600x450.jpg',
  href: '/wp-content/uploads/taza-full.jpg',
  width: '600',
  height: '450',
  natural_width: 0,
  natural_height: 0,
  ...overrides,
});

describe('the v4 URL hash', () => {
  it.each([
    ['#&gid=1&pid=3', { gid: 1, pid: 3 }],
    ['#&gid=2&pid=12', { gid: 2, pid: 12 }],
    ['#reviews&gid=1&pid=2', { gid: 1, pid: 2 }],
    ['&gid=1&pid=1', { gid: 1, pid: 1 }],
  ])('reads %s', (hash, target) => {
    expect(parseHash(hash)).toEqual(target);
  });

  it.each([
    '',
    '#',
    '#reviews',
    '#&gid=1',
    '#&pid=3',
    '#&gid=0&pid=1',
    '#&gid=1&pid=0',
    '#&gid=1&pid=-2',
    '#&gid=1&pid=3.5',
    '#&gid=1&pid=1e3',
    '#&gid=1&pid=03',
    '#&gid=1&pid=<img src=x onerror=alert(1)>',
    '#&gid=1&pid=3%3Cscript%3E',
    '#&gid=x&pid=3',
    '#&gid=1&pid=99999999999',
  ])('ignores garbage: %s', (hash) => {
    expect(parseHash(hash)).toBeNull();
  });

  it('writes #&gid=&pid= after what the hash held before, as v4 did', () => {
    expect(formatHash('', { gid: 1, pid: 3 })).toBe('#&gid=1&pid=3');
    expect(formatHash('reviews', { gid: 2, pid: 1 })).toBe('#reviews&gid=2&pid=1');
  });

  it.each([
    ['#&gid=1&pid=3', ''],
    ['#reviews&gid=1&pid=3', 'reviews'],
    ['#reviews', 'reviews'],
    ['', ''],
  ])('keeps the rest of %s to put back on close', (hash, base) => {
    expect(baseHash(hash)).toBe(base);
  });

  it('round-trips', () => {
    const hash = formatHash(baseHash('#tab-description'), { gid: 1, pid: 4 });
    expect(parseHash(hash)).toEqual({ gid: 1, pid: 4 });
    expect(baseHash(hash)).toBe('tab-description');
  });
});

describe('lightbox items from image attributes', () => {
  it('maps data-large_image*, alt and the caption (data-caption, else title)', () => {
    expect(buildItem(record())).toEqual({
      item: {
        src: '/wp-content/uploads/taza.jpg',
        width: 1200,
        height: 900,
        alt: 'Taza naranja',
        caption: 'Taza',
        msrc: '/wp-content/uploads/taza-600x450.jpg',
      },
      problem: null,
    });
    expect(buildItem(record({ caption: 'Hecha a mano' })).item.caption).toBe('Hecha a mano');
    expect(buildItem(record({ caption: null, title: null, alt: null })).item).toMatchObject({ caption: '', alt: '' });
  });

  it.each([
    [{ large_image_width: null }, 'data-large_image_width is not a size in pixels (null)'],
    [{ large_image_width: '' }, 'data-large_image_width is not a size in pixels ("")'],
    [{ large_image_width: 'ancho' }, 'data-large_image_width is not a size in pixels ("ancho")'],
    [{ large_image_width: '0' }, 'data-large_image_width is not a size in pixels ("0")'],
    [{ large_image_width: '12.5' }, 'data-large_image_width is not a size in pixels ("12.5")'],
    [{ large_image_height: '-900' }, 'data-large_image_height is not a size in pixels ("-900")'],
  ])('still builds the item for %j, its size guessed from the page image’s shape, and names the problem', (overrides, problem) => {
    const built = buildItem(record(overrides));
    expect(built.problem).toBe(problem);
    // The page image is 600x450: 4:3, scaled to WordPress's 2560 px cap.
    expect(built.item).toMatchObject({ src: '/wp-content/uploads/taza.jpg', width: 2560, height: 1920, sizeGuessed: true });
  });

  it('takes the linked file when data-large_image is missing', () => {
    const built = buildItem(record({ large_image: '  ' }));
    expect(built.problem).toBe('has no data-large_image');
    expect(built.item).toMatchObject({ src: '/wp-content/uploads/taza-full.jpg', width: 1200, height: 900 });
    expect(built.item.sizeGuessed).toBeUndefined();
  });

  it('uses the size learnt from the file over a guess', () => {
    const built = buildItem(record({ large_image_width: '' }), { width: 800, height: 640 });
    expect(built.item).toMatchObject({ width: 800, height: 640 });
    expect(built.item.sizeGuessed).toBeUndefined();
    expect(built.problem).toBe('data-large_image_width is not a size in pixels ("")');
  });

  it.each([
    [{ width: '600', height: '450' }, { width: 2560, height: 1920 }],
    [{ width: '450', height: '600' }, { width: 1920, height: 2560 }],
    [{ width: null, height: null, natural_width: 300, natural_height: 150 }, { width: 2560, height: 1280 }],
    [{ width: '', height: '1', natural_width: 0, natural_height: 0 }, { width: GUESSED_LONG_SIDE, height: GUESSED_LONG_SIDE }],
  ])('guesses from the page image %j: %j', (overrides, size) => {
    expect(guessSize(record(overrides))).toEqual(size);
  });

  it('builds every image of a gallery, naming each unusable one', () => {
    const built = buildItems([record(), record({ large_image_width: 'x' }), record(), record({ large_image_height: '' })]);
    expect(built.items).toHaveLength(4);
    expect(built.items.map((item) => item.width)).toEqual([1200, 2560, 1200, 2560]);
    expect(built.problems).toEqual([
      'gallery image 2 data-large_image_width is not a size in pixels ("x")',
      'gallery image 4 data-large_image_height is not a size in pixels ("")',
    ]);
    expect(describeProblems(built.problems)).toBe(
      'gallery image 2 data-large_image_width is not a size in pixels ("x"); gallery image 4 data-large_image_height is not a size in pixels (""); the lightbox sizes those images from the file itself',
    );
    expect(buildItems([record(), record({ large_image: '/b.jpg' })])).toEqual({
      items: [expect.objectContaining({ src: '/wp-content/uploads/taza.jpg' }), expect.objectContaining({ src: '/b.jpg' })],
      problems: [],
    });
  });

  it('looks learnt sizes up by the picture’s URL', () => {
    const known = new Map([['/b.jpg', { width: 640, height: 480 }]]);
    const built = buildItems([record({ large_image: '/b.jpg', large_image_width: '' })], (src) => known.get(src));
    expect(built.items[0]).toMatchObject({ width: 640, height: 480 });
  });

  it.each([
    ['/wp-content/uploads/a.jpg', 'https://tienda.example/wp-content/uploads/a.jpg'],
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,xx', null],
    ['http://[', null],
  ])('links %s only when it is http(s)', (raw, href) => {
    expect(safeHttpUrl(raw, 'https://tienda.example/producto/taza/')).toBe(href);
  });
});

describe('slider options', () => {
  it('uses spec §9 defaults: 600 ms, threshold 5, no slideshow, no loop, thumbnails', () => {
    expect(sliderSettings({}, false)).toEqual({
      speed: 600,
      threshold: 5,
      rewind: false,
      autoplayDelay: null,
      rtl: false,
      thumbnails: true,
    });
  });

  it("lets the page's flexslider options win (WooCommerce's animationSpeed 500)", () => {
    expect(sliderSettings({ animationSpeed: 500, animationLoop: true, rtl: true, controlNav: false }, false)).toMatchObject({
      speed: 500,
      rewind: true,
      rtl: true,
      thumbnails: false,
    });
    expect(sliderSettings({ animationSpeed: '350' }, false).speed).toBe(350);
    expect(sliderSettings({ animationSpeed: 'slow' }, false).speed).toBe(600);
  });

  it('runs a slideshow only when asked, every 7000 ms unless the page says otherwise', () => {
    expect(sliderSettings({ slideshow: true }, false).autoplayDelay).toBe(7000);
    expect(sliderSettings({ slideshow: true, slideshowSpeed: 3000 }, false).autoplayDelay).toBe(3000);
    expect(sliderSettings({ slideshow: false, slideshowSpeed: 3000 }, false).autoplayDelay).toBeNull();
  });

  it('under reduced motion: no animation and no slideshow', () => {
    expect(sliderSettings({ animationSpeed: 500, slideshow: true }, true)).toMatchObject({ speed: 0, autoplayDelay: null });
  });

  it.each([
    ['4', 4],
    ['3', 3],
    [null, 4],
    ['', 4],
    ['cuatro', 4],
    ['0', 4],
    ['2.5', 4],
  ])('thumbnails per row from data-columns=%j: %i', (value, columns) => {
    expect(thumbnailColumns(value)).toBe(columns);
  });

  it.each([
    [0, 0, true],
    [6, 7, true],
    [9.9, 0, true],
    [10, 0, false],
    [0, -12, false],
  ])('a pointer that moved (%i, %i) clicked: %s', (dx, dy, tap) => {
    expect(isTap(dx, dy)).toBe(tap);
  });

  it.each([
    ['ArrowRight', 1, false, 2],
    ['ArrowLeft', 1, false, 0],
    ['ArrowLeft', 0, false, 0],
    ['ArrowRight', 4, false, 4],
    ['ArrowLeft', 1, true, 2],
    ['ArrowRight', 1, true, 0],
    ['Home', 3, false, 0],
    ['End', 1, false, 4],
    ['Enter', 1, false, null],
  ])('%s from slide %i (rtl %s) goes to %s', (key, index, rtl, next) => {
    expect(indexForKey(key, index, 5, rtl)).toBe(next);
  });

  it.each([
    ['ArrowRight', 4, 0],
    ['ArrowLeft', 0, 4],
    ['ArrowRight', 2, 3],
  ])('with animationLoop, %s from slide %i goes round to %i', (key, index, next) => {
    expect(indexForKey(key, index, 5, false, true)).toBe(next);
  });
});

describe('zoom', () => {
  it('zooms only when the large image is wider than the gallery', () => {
    expect(zoomEligible(1200, 578)).toBe(true);
    expect(zoomEligible(578, 578)).toBe(false);
    expect(zoomEligible(400, 578)).toBe(false);
    expect(zoomEligible(Number.NaN, 578)).toBe(false);
  });

  it('uses 120 ms and magnify 1 unless zoom_options say otherwise; no fade under reduced motion', () => {
    expect(zoomSettings({}, false)).toEqual({ duration: 120, magnify: 1 });
    expect(zoomSettings({ duration: 300, magnify: 1.5 }, false)).toEqual({ duration: 300, magnify: 1.5 });
    expect(zoomSettings({ duration: 'x', magnify: 0 }, true)).toEqual({ duration: 0, magnify: 1 });
  });

  it('moves the large image opposite to the pointer, clamped to the box', () => {
    const box = { width: 600, height: 400 };
    const zoomed = { width: 1200, height: 800 };
    expect(zoomOffset({ x: 0, y: 0 }, box, zoomed)).toEqual({ left: -0, top: -0 });
    expect(zoomOffset({ x: 300, y: 200 }, box, zoomed)).toEqual({ left: -300, top: -200 });
    expect(zoomOffset({ x: 600, y: 400 }, box, zoomed)).toEqual({ left: -600, top: -400 });
    expect(zoomOffset({ x: 900, y: -50 }, box, zoomed)).toEqual({ left: -600, top: -0 });
  });
});

describe('lightbox options', () => {
  it('uses spec §9 defaults: 333 ms, spacing 0.12, preload 1 and 1, loading indicator after 1000 ms, idle 4000/1000 ms', () => {
    expect(lightboxSettings({})).toEqual({
      core: {
        showAnimationDuration: 333,
        hideAnimationDuration: 333,
        zoomAnimationDuration: 333,
        spacing: 0.12,
        preload: [1, 1],
        preloaderDelay: 1000,
      },
      history: true,
      share: true,
      idleMs: 4000,
      idleOutsideMs: 1000,
    });
  });

  it("lets WooCommerce's photoswipe_options win (v4 names)", () => {
    const settings = lightboxSettings({
      shareEl: false,
      closeOnScroll: false,
      history: false,
      hideAnimationDuration: 0,
      showAnimationDuration: 0,
      bgOpacity: 0.9,
      spacing: 0.2,
      preload: [2, 3],
      loop: false,
      maxSpreadZoom: 3,
      showHideOpacity: true,
      timeToIdle: 0,
      timeToIdleOutside: '500',
    });
    expect(settings).toMatchObject({ share: false, idleMs: 0, idleOutsideMs: 500 });
    expect(settings.core).toMatchObject({
      showAnimationDuration: 0,
      hideAnimationDuration: 0,
      bgOpacity: 0.9,
      spacing: 0.2,
      preload: [2, 3],
      loop: false,
      maxZoomLevel: 3,
      showHideAnimationType: 'fade',
    });
  });

  it("keeps the URL hash over WooCommerce's stock history: false (spec §2); the site's switch turns it off", () => {
    expect(lightboxSettings({ history: false }).history).toBe(true);
    expect(lightboxSettings({ history: '' }).history).toBe(true);
    expect(lightboxSettings({ history: false }, true).history).toBe(false);
    expect(lightboxSettings({ history: true }, true).history).toBe(false);
  });

  it('ignores options of the wrong type', () => {
    const settings = lightboxSettings({ bgOpacity: 4, preload: [1], spacing: 'wide', history: 'perhaps', showAnimationDuration: -5 });
    expect(settings.core).toMatchObject({ spacing: 0.12, preload: [1, 1], showAnimationDuration: 333 });
    expect(settings.core.bgOpacity).toBeUndefined();
    expect(settings.history).toBe(true);
  });
});

describe('controls idle timer', () => {
  const delays = { idleMs: 4000, idleOutsideMs: 1000 };
  const run = (events: IdleEvent[]) => {
    let state: IdleState = IDLE_START;
    let timerMs: number | null = null;
    for (const event of events) ({ state, timerMs } = idleStep(state, event, delays));
    return { state, timerMs };
  };

  it('activity shows the controls and hides them after 4000 ms', () => {
    expect(run(['activity'])).toEqual({ state: { idle: false, outside: false, held: false }, timerMs: 4000 });
    expect(run(['activity', 'timeout'])).toEqual({ state: { idle: true, outside: false, held: false }, timerMs: null });
    expect(run(['activity', 'timeout', 'activity'])).toEqual({ state: { idle: false, outside: false, held: false }, timerMs: 4000 });
  });

  it('once the pointer left the window they hide after 1000 ms', () => {
    expect(run(['activity', 'leave'])).toEqual({ state: { idle: false, outside: true, held: false }, timerMs: 1000 });
    expect(run(['activity', 'leave', 'timeout']).state.idle).toBe(true);
    expect(run(['activity', 'leave', 'activity'])).toEqual({ state: { idle: false, outside: false, held: false }, timerMs: 4000 });
  });

  it('never hides while held (the share menu is open)', () => {
    expect(run(['activity', 'hold'])).toEqual({ state: { idle: false, outside: false, held: true }, timerMs: null });
    expect(run(['hold', 'activity']).timerMs).toBeNull();
    expect(run(['hold', 'leave']).timerMs).toBeNull();
    expect(run(['hold', 'timeout']).state.idle).toBe(false);
    expect(run(['hold', 'release'])).toEqual({ state: { idle: false, outside: false, held: false }, timerMs: 4000 });
  });

  it('a delay of 0 never hides (v4 timeToIdle: 0)', () => {
    expect(idleStep(IDLE_START, 'activity', { idleMs: 0, idleOutsideMs: 0 }).timerMs).toBeNull();
    expect(idleStep(IDLE_START, 'leave', { idleMs: 0, idleOutsideMs: 0 }).timerMs).toBeNull();
  });
});

describe('share', () => {
  const page = 'https://tienda.example/producto/taza/#&gid=1&pid=2';
  const image = 'https://tienda.example/wp-content/uploads/taza.jpg';

  it('builds the three services with every value URL-encoded', () => {
    expect(shareLinks(page, image, 'Taza & plato "Amanecer"')).toEqual([
      { id: 'facebook', url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftienda.example%2Fproducto%2Ftaza%2F%23%26gid%3D1%26pid%3D2' },
      {
        id: 'x',
        url: 'https://x.com/intent/post?text=Taza%20%26%20plato%20%22Amanecer%22&url=https%3A%2F%2Ftienda.example%2Fproducto%2Ftaza%2F%23%26gid%3D1%26pid%3D2',
      },
      {
        id: 'pinterest',
        url:
          'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Ftienda.example%2Fproducto%2Ftaza%2F%23%26gid%3D1%26pid%3D2' +
          '&media=https%3A%2F%2Ftienda.example%2Fwp-content%2Fuploads%2Ftaza.jpg&description=Taza%20%26%20plato%20%22Amanecer%22',
      },
    ]);
  });

  it('opens a 550x420 popup centred on the browser window', () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1280, height: 800 })).toBe(
      'popup=yes,width=550,height=420,left=465,top=240,noopener,noreferrer',
    );
    expect(popupFeatures({ left: 0, top: 0, width: 400, height: 300 })).toContain('width=550,height=420,left=0,top=0');
  });
});
