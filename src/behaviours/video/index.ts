import { isSpaceKey } from '../../core/keys';
import { text } from '../../core/i18n';
import { createRestorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import type { WidgetContext } from '../../core/types';
import { playerUrl } from '../../core/video-embed';
import { openVideoLightbox } from './lightbox';
import { loopStart, youtubePlayerSetup } from './logic';
import { parseVideo, type InlineSource, type VideoWidget } from './parse';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api';

const STYLES = `
.storefront-video-error{position:absolute;left:0;right:0;bottom:0;z-index:2;margin:0;padding:.75em 1em;background:rgba(0,0,0,.85);color:#fff;font-size:.9375rem;line-height:1.4}
.storefront-video-error a{color:inherit;text-decoration:underline}
`;

/**
 * Elementor's video widget (`video.default`), in place of its `video` handler: the image overlay
 * becomes a keyboard control that plays the video (YouTube through its IFrame API, loaded only
 * then; Vimeo, Dailymotion and VideoPress by loading their frame with autoplay; a hosted video by
 * `play()`) or opens it in a lightbox; without an overlay, a YouTube player is made as the widget
 * comes near (in view with `lazy_load`) and a lazy frame is loaded in view. Only https embed
 * addresses of the known hosts ever go into a frame (parse.ts). Dispose destroys the player and
 * gives the wrapper back as served.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseVideo(element, location.href);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const widget = parsed.value;
  const { scope } = ctx;
  const { wrapper } = widget;

  // The wrapper's children as served, taken before anything is touched: once the overlay is gone
  // or a player is in, they come back whole; until then only the attributes changed.
  const served = createRestorer();
  served.children(wrapper);
  const attributes = createRestorer();
  let reshaped = false;
  let youtube: YouTubePlayer | null = null;
  let played: HTMLVideoElement | null = null;
  scope.add(() => {
    try {
      youtube?.destroy();
    } catch {
      // A player whose frame the page already removed has nothing left to destroy.
    }
    if (played && !played.paused) played.pause();
    attributes.restore();
    if (reshaped) served.restore();
  });

  const reshape = (): void => {
    reshaped = true;
  };
  const failure = failureNotice(widget, ctx, reshape);
  const control = widget.overlay ? overlayControl(widget, attributes) : null;

  if (widget.source.mode === 'lightbox') {
    const { lightbox } = widget.source;
    let open: Scope | null = null;
    return activate(scope, widget.overlay!, control!, () => {
      if (open) return;
      const dialog = (open = scope.child());
      dialog.add(() => (open = null));
      openVideoLightbox(dialog, lightbox, { name: widget.about || text('video_player'), opener: control! });
    });
  }

  const { inline } = widget.source;
  const play = (fromOverlay: boolean): void => {
    if (inline.kind === 'youtube') return void playYouTube(inline, fromOverlay);
    const focusWasOnOverlay = removeOverlay();
    if (inline.kind === 'hosted') {
      played = inline.video;
      inline.video.play()?.catch(() => {
        // The browser's autoplay rules may refuse; the video's own controls remain.
      });
      if (focusWasOnOverlay) focusPlayer(inline.video);
      return;
    }
    attributes.attributes(inline.frame, 'src', 'allow');
    if (fromOverlay) {
      const allow = inline.frame.getAttribute('allow') ?? '';
      if (!/(^|;)\s*autoplay\b/.test(allow)) inline.frame.setAttribute('allow', allow.trim() ? `${allow.replace(/;\s*$/, '')}; autoplay` : 'autoplay');
    }
    inline.frame.src = fromOverlay ? playerUrl(inline.url) : inline.url.href;
    if (focusWasOnOverlay) focusPlayer(inline.frame);
  };

  /** Removes the overlay; whether it had focus (then the player takes it). */
  const removeOverlay = (): boolean => {
    const overlay = widget.overlay;
    if (!overlay?.isConnected) return false;
    const hadFocus = overlay.contains(document.activeElement);
    reshape();
    overlay.remove();
    return hadFocus;
  };

  const focusPlayer = (player: HTMLElement): void => {
    // A video without controls is no tab stop of its own; focus still goes to it, not to body.
    if (player instanceof HTMLVideoElement && !player.controls && !player.hasAttribute('tabindex')) {
      attributes.attributes(player, 'tabindex');
      player.tabIndex = -1;
    }
    player.focus();
  };

  let loading = false;
  const playYouTube = async (source: Extract<InlineSource, { kind: 'youtube' }>, fromOverlay: boolean): Promise<void> => {
    if (loading || youtube) return;
    loading = true;
    attributes.attributes(wrapper, 'aria-busy');
    wrapper.setAttribute('aria-busy', 'true');
    let api;
    try {
      api = await loadYouTubeApi(scope);
    } catch (error) {
      if (scope.disposed) return;
      loading = false;
      wrapper.removeAttribute('aria-busy');
      failure.show(error);
      return;
    }
    if (scope.disposed) return;
    loading = false;
    wrapper.removeAttribute('aria-busy');
    failure.hide();
    const focusWasOnOverlay = removeOverlay();
    reshape();
    const options = widget.options;
    const setup = youtubePlayerSetup(source.videoId, options, location.origin);
    const ended = api.PlayerState.ENDED;
    try {
      youtube = new api.Player(source.box, {
        ...setup,
        events: {
          onReady: ({ target }) => {
            if (scope.disposed) return;
            if (options.mute) target.mute();
            if (options.autoplay || fromOverlay) target.playVideo();
          },
          onStateChange: ({ data, target }) => {
            if (!scope.disposed && data === ended && options.loop) target.seekTo(loopStart(options));
          },
        },
      });
    } catch (error) {
      failure.show(error);
      return;
    }
    if (focusWasOnOverlay) {
      const frame = youtube.getIframe?.() ?? wrapper.querySelector('iframe');
      if (frame) focusPlayer(frame);
    }
  };

  if (widget.overlay) return activate(scope, widget.overlay, control!, () => play(true));
  const lazy = widget.options.lazyLoad;
  if (inline.kind === 'youtube') {
    if (lazy) whenInView(scope, wrapper, () => play(false));
    else play(false);
  } else if (inline.kind === 'frame' && inline.lazy) {
    whenInView(scope, wrapper, () => play(false));
  }
}

/**
 * The overlay's control: its printed play icon (`role=button`, `tabindex=0` and a label since
 * 3.x), else, with the play icon turned off, the overlay itself. Whatever of role, tab stop and
 * name it lacks is added; a label the page printed wins over ours.
 */
function overlayControl(widget: VideoWidget, attributes: ReturnType<typeof createRestorer>): HTMLElement {
  const control = widget.playIcon ?? widget.overlay!;
  attributes.attributes(control, 'role', 'tabindex', 'aria-label');
  control.setAttribute('role', 'button');
  if (control.tabIndex < 0 || !control.hasAttribute('tabindex')) control.setAttribute('tabindex', '0');
  if (!control.getAttribute('aria-label')?.trim()) {
    control.setAttribute('aria-label', widget.about ? text('video_play_named', null, widget.about) : text('video_play'));
  }
  return control;
}

/** A click anywhere on the overlay (the handler's binding), Enter or Space on its control. */
function activate(scope: Scope, overlay: HTMLElement, control: HTMLElement, run: () => void): void {
  scope.on(overlay, 'click', () => run());
  scope.on(control, 'keydown', (event) => {
    if (event.key !== 'Enter' && !isSpaceKey(event)) return;
    event.preventDefault();
    run();
  });
}

/** Runs `run` once `target` is in the viewport (the page builder's scroll observer, no margin). */
function whenInView(scope: Scope, target: Element, run: () => void): void {
  if (typeof IntersectionObserver !== 'function') return run();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  });
  observer.observe(target);
  scope.add(() => observer.disconnect());
}

/**
 * The shopper's answer when the player cannot be loaded: a notice over the bottom of the video
 * (absolute, so the box does not grow) with a link to the video on its host; reported once.
 */
function failureNotice(widget: VideoWidget, ctx: WidgetContext, reshape: () => void) {
  let notice: HTMLElement | null = null;
  let reported = false;
  return {
    show(error: unknown): void {
      if (!reported) {
        reported = true;
        const reason = error instanceof Error ? error.message : String(error);
        ctx.report(`${reason}; the video stays as served, with a notice`, error);
      }
      if (notice) return;
      adoptStyles('video', STYLES);
      reshape();
      notice = document.createElement('p');
      notice.className = 'storefront-video-error';
      notice.setAttribute('role', 'alert');
      notice.append(text('video_failed'));
      if (widget.watchUrl) {
        const link = document.createElement('a');
        link.href = widget.watchUrl;
        link.textContent = text('video_watch_on', null, 'YouTube');
        notice.append(' ', link);
      }
      widget.wrapper.append(notice);
    },
    hide(): void {
      notice?.remove();
      notice = null;
    },
  };
}
