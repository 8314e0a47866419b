import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/video.html?raw';
import servedHosted from '../../../fixtures/markup/video.hosted.html?raw';
import servedLightbox from '../../../fixtures/markup/video.lightbox.html?raw';
import servedMalformed from '../../../fixtures/markup/video.malformed.html?raw';
import servedVimeo from '../../../fixtures/markup/video.vimeo.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import { VIDEO_API_POLL_MS, VIDEO_API_TIMEOUT_MS } from '../../core/timings';
import type { YouTubePlayerOptions } from './youtube-api';
import './index';

const page = usePage({ fakeTimers: true });

const API = 'https://www.youtube.com/iframe_api';
const widget = () => document.querySelector<HTMLElement>('.elementor-widget-video')!;
const wrapper = () => widget().querySelector<HTMLElement>('.elementor-wrapper')!;
const overlay = () => widget().querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
const playIcon = () => widget().querySelector<HTMLElement>('.elementor-custom-embed-play')!;
const apiScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === API);

/** YouTube's API as a test double: a Player that swaps its element for an iframe, as the real one does. */
class FakePlayer {
  static made: FakePlayer[] = [];
  readonly iframe = document.createElement('iframe');
  readonly playVideo = vi.fn();
  readonly mute = vi.fn();
  readonly seekTo = vi.fn();
  readonly destroy = vi.fn(() => this.iframe.remove());
  constructor(
    readonly element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
    this.iframe.title = 'YouTube video player';
    element.replaceWith(this.iframe);
    FakePlayer.made.push(this);
  }
  getIframe() {
    return this.iframe;
  }
  ready() {
    this.options.events.onReady?.({ target: this });
  }
  state(data: number) {
    this.options.events.onStateChange?.({ data, target: this });
  }
}
const ENDED = 0;

function installYouTube(loaded: number) {
  (window as unknown as { YT: unknown }).YT = { loaded, Player: FakePlayer, PlayerState: { ENDED, PLAYING: 1 } };
}
function youtubeReady() {
  (window as unknown as { YT: { loaded: number } }).YT.loaded = 1;
}

afterEach(() => {
  FakePlayer.made = [];
  delete (window as unknown as { YT?: unknown }).YT;
});

/** An IntersectionObserver the test drives: `reveal(target)` reports that element in view. */
function inViewOnDemand() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.set(target, this.callback);
      }
      unobserve(target: Element) {
        observed.delete(target);
      }
      disconnect() {
        for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target);
      }
    },
  );
  return {
    watched: (target: Element) => observed.has(target),
    async reveal(target: Element) {
      observed.get(target)?.([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      await flush();
    },
  };
}

async function start(html: string) {
  render(html);
  const asServed = widget().outerHTML;
  everythingInView();
  const scanner = await boot(['video']);
  return { asServed, scanner };
}

describe('video: YouTube with an image overlay', () => {
  it('the play icon is the control, with its printed name; nothing of YouTube is asked for before the click', async () => {
    await start(served);
    expect(playIcon().getAttribute('role')).toBe('button');
    expect(playIcon().getAttribute('tabindex')).toBe('0');
    expect(playIcon().getAttribute('aria-label')).toBe('Reproducir vídeo sobre El torno del taller');
    expect(apiScripts()).toEqual([]);
    expect(overlay()).not.toBeNull();
  });

  it('a click inserts the API script once, polls YT every 350 ms, then makes the player in place of the overlay, muted and playing, focus on it', async () => {
    await start(served);
    playIcon().focus();
    fireEvent.click(playIcon());
    fireEvent.click(playIcon());
    expect(apiScripts()).toHaveLength(1);
    expect(apiScripts()[0]!.async).toBe(true);
    expect(wrapper().getAttribute('aria-busy')).toBe('true');

    installYouTube(0);
    await flush(VIDEO_API_POLL_MS);
    expect(FakePlayer.made).toHaveLength(0);
    expect(overlay()).not.toBeNull();
    youtubeReady();
    await flush(VIDEO_API_POLL_MS - 1);
    expect(FakePlayer.made).toHaveLength(0);
    await flush(1);
    expect(FakePlayer.made).toHaveLength(1);

    const player = FakePlayer.made[0]!;
    expect(player.options).toMatchObject({
      videoId: 'XHOmBV4js_E',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { controls: 1, rel: 0, playsinline: 0, autoplay: 0, start: 12, end: 95, origin: location.origin },
    });
    expect(overlay()).toBeNull();
    expect(wrapper().hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(player.iframe);

    player.ready();
    expect(player.mute).toHaveBeenCalledTimes(1);
    expect(player.playVideo).toHaveBeenCalledTimes(1);
    // Loop: back to the start setting when it ends.
    player.state(1);
    expect(player.seekTo).not.toHaveBeenCalled();
    player.state(ENDED);
    expect(player.seekTo).toHaveBeenCalledWith(12);
    expect(apiScripts()).toHaveLength(1);
  });

  it.each([['Enter'], [' ']])('%j on the play icon plays it too', async (key) => {
    await start(served);
    installYouTube(1);
    playIcon().focus();
    const event = fireEvent.keyDown(playIcon(), { key });
    expect(event).toBe(false);
    await flush(VIDEO_API_POLL_MS);
    expect(FakePlayer.made).toHaveLength(1);
    expect(overlay()).toBeNull();
  });

  it('an API already on the page is used at once, without a second script', async () => {
    await start(served);
    installYouTube(1);
    fireEvent.click(overlay()!);
    await flush();
    expect(FakePlayer.made).toHaveLength(1);
    expect(apiScripts()).toEqual([]);
  });

  it('an API that never gets ready: after the timeout a Spanish notice with a link to the video, one warning; the overlay stays', async () => {
    await start(served);
    installYouTube(0);
    fireEvent.click(playIcon());
    await flush(VIDEO_API_TIMEOUT_MS - VIDEO_API_POLL_MS);
    expect(widget().querySelector('.storefront-video-error')).toBeNull();
    await flush(2 * VIDEO_API_POLL_MS);
    const notice = widget().querySelector<HTMLElement>('.storefront-video-error')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('No se ha podido cargar el vídeo. Ver el vídeo en YouTube');
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('https://www.youtube.com/watch?v=XHOmBV4js_E');
    expect(overlay()).not.toBeNull();
    expect(wrapper().hasAttribute('aria-busy')).toBe(false);
    expect(warningsFor(page, 'video')).toEqual(['[storefront] video: the YouTube IFrame API was not ready after 10 s; the video stays as served, with a notice']);
    expect(page.errors).toHaveLength(1);
    expect(FakePlayer.made).toHaveLength(0);
  });

  it('a script that fails to load: the notice at once, the script removed; the next click inserts it again and can play', async () => {
    await start(served);
    fireEvent.click(playIcon());
    fireEvent(apiScripts()[0]!, new Event('error'));
    await flush();
    expect(widget().querySelector('.storefront-video-error')).not.toBeNull();
    expect(apiScripts()).toEqual([]);
    expect(warningsFor(page, 'video')).toEqual([
      `[storefront] video: the YouTube IFrame API script (${API}) failed to load; the video stays as served, with a notice`,
    ]);

    fireEvent.click(playIcon());
    expect(apiScripts()).toHaveLength(1);
    installYouTube(1);
    await flush(VIDEO_API_POLL_MS);
    expect(FakePlayer.made).toHaveLength(1);
    expect(widget().querySelector('.storefront-video-error')).toBeNull();
    // Reported once, not again for the second attempt.
    expect(warningsFor(page, 'video')).toHaveLength(1);
    expect(page.errors).toHaveLength(1);
  });

  it('disposed while polling: nothing is made afterwards, and the markup is as served', async () => {
    const { asServed, scanner } = await start(served);
    fireEvent.click(playIcon());
    installYouTube(0);
    await flush(VIDEO_API_POLL_MS);
    scanner.stop();
    expect(widget().outerHTML).toBe(asServed);
    youtubeReady();
    await flush(VIDEO_API_TIMEOUT_MS * 2);
    expect(FakePlayer.made).toHaveLength(0);
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'video')).toEqual([]);
  });

  it('disposed after playing: the player is destroyed and the wrapper given back as served; no listener left', async () => {
    const listeners = trackListeners();
    const { asServed, scanner } = await start(served);
    installYouTube(1);
    fireEvent.click(playIcon());
    await flush();
    const player = FakePlayer.made[0]!;
    player.ready();
    scanner.stop();
    expect(player.destroy).toHaveBeenCalledTimes(1);
    expect(widget().outerHTML).toBe(asServed);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('a lone play-icon-less overlay becomes the button itself, named in Spanish after the image’s alt', async () => {
    await start(served.replace(/<div class="elementor-custom-embed-play"[\s\S]*?<\/svg>\s*<\/div>/, ''));
    expect(overlay()!.getAttribute('role')).toBe('button');
    expect(overlay()!.getAttribute('tabindex')).toBe('0');
    expect(overlay()!.getAttribute('aria-label')).toBe('Reproducir el vídeo: El torno del taller');
  });
});

describe('video: YouTube without an overlay', () => {
  const bare = served.replace(/\s*<div class="elementor-custom-embed-image-overlay"[\s\S]*?<\/svg>\s*<\/div>\s*<\/div>/, '').replace('&quot;show_image_overlay&quot;:&quot;yes&quot;,', '');

  it('near the viewport, the player is made at once, playing only if autoplay is on', async () => {
    expect(bare).not.toContain('elementor-custom-embed-image-overlay');
    installYouTube(1);
    await start(bare);
    expect(apiScripts()).toEqual([]);
    expect(FakePlayer.made).toHaveLength(1);
    FakePlayer.made[0]!.ready();
    expect(FakePlayer.made[0]!.playVideo).not.toHaveBeenCalled();
    expect(FakePlayer.made[0]!.mute).toHaveBeenCalledTimes(1);
  });

  it('with autoplay on, it plays when ready', async () => {
    installYouTube(1);
    await start(bare.replace('&quot;mute&quot;:&quot;yes&quot;', '&quot;mute&quot;:&quot;yes&quot;,&quot;autoplay&quot;:&quot;yes&quot;'));
    expect(FakePlayer.made[0]!.options.playerVars.autoplay).toBe(1);
    FakePlayer.made[0]!.ready();
    expect(FakePlayer.made[0]!.playVideo).toHaveBeenCalledTimes(1);
  });

  it('lazy_load: the API is asked for only once the video itself is in view', async () => {
    render(bare.replace('&quot;video_type&quot;', '&quot;lazy_load&quot;:&quot;yes&quot;,&quot;video_type&quot;'));
    const view = inViewOnDemand();
    await boot(['video']);
    await view.reveal(widget());
    expect(view.watched(wrapper())).toBe(true);
    expect(apiScripts()).toEqual([]);
    await view.reveal(wrapper());
    expect(apiScripts()).toHaveLength(1);
    installYouTube(1);
    await flush(VIDEO_API_POLL_MS);
    expect(FakePlayer.made).toHaveLength(1);
  });
});

describe('video: Vimeo, lazy, with an overlay', () => {
  const frame = () => widget().querySelector<HTMLIFrameElement>('iframe.elementor-video-iframe')!;

  it('the overlay is the button, named in Spanish; a click loads the player with autoplay (before #t=), allows autoplay and takes focus', async () => {
    const { asServed, scanner } = await start(servedVimeo);
    expect(frame().hasAttribute('src')).toBe(false);
    expect(overlay()!.getAttribute('role')).toBe('button');
    expect(overlay()!.getAttribute('aria-label')).toBe('Reproducir el vídeo');
    overlay()!.focus();
    fireEvent.keyDown(overlay()!, { key: 'Enter' });
    expect(frame().getAttribute('src')).toBe(
      'https://player.vimeo.com/video/235215203?color&autopause=0&loop=1&muted=1&title=0&portrait=0&byline=0&autoplay=1#t=0h0m30s',
    );
    expect(frame().getAttribute('allow')).toBe('clipboard-write; autoplay');
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(frame());
    expect(apiScripts()).toEqual([]);
    scanner.stop();
    expect(widget().outerHTML).toBe(asServed);
  });

  it('without an overlay, the frame is loaded only once in view, as printed', async () => {
    render(servedVimeo.replace(/\s*<div class="elementor-custom-embed-image-overlay"[^>]*>\s*<\/div>/, ''));
    const view = inViewOnDemand();
    await boot(['video']);
    await view.reveal(widget());
    expect(frame().hasAttribute('src')).toBe(false);
    await view.reveal(wrapper());
    expect(frame().getAttribute('src')).toBe(frame().getAttribute('data-lazy-load'));
  });

  it('a frame address that is not a known host’s https embed is never loaded: one warning, markup as served', async () => {
    const { asServed } = await start(servedVimeo.replace(/data-lazy-load="[^"]*"/, 'data-lazy-load="javascript:alert(document.domain)"'));
    fireEvent.click(overlay()!);
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'video')).toEqual([
      '[storefront] video: its iframe.elementor-video-iframe data-lazy-load "javascript:alert(document.domain)" is not an https embed address of a known video host',
    ]);
    expect(page.errors).toHaveLength(1);
  });
});

describe('video: hosted', () => {
  it('a click removes the overlay and plays the printed video, focus on it; dispose pauses it and gives the markup back', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { asServed, scanner } = await start(servedHosted);
    const video = widget().querySelector('video')!;
    playIcon().focus();
    fireEvent.click(playIcon());
    expect(overlay()).toBeNull();
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(video);
    vi.spyOn(video, 'paused', 'get').mockReturnValue(false);
    scanner.stop();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(widget().outerHTML).toBe(asServed);
  });

  it('a refused play() is no error: the video’s controls remain', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    await start(servedHosted);
    fireEvent.click(playIcon());
    await flush();
    expect(overlay()).toBeNull();
    expect(page.errors).toEqual([]);
  });
});

describe('video: lightbox', () => {
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

  it('the overlay opens a modal dialog with the embed playing, named after the image; Escape closes it and focus returns', async () => {
    const { asServed, scanner } = await start(servedLightbox);
    playIcon().focus();
    fireEvent.click(playIcon());
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('El torno del taller');
    const frame = box.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&start&end&wmode=opaque&loop=0&controls=1&mute=0&rel=0&cc_load_policy=0&autoplay=1',
    );
    expect(frame.title).toBe('El torno del taller');
    expect(document.activeElement!.textContent).toBe('Cerrar');
    expect(widget().inert).toBe(true);
    expect(overlay()).not.toBeNull();
    expect(apiScripts()).toEqual([]);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await flush();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(playIcon());
    expect(widget().inert).toBe(false);

    fireEvent.keyDown(playIcon(), { key: ' ' });
    expect(dialog()).not.toBeNull();
    fireEvent.click(dialog()!.querySelector('button')!);
    await flush();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(playIcon());
    scanner.stop();
    expect(widget().outerHTML).toBe(asServed);
  });

  it('disposed while open: the dialog goes and the page is live again', async () => {
    const { scanner } = await start(servedLightbox);
    fireEvent.click(overlay()!);
    expect(dialog()).not.toBeNull();
    scanner.stop();
    await flush();
    expect(dialog()).toBeNull();
    expect(widget().inert).toBe(false);
  });

  it('a lightbox address that is not a known host’s https embed: one warning, nothing opens', async () => {
    const { asServed } = await start(servedLightbox.replace('https:\\/\\/www.youtube.com\\/embed\\/XHOmBV4js_E', 'https:\\/\\/evil.example\\/embed\\/XHOmBV4js_E'));
    fireEvent.click(overlay()!);
    expect(dialog()).toBeNull();
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'video')).toEqual([
      expect.stringMatching(/^\[storefront\] video: its overlay's data-elementor-lightbox url "https:\/\/evil\.example\/embed\/XHOmBV4js_E\?.*" is not an https embed address of a known video host$/),
    ]);
  });
});

describe('video: bad markup', () => {
  it('malformed data-settings: left as served, one warning, storefront:error', async () => {
    const { asServed } = await start(servedMalformed);
    fireEvent.click(playIcon());
    expect(widget().outerHTML).toBe(asServed);
    expect(apiScripts()).toEqual([]);
    expect(warningsFor(page, 'video')).toEqual(['[storefront] video: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
  });

  it.each([
    ['a youtube_url of another site', served.replace('https:\\/\\/www.youtube.com\\/watch?v=XHOmBV4js_E', 'https:\\/\\/evil.example\\/watch?v=XHOmBV4js_E'), 'its data-settings youtube_url "https://evil.example/watch?v=XHOmBV4js_E" is not a YouTube video address'],
    ['an unknown video_type', served.replace('&quot;video_type&quot;:&quot;youtube&quot;', '&quot;video_type&quot;:&quot;tiktok&quot;'), 'its data-settings video_type "tiktok" is not one of youtube, vimeo, dailymotion, videopress, hosted'],
    ['no YouTube box', served.replace('<div class="elementor-video"></div>', ''), 'it has no div.elementor-video for the YouTube player'],
    ['no hosted video', servedHosted.replace(/<video[^>]*><\/video>/, ''), 'it has no video.elementor-video for its self-hosted video'],
  ])('%s: one warning naming it, markup as served', async (_what, html, reason) => {
    const { asServed } = await start(html);
    fireEvent.click(overlay()!);
    expect(widget().outerHTML).toBe(asServed);
    expect(warningsFor(page, 'video')).toEqual([`[storefront] video: ${reason}`]);
    expect(page.errors).toHaveLength(1);
  });
});
