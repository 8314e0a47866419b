/**
 * Reads the video widget as Elementor 3.34 prints it (`includes/widgets/video.php` `render()`):
 * `.elementor-wrapper` holding the player's markup (YouTube: an empty `div.elementor-video` the API
 * replaces; Vimeo, Dailymotion, VideoPress: `iframe.elementor-video-iframe`, with `data-lazy-load`
 * instead of `src` under `lazy_load`; hosted: `video.elementor-video`), then the optional image
 * overlay `.elementor-custom-embed-image-overlay` with its play icon. In lightbox mode the wrapper
 * holds only the overlay, whose `data-elementor-lightbox` names what the lightbox plays.
 */
import { isRecord } from '../../core/record';
import { youtubeVideoId } from '../../core/video-embed';
import { isOn, readSettings, textSetting, type Parsed } from '../../page-builder/settings';
import {
  aspectRatio,
  embedUrl,
  hostedParams,
  isVideoType,
  mediaUrl,
  videoOptions,
  VIDEO_TYPES,
  type HostedParams,
  type VideoOptions,
  type VideoType,
} from './logic';

const WRAPPER = '.elementor-wrapper';
const OVERLAY = '.elementor-custom-embed-image-overlay';
const PLAY_ICON = '.elementor-custom-embed-play';
const YOUTUBE_BOX = 'div.elementor-video';
const PLAYER_FRAME = 'iframe.elementor-video-iframe';
const HOSTED_VIDEO = 'video.elementor-video';

/** What plays inline, in the wrapper. */
export type InlineSource =
  | { kind: 'youtube'; box: HTMLElement; videoId: string }
  /** Vimeo, Dailymotion, VideoPress: the printed frame and its checked address. */
  | { kind: 'frame'; frame: HTMLIFrameElement; url: URL; lazy: boolean }
  | { kind: 'hosted'; video: HTMLVideoElement };

/** What the lightbox plays. */
export type LightboxSource =
  | { kind: 'frame'; url: URL; ratio: string }
  | { kind: 'hosted'; src: string; params: HostedParams; ratio: string };

export interface VideoWidget {
  type: VideoType;
  wrapper: HTMLElement;
  overlay: HTMLElement | null;
  /** The overlay's printed play icon (the control when there is one). */
  playIcon: HTMLElement | null;
  /** `image_overlay.alt`: what the video is about ('' when the site gave none). */
  about: string;
  options: VideoOptions;
  /** The video's page on its host, for the shopper when the player cannot load. */
  watchUrl: string | null;
  source: { mode: 'inline'; inline: InlineSource } | { mode: 'lightbox'; lightbox: LightboxSource };
}

export function parseVideo(element: HTMLElement, pageHref: string): Parsed<VideoWidget> {
  const read = readSettings(element);
  if (!read.ok) return read;
  const settings = read.value;
  // The control's default: absent only from markup printed by hand.
  const type = settings.video_type ?? 'youtube';
  if (!isVideoType(type)) {
    return { ok: false, reason: `its data-settings video_type ${JSON.stringify(type)} is not one of ${VIDEO_TYPES.join(', ')}` };
  }
  const wrapper = element.querySelector<HTMLElement>(WRAPPER);
  if (!wrapper) return { ok: false, reason: `it has no ${WRAPPER} (the page builder prints the address alone when it cannot embed the video)` };
  const overlay = wrapper.querySelector<HTMLElement>(OVERLAY);
  const image = isRecord(settings.image_overlay) ? settings.image_overlay : {};
  const options = videoOptions(settings);

  let watchUrl: string | null = null;
  let youtubeId: string | null = null;
  if (type === 'youtube') {
    const address = textSetting(settings.youtube_url);
    youtubeId = youtubeVideoId(address);
    if (!youtubeId) return { ok: false, reason: `its data-settings youtube_url ${JSON.stringify(address)} is not a YouTube video address` };
    watchUrl = `https://www.youtube.com/watch?v=${youtubeId}`;
  }

  const base = { type, wrapper, overlay, playIcon: overlay?.querySelector<HTMLElement>(PLAY_ICON) ?? null, about: textSetting(image.alt).trim(), options, watchUrl };

  if (isOn(settings.lightbox)) {
    if (!overlay) return { ok: false, reason: `its data-settings ask for a lightbox but it has no ${OVERLAY} to open it` };
    const lightbox = parseLightbox(overlay, type, pageHref);
    if (!lightbox.ok) return lightbox;
    return { ok: true, value: { ...base, source: { mode: 'lightbox', lightbox: lightbox.value } } };
  }

  const inline = parseInline(wrapper, type, youtubeId);
  if (!inline.ok) return inline;
  return { ok: true, value: { ...base, source: { mode: 'inline', inline: inline.value } } };
}

function parseInline(wrapper: HTMLElement, type: VideoType, youtubeId: string | null): Parsed<InlineSource> {
  if (type === 'youtube') {
    const box = wrapper.querySelector<HTMLElement>(YOUTUBE_BOX);
    if (!box) return { ok: false, reason: `it has no ${YOUTUBE_BOX} for the YouTube player` };
    return { ok: true, value: { kind: 'youtube', box, videoId: youtubeId! } };
  }
  if (type === 'hosted') {
    const video = wrapper.querySelector<HTMLVideoElement>(HOSTED_VIDEO);
    if (!video) return { ok: false, reason: `it has no ${HOSTED_VIDEO} for its self-hosted video` };
    return { ok: true, value: { kind: 'hosted', video } };
  }
  const frame = wrapper.querySelector<HTMLIFrameElement>(PLAYER_FRAME);
  if (!frame) return { ok: false, reason: `it has no ${PLAYER_FRAME} for its ${type} player` };
  const lazyAddress = frame.getAttribute('data-lazy-load');
  const lazy = lazyAddress !== null && lazyAddress.trim() !== '';
  const address = lazy ? lazyAddress : frame.getAttribute('src') ?? '';
  const url = embedUrl(address);
  if (!url) {
    const attribute = lazy ? 'data-lazy-load' : 'src';
    return { ok: false, reason: `its ${PLAYER_FRAME} ${attribute} ${JSON.stringify(address)} is not an https embed address of a known video host` };
  }
  return { ok: true, value: { kind: 'frame', frame, url, lazy } };
}

function parseLightbox(overlay: HTMLElement, type: VideoType, pageHref: string): Parsed<LightboxSource> {
  const read = readSettings(overlay, 'data-elementor-lightbox');
  if (!read.ok) return { ok: false, reason: `its overlay's ${read.reason.replace(/^its /, '')}` };
  const options = read.value;
  const address = textSetting(options.url);
  const ratio = aspectRatio(isRecord(options.modalOptions) ? options.modalOptions.videoAspectRatio : undefined);
  if (type === 'hosted') {
    const src = mediaUrl(address, pageHref);
    if (!src) return { ok: false, reason: `its overlay's data-elementor-lightbox url ${JSON.stringify(address)} is not an http(s) video address` };
    return { ok: true, value: { kind: 'hosted', src, params: hostedParams(options.videoParams, pageHref), ratio } };
  }
  const url = embedUrl(address);
  if (!url) return { ok: false, reason: `its overlay's data-elementor-lightbox url ${JSON.stringify(address)} is not an https embed address of a known video host` };
  return { ok: true, value: { kind: 'frame', url, ratio } };
}
