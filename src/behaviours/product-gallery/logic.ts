/**
 * Pure rules of the product gallery: options from the page's `wc_single_product_params` merged over
 * spec §9 defaults, the PhotoSwipe v4 URL hash, lightbox items from image attributes, zoom
 * geometry. The lightbox's idle timer and share links are shared with the page builder's lightbox
 * (src/lightbox/logic.ts). No DOM here.
 */
import { keyIntent, moveIndex } from '../../core/roving';
import { readFlag as flagOption } from '../../core/flag';
import { GUESSED_LONG_SIDE, LIGHTBOX_DEFAULTS, type Size } from '../../lightbox/logic';

/** Spec §9 "Storefront timings and layout". */
export const SLIDER_DEFAULTS = { speed: 600, threshold: 5, slideshowSpeed: 7000, columns: 4 } as const;
/** A pointer that moved less than this between down and click clicked; farther, it swiped. */
export const TAP_MAX_PX = 10;
export const ZOOM_DEFAULTS = { duration: 120, magnify: 1 } as const;
// The lightbox's shared rules, for this gallery's modules and tests.
export {
  GUESSED_LONG_SIDE,
  IDLE_START,
  idleStep,
  LIGHTBOX_DEFAULTS,
  popupFeatures,
  safeHttpUrl,
  shareLinks,
  type IdleEvent,
  type IdleState,
  type ShareLink,
  type Size,
} from '../../lightbox/logic';

type Options = Record<string, unknown>;

/** A number as PHP or JSON prints it (`500` or `"500"`), or undefined. */
export function numberOption(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export interface SliderSettings {
  speed: number;
  threshold: number;
  /** FlexSlider's animationLoop. Swiper's loop reorders the slides in the DOM, rewind does not. */
  rewind: boolean;
  /** ms between slides, or null without a slideshow. */
  autoplayDelay: number | null;
  rtl: boolean;
  thumbnails: boolean;
}

/** `flexslider` options from the page win over spec §9's defaults. */
export function sliderSettings(flexslider: Options, reducedMotion: boolean): SliderSettings {
  const speed = numberOption(flexslider.animationSpeed);
  const delay = numberOption(flexslider.slideshowSpeed);
  const slideshow = flagOption(flexslider.slideshow) === true && !reducedMotion;
  return {
    speed: reducedMotion ? 0 : speed !== undefined && speed >= 0 ? speed : SLIDER_DEFAULTS.speed,
    threshold: SLIDER_DEFAULTS.threshold,
    rewind: flagOption(flexslider.animationLoop) === true,
    autoplayDelay: slideshow ? (delay !== undefined && delay > 0 ? delay : SLIDER_DEFAULTS.slideshowSpeed) : null,
    rtl: flagOption(flexslider.rtl) === true,
    thumbnails: flexslider.controlNav !== false && flexslider.controlNav !== 'false',
  };
}

/** `data-columns` (filter `woocommerce_product_thumbnails_columns`): thumbnails per row. */
export function thumbnailColumns(value: string | null | undefined): number {
  const columns = numberOption(value ?? undefined);
  return columns !== undefined && Number.isInteger(columns) && columns >= 1 && columns <= 12 ? columns : SLIDER_DEFAULTS.columns;
}

export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_MAX_PX;
}

/**
 * Slide index a key asks for in the slider or the thumbnail strip; null for other keys. With
 * FlexSlider's animationLoop the arrows go round from the last slide to the first.
 */
export function indexForKey(key: string, index: number, count: number, rtl: boolean, loop = false): number | null {
  const intent = keyIntent(key, { rtl });
  return intent ? moveIndex(intent, index, count, loop) : null;
}

// ---- zoom (jquery.zoom) ------------------------------------------------------------------------

export interface ZoomSettings {
  duration: number;
  magnify: number;
}

export function zoomSettings(zoomOptions: Options, reducedMotion: boolean): ZoomSettings {
  const duration = numberOption(zoomOptions.duration);
  const magnify = numberOption(zoomOptions.magnify);
  return {
    duration: reducedMotion ? 0 : duration !== undefined && duration >= 0 ? duration : ZOOM_DEFAULTS.duration,
    magnify: magnify !== undefined && magnify > 0 ? magnify : ZOOM_DEFAULTS.magnify,
  };
}

/** single-product.js: zoom only when the large image is wider than the gallery. */
export function zoomEligible(largeImageWidth: number, galleryWidth: number): boolean {
  return Number.isFinite(largeImageWidth) && largeImageWidth > galleryWidth;
}

/**
 * jquery.zoom's pointer tracking: the large image moves opposite to the pointer so the point under
 * it is the same point of the picture.
 */
export function zoomOffset(
  pointer: { x: number; y: number },
  box: { width: number; height: number },
  zoomed: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const xRatio = box.width > 0 ? (zoomed.width - box.width) / box.width : 0;
  const yRatio = box.height > 0 ? (zoomed.height - box.height) / box.height : 0;
  return {
    left: -clamp(pointer.x, box.width) * xRatio,
    top: -clamp(pointer.y, box.height) * yRatio,
  };
}

// ---- lightbox items ----------------------------------------------------------------------------

/** An image's attributes as printed by `wc_get_gallery_image_html` (woocommerce.md §3.4). */
export interface ImageRecord {
  large_image: string | null;
  large_image_width: string | null;
  large_image_height: string | null;
  alt: string | null;
  caption: string | null;
  title: string | null;
  /** The image shown in the page, a placeholder while the large one loads. */
  src: string | null;
  /** The link around it, the full-size file: the picture when `data-large_image` is missing. */
  href: string | null;
  /** The page image's `width`/`height` attributes, else its natural size (0 before it loads): its shape. */
  width: string | null;
  height: string | null;
  natural_width: number;
  natural_height: number;
}

/** Spec §3 "Gallery item": alt, src, w, h, title (PhotoSwipe 5 calls w/h width/height). */
export interface GalleryItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** `data-caption`, else `title`: written as text, never HTML. */
  caption: string;
  msrc?: string;
  /** No usable large size was printed (WordPress prints none for SVGs): width and height are a guess until the file loads. */
  sizeGuessed?: true;
}

/** An item always comes out: one image with bad attributes must not cost the others their lightbox. */
export interface BuiltItem {
  item: GalleryItem;
  /** What was wrong with the attributes, for the warning; null when nothing was. */
  problem: string | null;
}

function pixels(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** The picture's shape from the page image, scaled to GUESSED_LONG_SIDE; square when it has none. */
export function guessSize(record: Pick<ImageRecord, 'width' | 'height' | 'natural_width' | 'natural_height'>): Size {
  const width = pixels(record.width);
  const height = pixels(record.height);
  let ratio = 1;
  if (width !== null && height !== null) ratio = width / height;
  else if (record.natural_width > 0 && record.natural_height > 0) ratio = record.natural_width / record.natural_height;
  const long = GUESSED_LONG_SIDE;
  return ratio >= 1
    ? { width: long, height: Math.max(1, Math.round(long / ratio)) }
    : { width: Math.max(1, Math.round(long * ratio)), height: long };
}

/**
 * `known` is the size the lightbox learnt from the file itself on an earlier load, used instead of
 * a guess when the attributes are unusable.
 */
export function buildItem(record: ImageRecord, known?: Size): BuiltItem {
  const large = record.large_image?.trim() ?? '';
  const width = pixels(record.large_image_width);
  const height = pixels(record.large_image_height);
  let problem: string | null = null;
  if (!large) problem = 'has no data-large_image';
  else if (width === null) problem = `data-large_image_width is not a size in pixels (${JSON.stringify(record.large_image_width)})`;
  else if (height === null) problem = `data-large_image_height is not a size in pixels (${JSON.stringify(record.large_image_height)})`;
  const printed = width !== null && height !== null ? { width, height } : null;
  const size = printed ?? known ?? guessSize(record);
  const item: GalleryItem = {
    src: large || record.href?.trim() || '',
    width: size.width,
    height: size.height,
    alt: record.alt ?? '',
    caption: (record.caption?.trim() ? record.caption : record.title) ?? '',
  };
  if (record.src) item.msrc = record.src;
  if (!printed && !known) item.sizeGuessed = true;
  return { item, problem };
}

export interface BuiltItems {
  items: GalleryItem[];
  /** One line per image with bad attributes, naming it by its position. */
  problems: string[];
}

export function buildItems(records: readonly ImageRecord[], known: (src: string) => Size | undefined = () => undefined): BuiltItems {
  const items: GalleryItem[] = [];
  const problems: string[] = [];
  for (const [index, record] of records.entries()) {
    const src = record.large_image?.trim() || record.href?.trim() || '';
    const { item, problem } = buildItem(record, known(src));
    items.push(item);
    if (problem) problems.push(`gallery image ${index + 1} ${problem}`);
  }
  return { items, problems };
}

/** The one warning for a gallery's bad image attributes. */
export function describeProblems(problems: readonly string[]): string {
  return `${problems.join('; ')}; the lightbox sizes ${problems.length === 1 ? 'that image' : 'those images'} from the file itself`;
}

// ---- lightbox options --------------------------------------------------------------------------

export interface LightboxSettings {
  /** PhotoSwipe 5 core options. */
  core: {
    showAnimationDuration: number;
    hideAnimationDuration: number;
    zoomAnimationDuration: number;
    spacing: number;
    preload: [number, number];
    preloaderDelay: number;
    bgOpacity?: number;
    loop?: boolean;
    pinchToClose?: boolean;
    closeOnVerticalDrag?: boolean;
    escKey?: boolean;
    arrowKeys?: boolean;
    maxZoomLevel?: number;
    showHideAnimationType?: 'fade';
  };
  /** v4 `history`: the `#&gid=&pid=` hash. */
  history: boolean;
  /** v4 `shareEl`: the share button and menu. */
  share: boolean;
  /** v4 `timeToIdle` / `timeToIdleOutside`; 0 never hides the controls. */
  idleMs: number;
  idleOutsideMs: number;
}

/**
 * The site's own switch for the lightbox's URL hash: this class on the gallery or any element
 * around it (`woocommerce_single_product_image_gallery_classes` or `body_class` put it there).
 */
export const NO_LIGHTBOX_HISTORY = 'storefront-lightbox-history-off';

/**
 * `photoswipe_options` are PhotoSwipe v4 names (filter `woocommerce_single_product_photoswipe_options`);
 * the ones v5 still has, or has under another name, win over our defaults. All but `history`:
 * WooCommerce prints `history: false` on every site, its default and not a site owner's choice,
 * and the spec keeps the picture in the URL (§2), so only `historyOff` (NO_LIGHTBOX_HISTORY) turns
 * the hash off.
 */
export function lightboxSettings(options: Options, historyOff = false): LightboxSettings {
  const ms = (value: unknown, fallback: number) => {
    const n = numberOption(value);
    return n !== undefined && n >= 0 ? n : fallback;
  };
  const core: LightboxSettings['core'] = {
    showAnimationDuration: ms(options.showAnimationDuration, LIGHTBOX_DEFAULTS.animationMs),
    hideAnimationDuration: ms(options.hideAnimationDuration, LIGHTBOX_DEFAULTS.animationMs),
    zoomAnimationDuration: ms(options.zoomAnimationDuration, LIGHTBOX_DEFAULTS.animationMs),
    spacing: ms(options.spacing, LIGHTBOX_DEFAULTS.spacing),
    preload: LIGHTBOX_DEFAULTS.preload,
    preloaderDelay: ms(options.preloaderDelay, LIGHTBOX_DEFAULTS.preloaderDelay),
  };
  const preload = options.preload;
  if (Array.isArray(preload) && preload.length === 2) {
    const [before, after] = preload.map(numberOption);
    if (before !== undefined && after !== undefined && before >= 0 && after >= 0) core.preload = [before, after];
  }
  const opacity = numberOption(options.bgOpacity);
  if (opacity !== undefined && opacity >= 0 && opacity <= 1) core.bgOpacity = opacity;
  for (const key of ['loop', 'pinchToClose', 'closeOnVerticalDrag', 'escKey', 'arrowKeys'] as const) {
    const flag = flagOption(options[key]);
    if (flag !== undefined) core[key] = flag;
  }
  // v4's maxSpreadZoom is v5's maxZoomLevel; v4's showHideOpacity is v5's fade animation.
  const maxZoom = numberOption(options.maxZoomLevel ?? options.maxSpreadZoom);
  if (maxZoom !== undefined && maxZoom > 0) core.maxZoomLevel = maxZoom;
  if (flagOption(options.showHideOpacity) === true) core.showHideAnimationType = 'fade';
  return {
    core,
    history: !historyOff,
    share: flagOption(options.shareEl) !== false,
    idleMs: ms(options.timeToIdle, LIGHTBOX_DEFAULTS.idleMs),
    idleOutsideMs: ms(options.timeToIdleOutside, LIGHTBOX_DEFAULTS.idleOutsideMs),
  };
}

// ---- URL hash (PhotoSwipe v4 history module) ---------------------------------------------------

export interface HashTarget {
  /** The gallery's position on the page, 1-based. */
  gid: number;
  /** The picture's position in the gallery, 1-based. */
  pid: number;
}

const POSITIVE = /^[1-9]\d{0,5}$/;

/** Reads `#&gid=1&pid=3` (also after another hash, `#reviews&gid=1&pid=3`); numbers only. */
export function parseHash(hash: string): HashTarget | null {
  let gid: number | null = null;
  let pid: number | null = null;
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key, value = ''] = part.split('=');
    if (key === 'gid') gid = POSITIVE.test(value) ? Number(value) : null;
    if (key === 'pid') pid = POSITIVE.test(value) ? Number(value) : null;
  }
  return gid !== null && pid !== null ? { gid, pid } : null;
}

/** The hash without the lightbox's part, as v4 kept it to put back on close (no leading `#`). */
export function baseHash(hash: string): string {
  return hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => !/^(gid|pid)=/.test(part))
    .join('&');
}

export function formatHash(base: string, target: HashTarget): string {
  return `#${base}&gid=${target.gid}&pid=${target.pid}`;
}

