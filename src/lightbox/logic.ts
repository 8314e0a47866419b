/**
 * Pure rules of the PhotoSwipe lightbox that the product gallery and the page builder's lightbox
 * share: spec §9's defaults, PhotoSwipe v4's idle controls and share links (which v5 dropped), and
 * the one check that keeps a page's URL from becoming a `javascript:` link. No DOM here.
 */
import { SHARE_WINDOW_SIZE } from '../core/timings';

/** Spec §9 "Storefront timings and layout": the lightbox defaults. */
export const LIGHTBOX_DEFAULTS = {
  animationMs: 333,
  spacing: 0.12,
  preload: [1, 1] as [number, number],
  preloaderDelay: 1000,
  idleMs: 4000,
  idleOutsideMs: 1000,
} as const;

/**
 * WordPress scales uploads down to 2560 px on the long side (`big_image_size_threshold`), so no
 * large image is bigger. A picture whose size was not printed is assumed that big: PhotoSwipe then
 * shows it fitted to the screen until the file tells its own size (an SVG may never tell).
 */
export const GUESSED_LONG_SIDE = 2560;

export interface Size {
  width: number;
  height: number;
}

/** An http(s) URL resolved against the page, or null (a `javascript:` URL never becomes a link). */
export function safeHttpUrl(raw: string, base: string): string | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// ---- controls idle timer -----------------------------------------------------------------------

export interface IdleState {
  idle: boolean;
  /** The pointer left the window: the shorter delay applies. */
  outside: boolean;
  /** Something needs the controls (the share menu is open): never idle. */
  held: boolean;
}

export type IdleEvent = 'activity' | 'leave' | 'timeout' | 'hold' | 'release';

export const IDLE_START: IdleState = { idle: false, outside: false, held: false };

/** Next state, and the delay of the timer to (re)start: null clears it. */
export function idleStep(
  state: IdleState,
  event: IdleEvent,
  delays: { idleMs: number; idleOutsideMs: number },
): { state: IdleState; timerMs: number | null } {
  const timer = (ms: number) => (ms > 0 ? ms : null);
  switch (event) {
    case 'activity':
    case 'release': {
      const next = { idle: false, outside: false, held: event === 'release' ? false : state.held };
      return { state: next, timerMs: next.held ? null : timer(delays.idleMs) };
    }
    case 'leave':
      return { state: { ...state, outside: true }, timerMs: state.held || state.idle ? null : timer(delays.idleOutsideMs) };
    case 'hold':
      return { state: { idle: false, outside: state.outside, held: true }, timerMs: null };
    case 'timeout':
      return { state: state.held ? state : { ...state, idle: true }, timerMs: null };
  }
}

// ---- share -------------------------------------------------------------------------------------

export interface ShareLink {
  id: 'facebook' | 'x' | 'pinterest';
  url: string;
}

/** PhotoSwipe v4's three share services, with every value URL-encoded. */
export function shareLinks(pageUrl: string, imageUrl: string, text: string): ShareLink[] {
  const page = encodeURIComponent(pageUrl);
  const image = encodeURIComponent(imageUrl);
  const description = encodeURIComponent(text);
  return [
    { id: 'facebook', url: `https://www.facebook.com/sharer/sharer.php?u=${page}` },
    { id: 'x', url: `https://x.com/intent/post?text=${description}&url=${page}` },
    { id: 'pinterest', url: `https://www.pinterest.com/pin/create/button/?url=${page}&media=${image}&description=${description}` },
  ];
}

/** `window.open` features for a popup of spec §9's size, centred on the browser window. */
export function popupFeatures(window: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_WINDOW_SIZE;
  const left = Math.round(window.left + Math.max(0, (window.width - width) / 2));
  const top = Math.round(window.top + Math.max(0, (window.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
