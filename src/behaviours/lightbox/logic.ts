/**
 * The page builder's lightbox links (elementor-widgets.md §1.2): which links open it, which links
 * form a slideshow, and what each slide shows (an image, or a video in a frame). No DOM here.
 */
import { GUESSED_LONG_SIDE, safeHttpUrl, type Size } from '../../lightbox/logic';

/** Elementor's image-file test (its `isLightboxLink`): the path before any query ends in an image type. */
const IMAGE_FILE = /^[^?#]+\.(png|jpe?g|gif|svg|webp|avif)(\?[^#]*)?(#.*)?$/i;

export interface LinkRecord {
  /** The link's `href` attribute as printed (resolved by the caller when it opens). */
  href: string | null;
  download: boolean;
  /** `data-elementor-open-lightbox`: "yes", "no", anything else or absent. */
  open: string | null;
  /** `data-elementor-lightbox-video`. */
  video: string | null;
}

/**
 * Whether a click on the link opens the lightbox: it points to an image file (and is no download)
 * or carries a video, and either asks for the lightbox itself or the kit's `global_image_lightbox`
 * is on and the link does not refuse it with "no".
 */
export function opensLightbox(link: LinkRecord, globalLightbox: boolean): boolean {
  const media = link.video !== null || (!link.download && link.href !== null && IMAGE_FILE.test(link.href.trim()));
  if (!media) return false;
  return link.open === 'yes' || (globalLightbox && link.open !== 'no');
}

// ---- videos ------------------------------------------------------------------------------------

export type Video =
  | { kind: 'youtube'; id: string; src: string }
  | { kind: 'vimeo'; id: string; src: string }
  | { kind: 'hosted'; src: string };

export type VideoResult = { ok: true; video: Video } | { ok: false; reason: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'watch') return url.searchParams.get('v');
  if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') return parts[1] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? (parts[1] ?? null) : null;
  // vimeo.com/123, vimeo.com/channels/staff/123, vimeo.com/123/abcdef (unlisted): the first all-digit part.
  return parts.find((part) => VIMEO_ID.test(part)) ?? null;
}

/**
 * `data-elementor-lightbox-video`: a YouTube or Vimeo address (watch, short or embed form) becomes
 * that host's embed, built here from the id alone (YouTube's privacy-enhanced host, no tracking
 * cookie before play; Vimeo with do-not-track), so nothing else of the page's URL reaches the frame.
 * Any other address is a hosted file, played in a `<video>`: over https, or from the page's own
 * origin. Everything else (a `javascript:` URL, plain http elsewhere, an unknown page) is refused.
 */
export function parseVideo(raw: string, pageUrl: string): VideoResult {
  let url: URL;
  try {
    url = new URL(raw.trim(), pageUrl);
  } catch {
    return { ok: false, reason: 'is not a URL' };
  }
  const sameOrigin = url.origin === new URL(pageUrl).origin && (url.protocol === 'http:' || url.protocol === 'https:');
  if (url.protocol !== 'https:' && !sameOrigin) return { ok: false, reason: `is not an https URL (${url.protocol})` };
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    if (!id || !YOUTUBE_ID.test(id)) return { ok: false, reason: 'is a YouTube URL without a video id' };
    const start = Number.parseInt(url.searchParams.get('start') ?? url.searchParams.get('t') ?? '', 10);
    const query = `autoplay=1&rel=0${Number.isFinite(start) && start > 0 ? `&start=${start}` : ''}`;
    return { ok: true, video: { kind: 'youtube', id, src: `https://www.youtube-nocookie.com/embed/${id}?${query}` } };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(url);
    if (!id || !VIMEO_ID.test(id)) return { ok: false, reason: 'is a Vimeo URL without a video id' };
    return { ok: true, video: { kind: 'vimeo', id, src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` } };
  }
  if (!VIDEO_FILE.test(url.pathname)) return { ok: false, reason: 'is neither a YouTube or Vimeo video nor a video file' };
  return { ok: true, video: { kind: 'hosted', src: url.href } };
}

// ---- slides ------------------------------------------------------------------------------------

/** A link as the lightbox reads it when it opens. */
export interface SlideRecord extends LinkRecord {
  /** `data-elementor-lightbox-slideshow`, or null for a single picture. */
  slideshow: string | null;
  /** Shown on the page now (a filtered gallery hides the rest, a carousel duplicates its slides). */
  visible: boolean;
  title: string | null;
  description: string | null;
  /** The picture's shape on the page, when it tells one (`data-width`/`data-height`, an img's size). */
  shape: Size | null;
  alt: string | null;
}

export type Slide =
  | { type: 'image'; src: string; width: number; height: number; alt: string; caption: string; sizeGuessed?: true }
  | { type: 'sf-video'; video: Video; width: number; height: number; alt: string; caption: string };

/** A 16:9 frame, as Elementor's video lightbox (its `aspect_ratio` default 169). */
export const VIDEO_SIZE: Size = { width: 1600, height: 900 };

/** The picture's size before its file tells it: its shape on the page, scaled to GUESSED_LONG_SIDE; else square. */
export function guessedSize(shape: Size | null): Size {
  const ratio = shape && shape.width > 0 && shape.height > 0 ? shape.width / shape.height : 1;
  const long = GUESSED_LONG_SIDE;
  return ratio >= 1
    ? { width: long, height: Math.max(1, Math.round(long / ratio)) }
    : { width: Math.max(1, Math.round(long * ratio)), height: long };
}

/** Title and description, each on its own line (CSS keeps the break), both as text. */
export function captionOf(title: string | null, description: string | null): string {
  return [title, description].map((part) => part?.trim() ?? '').filter(Boolean).join('\n');
}

export type SlideResult = { ok: true; slide: Slide } | { ok: false; reason: string };

export function slideOf(record: SlideRecord, pageUrl: string): SlideResult {
  const caption = captionOf(record.title, record.description);
  const alt = record.alt?.trim() || record.title?.trim() || '';
  if (record.video !== null) {
    const parsed = parseVideo(record.video, pageUrl);
    if (!parsed.ok) return { ok: false, reason: `data-elementor-lightbox-video ${JSON.stringify(record.video.slice(0, 80))} ${parsed.reason}` };
    return { ok: true, slide: { type: 'sf-video', video: parsed.video, ...VIDEO_SIZE, alt, caption } };
  }
  const src = safeHttpUrl(record.href ?? '', pageUrl);
  if (!src) return { ok: false, reason: `the link's href ${JSON.stringify((record.href ?? '').slice(0, 80))} is not an http(s) URL` };
  return { ok: true, slide: { type: 'image', src, ...guessedSize(record.shape), alt, caption, sizeGuessed: true } };
}

export interface Slideshow {
  slides: Slide[];
  /** The clicked link's slide. */
  index: number;
  /** One line per link left out for a bad URL. */
  problems: string[];
}

/**
 * What the lightbox shows for a click on `records[clicked]`: a lone slide, or every visible link of
 * its slideshow in document order (the clicked one always among them). A link with a bad URL is
 * left out of a slideshow; when it is the clicked one, nothing opens (null slides).
 */
export function slideshowFor(records: readonly SlideRecord[], clicked: number, pageUrl: string): Slideshow | { slides: null; problems: string[] } {
  const target = records[clicked];
  if (!target) return { slides: null, problems: [] };
  const members =
    target.slideshow === null
      ? [clicked]
      : records.flatMap((record, i) => (record.slideshow === target.slideshow && (record.visible || i === clicked) ? [i] : []));
  const slides: Slide[] = [];
  const problems: string[] = [];
  let index = -1;
  for (const i of members) {
    const result = slideOf(records[i]!, pageUrl);
    if (!result.ok) {
      problems.push(result.reason);
      if (i === clicked) return { slides: null, problems: [result.reason] };
      continue;
    }
    if (i === clicked) index = slides.length;
    slides.push(result.slide);
  }
  return { slides, index, problems };
}

// ---- kit settings ------------------------------------------------------------------------------

export interface KitLightbox {
  /** `global_image_lightbox`: every image link opens the lightbox unless it says "no". */
  global: boolean;
  counter: boolean;
  zoom: boolean;
  share: boolean;
}

/**
 * The kit's lightbox switches (`elementorFrontendConfig.kit`): the global one is off unless "yes";
 * counter, zoom and share are on unless the kit prints them as something other than "yes" (the
 * kit's defaults are on, and a switched-off control prints an empty value).
 */
export function kitLightbox(kit: Record<string, unknown> | null): KitLightbox {
  const on = (key: string) => !kit || kit[key] === undefined || kit[key] === 'yes';
  return {
    global: kit?.global_image_lightbox === 'yes',
    counter: on('lightbox_enable_counter'),
    zoom: on('lightbox_enable_zoom'),
    share: on('lightbox_enable_share'),
  };
}
