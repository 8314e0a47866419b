/**
 * YouTube's IFrame API, loaded the way the page builder's loader does (`video-api/base-loader.js`):
 * its script inserted once per page, the first time a player is wanted (never at load: it costs
 * some 500 KB, elementor.md §7), then `YT.loaded` asked every 350 ms (spec §9) until it says yes.
 * Each widget waits on its own scope; the script is the page's, shared by every widget.
 */
import { insertThirdPartyScript } from '../../core/html';
import type { Scope } from '../../core/scope';
import { VIDEO_API_POLL_MS, VIDEO_API_TIMEOUT_MS } from '../../core/timings';
import { YOUTUBE_IFRAME_API_URL } from '../../core/video-embed';
import type { YouTubePlayerVars } from './logic';

export interface YouTubePlayer {
  playVideo(): void;
  mute(): void;
  seekTo(seconds: number, allowSeekAhead?: boolean): void;
  destroy(): void;
  getIframe?(): HTMLIFrameElement;
}

export interface YouTubePlayerEvent {
  data: number;
  target: YouTubePlayer;
}

export interface YouTubePlayerOptions {
  videoId: string;
  host?: string;
  playerVars: YouTubePlayerVars;
  events: {
    onReady?(event: { target: YouTubePlayer }): void;
    onStateChange?(event: YouTubePlayerEvent): void;
  };
}

export interface YouTubeApi {
  loaded?: number;
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { ENDED: number };
}

function readyApi(): YouTubeApi | null {
  const api = (window as unknown as { YT?: YouTubeApi }).YT;
  return api && api.loaded && typeof api.Player === 'function' ? api : null;
}

/**
 * The API's script on the page: ours, or one the theme or another plugin inserted (the API's own
 * script then loads once, whoever asked first).
 */
function apiScript(): HTMLScriptElement | null {
  for (const script of document.scripts) if (script.src === YOUTUBE_IFRAME_API_URL) return script;
  return null;
}

/**
 * Inserts the API's script. A page whose scripts carry a CSP nonce gets it on this one too, as the
 * API itself passes it on to its second script. Its address goes through our Trusted Types policy,
 * which lists it (core/html.ts); a page whose CSP refuses our policy refuses it, and the caller says
 * the video could not be loaded.
 */
function insertApiScript(): HTMLScriptElement {
  return insertThirdPartyScript(YOUTUBE_IFRAME_API_URL);
}

/**
 * Resolves with the API once it is ready, inserting its script if the page has none. Rejects when
 * the script fails to load or the API is still not ready after VIDEO_API_TIMEOUT_MS; a failed
 * script is removed, so the next attempt inserts it afresh. Stays pending once `scope` is
 * disposed (its caller checks `scope.disposed`).
 */
export function loadYouTubeApi(scope: Scope): Promise<YouTubeApi> {
  return new Promise((resolve, reject) => {
    const ready = readyApi();
    if (ready) return resolve(ready);
    let script: HTMLScriptElement;
    try {
      script = apiScript() ?? insertApiScript();
    } catch (error) {
      return reject(new Error(`the YouTube IFrame API script (${YOUTUBE_IFRAME_API_URL}) could not be inserted`, { cause: error }));
    }
    const waiting = scope.child();
    const fail = (reason: string) => {
      waiting.dispose();
      reject(new Error(reason));
    };
    waiting.on(script, 'error', () => {
      script.remove();
      fail(`the YouTube IFrame API script (${YOUTUBE_IFRAME_API_URL}) failed to load`);
    });
    let waited = 0;
    const poll = () => {
      const api = readyApi();
      if (api) {
        waiting.dispose();
        resolve(api);
      } else if ((waited += VIDEO_API_POLL_MS) >= VIDEO_API_TIMEOUT_MS) {
        fail(`the YouTube IFrame API was not ready after ${VIDEO_API_TIMEOUT_MS / 1000} s`);
      } else {
        waiting.timeout(poll, VIDEO_API_POLL_MS);
      }
    };
    waiting.timeout(poll, VIDEO_API_POLL_MS);
  });
}
