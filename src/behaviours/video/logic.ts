/**
 * The rules of the page builder's video widget (Elementor's `video.default`, elementor.md §5
 * "Video", elementor-widgets.md §5.4): which addresses may go into a player frame, the YouTube
 * player's options from the widget's settings, and the lightbox's frame. Pure: no DOM.
 */
import { isOn, sliderSize, textSetting, type Settings } from '../../page-builder/settings';

export type VideoType = 'youtube' | 'vimeo' | 'dailymotion' | 'videopress' | 'hosted';
export const VIDEO_TYPES: readonly VideoType[] = ['youtube', 'vimeo', 'dailymotion', 'videopress', 'hosted'];

export function isVideoType(value: unknown): value is VideoType {
  return typeof value === 'string' && (VIDEO_TYPES as readonly string[]).includes(value);
}

/** The player hosts whose embed addresses may go into an iframe, by host name, and their embed paths. */
const EMBED_HOSTS: Readonly<Record<string, { provider: Exclude<VideoType, 'hosted'>; paths: readonly string[] }>> = {
  'www.youtube.com': { provider: 'youtube', paths: ['/embed/'] },
  'youtube.com': { provider: 'youtube', paths: ['/embed/'] },
  'www.youtube-nocookie.com': { provider: 'youtube', paths: ['/embed/'] },
  'youtube-nocookie.com': { provider: 'youtube', paths: ['/embed/'] },
  'player.vimeo.com': { provider: 'vimeo', paths: ['/video/'] },
  'www.dailymotion.com': { provider: 'dailymotion', paths: ['/embed/'] },
  'dailymotion.com': { provider: 'dailymotion', paths: ['/embed/'] },
  'geo.dailymotion.com': { provider: 'dailymotion', paths: ['/player'] },
  'videopress.com': { provider: 'videopress', paths: ['/embed/', '/v/'] },
  'video.wordpress.com': { provider: 'videopress', paths: ['/embed/', '/v/'] },
};

/**
 * An embed address that may go into a player frame: https, on a known player host, at its embed
 * path, with no credentials. Anything else (another host, `javascript:`, plain http, a relative or
 * malformed address) is null: the widget then leaves the markup as served.
 */
export function embedUrl(address: string): URL | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = EMBED_HOSTS[url.hostname];
  return host && host.paths.some((path) => url.pathname.startsWith(path)) ? url : null;
}

/**
 * A self-hosted video's address (the lightbox's `<video>`, its poster): http(s), resolved against the
 * page. A `data:` or `javascript:` address, or a malformed one, is null.
 */
export function mediaUrl(address: string, pageHref: string): string | null {
  if (address.trim() === '') return null;
  try {
    const url = new URL(address.trim(), pageHref);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The settings the widget's script reads, as Elementor prints them in `data-settings`. */
export interface VideoOptions {
  autoplay: boolean;
  mute: boolean;
  loop: boolean;
  controls: boolean;
  rel: boolean;
  playOnMobile: boolean;
  modestBranding: boolean;
  captions: boolean;
  /** Seconds; null when not set. */
  start: number | null;
  end: number | null;
  /** `yt_privacy`: YouTube's no-cookie host. */
  privacy: boolean;
  /** `lazy_load`: the player waits until the widget is in view. */
  lazyLoad: boolean;
}

export function videoOptions(settings: Settings): VideoOptions {
  const seconds = (value: unknown) => {
    const number = sliderSize(value, Number.NaN);
    return Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
  };
  return {
    autoplay: isOn(settings.autoplay),
    mute: isOn(settings.mute),
    loop: isOn(settings.loop),
    controls: isOn(settings.controls),
    rel: isOn(settings.rel),
    playOnMobile: isOn(settings.play_on_mobile),
    modestBranding: isOn(settings.modestbranding),
    captions: isOn(settings.cc_load_policy),
    start: seconds(settings.start),
    end: seconds(settings.end),
    privacy: isOn(settings.yt_privacy),
    lazyLoad: isOn(settings.lazy_load),
  };
}

export const YOUTUBE_PRIVACY_HOST = 'https://www.youtube-nocookie.com';

export interface YouTubePlayerVars {
  controls: 0 | 1;
  rel: 0 | 1;
  playsinline: 0 | 1;
  modestbranding: 0 | 1;
  autoplay: 0 | 1;
  cc_load_policy?: 1;
  start?: number;
  end?: number;
  origin?: string;
}

export interface YouTubePlayerSetup {
  videoId: string;
  host?: string;
  playerVars: YouTubePlayerVars;
}

/**
 * The YouTube player's options, as the widget's script builds them (`prepareYTVideo`). Quirk kept
 * apart: with privacy on, the script puts the page's host name (not its origin) at the top of the
 * options, where the API does not read it; the origin goes in `playerVars` here, as the API asks.
 */
export function youtubePlayerSetup(videoId: string, options: VideoOptions, pageOrigin: string): YouTubePlayerSetup {
  const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);
  const playerVars: YouTubePlayerVars = {
    controls: bit(options.controls),
    rel: bit(options.rel),
    playsinline: bit(options.playOnMobile),
    modestbranding: bit(options.modestBranding),
    autoplay: bit(options.autoplay),
  };
  if (options.captions) playerVars.cc_load_policy = 1;
  if (options.start !== null) playerVars.start = options.start;
  if (options.end !== null) playerVars.end = options.end;
  if (!options.privacy) return { videoId, playerVars };
  return { videoId, host: YOUTUBE_PRIVACY_HOST, playerVars: { ...playerVars, origin: pageOrigin } };
}

/** Where a looping YouTube video starts again when it ends (the API has no loop for one video). */
export function loopStart(options: VideoOptions): number {
  return options.start ?? 0;
}

/** `modalOptions.videoAspectRatio` (the widget's `aspect_ratio`) as a CSS ratio; 16:9 otherwise. */
const ASPECT_RATIOS: Readonly<Record<string, string>> = {
  '169': '16 / 9',
  '219': '21 / 9',
  '43': '4 / 3',
  '32': '3 / 2',
  '11': '1 / 1',
  '916': '9 / 16',
};

export function aspectRatio(value: unknown): string {
  return ASPECT_RATIOS[textSetting(value)] ?? ASPECT_RATIOS['169']!;
}

/** The `<video>` attributes a hosted video's lightbox may carry (`videoParams`, from `get_hosted_params`). */
export interface HostedParams {
  autoplay: boolean;
  loop: boolean;
  controls: boolean;
  muted: boolean;
  playsinline: boolean;
  noDownload: boolean;
  preload: 'auto' | 'metadata' | 'none' | null;
  poster: string | null;
}

export function hostedParams(value: unknown, pageHref: string): HostedParams {
  const params = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const has = (key: string) => key in params;
  const preload = textSetting(params.preload);
  return {
    // The lightbox plays at once (`{ autoplay: '' }` under the widget's own params).
    autoplay: true,
    loop: has('loop'),
    controls: has('controls'),
    muted: has('muted'),
    playsinline: has('playsinline'),
    noDownload: textSetting(params.controlsList) === 'nodownload',
    preload: preload === 'auto' || preload === 'metadata' || preload === 'none' ? preload : null,
    poster: mediaUrl(textSetting(params.poster), pageHref),
  };
}
