/**
 * Elementor Pro's Lottie widget (elementor-widgets.md §5.3). The registry starts it near the
 * viewport; it then fetches the animation itself (same-origin or https, checked before the player
 * sees it) while the player's chunk loads, and plays the start-to-end-point segment on its trigger:
 * in view, click, hover, scroll position, or at once; loops, counts and ping-pongs as Pro does.
 * Deliberate differences: the player is lottie-web's light SVG build, so a `canvas` renderer draws
 * as SVG (the same picture, which Elementor's CSS sizes the same way); the caption is left as the
 * server printed it (Pro rewrites it with the same text, or adds one, shifting the layout); under
 * prefers-reduced-motion the finished picture is shown and nothing plays, and a link with a
 * timeout is followed at once, there being nothing to wait for; hover also answers focus.
 */
import { loadChunk } from '../../core/chunk';
import { describeError } from '../../core/errors';
import { prefersReducedMotion } from '../../core/motion';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { responsiveValue } from '../../page-builder/settings';
import {
  afterComplete,
  allowedAnimationUrl,
  animationProblem,
  elementViewportPercent,
  frameAtPercent,
  frameRange,
  initialPlayback,
  pageScrollPercent,
  restingFrame,
  segmentToPlay,
  viewportRootMargin,
  type AnimationData,
  type Playback,
} from './logic';
import { parseLottie, type LottieMarkup, type LottieOptions } from './parse';
import type { Player } from './lottie-player';

export async function start(widget: HTMLElement, ctx: WidgetContext): Promise<void> {
  const parsed = parseLottie(widget);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const { options, markup } = parsed.value;
  const url = allowedAnimationUrl(options.source.url, location.href);
  if (!url) return ctx.report(`${options.source.from} must be an https address or one on this site (got "${options.source.url}")`);

  const { scope } = ctx;
  const [data, playerModule] = await Promise.all([
    fetchAnimation(url, scope.signal).catch((error: unknown) => ({ problem: describeError(error) })),
    loadChunk('lottie-player', () => import('./lottie-player')),
  ]);
  if (scope.disposed) return;
  if ('problem' in data) return ctx.report(`the animation at ${url.href} (${options.source.from}) ${data.problem}`);

  const restorer = createRestorer();
  restorer.children(markup.animation);
  scope.add(() => restorer.restore());
  const player = playerModule.createPlayer(markup.animation, data.animation);
  scope.add(() => player.destroy());
  // Decorative: the caption, or the link's own text, says what it shows.
  markup.animation.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  run(widget, markup, options, player, ctx);
}

async function fetchAnimation(url: URL, signal: AbortSignal): Promise<{ animation: AnimationData } | { problem: string }> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) return { problem: `answered HTTP ${response.status}` };
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    return { problem: 'is not JSON' };
  }
  const problem = animationProblem(value);
  return problem ? { problem: `is not a Lottie animation: it ${problem}` } : { animation: value as AnimationData };
}

function run(widget: HTMLElement, markup: LottieMarkup, options: LottieOptions, player: Player, ctx: WidgetContext): void {
  const { scope } = ctx;
  const range = frameRange(player.ip, player.op, options.startPercent, options.endPercent);
  if (prefersReducedMotion()) {
    player.show(restingFrame(range));
    return;
  }
  player.setSpeed(options.speed);
  player.show(range.first);
  if (options.linkTimeout > 0 && markup.link) followLinkLater(markup.link, options, ctx);

  let playback: Playback = initialPlayback();
  const play = () => {
    const [from, to] = segmentToPlay(range, player.current(), playback);
    playback = { ...playback, fresh: false };
    player.play(from, to);
  };
  player.onComplete(() => {
    if (scope.disposed) return;
    const next = afterComplete(playback, options);
    playback = next.playback;
    if (next.play) play();
  });

  switch (options.trigger) {
    case 'none':
      play();
      break;
    case 'on_click':
      scope.on(markup.container, 'click', play);
      break;
    case 'on_hover': {
      const area = hoverArea(widget, markup, options);
      const enter = () => {
        playback = { ...playback, direction: 'forward', hoverReturn: false };
        play();
      };
      const leave = (event: Event) => {
        // Focus moving within the area is not leaving it.
        if (event instanceof FocusEvent && area.contains(event.relatedTarget as Node | null)) return;
        if (options.hoverOut === 'pause') player.pause();
        else if (options.hoverOut === 'reverse') {
          playback = { ...playback, direction: 'backward', hoverReturn: true };
          play();
        }
      };
      scope.on(area, 'mouseenter', enter);
      scope.on(area, 'mouseleave', leave);
      scope.on(area, 'focusin', (event) => {
        if (!area.contains(event.relatedTarget as Node | null)) enter();
      });
      scope.on(area, 'focusout', leave);
      break;
    }
    case 'arriving_to_viewport':
      observe(widget, options, scope, (entry) => {
        if (entry.isIntersecting) play();
        else player.pause();
      });
      break;
    case 'bind_to_scroll':
      bindToScroll(widget, options, player, range, ctx);
      break;
  }
}

function hoverArea(widget: HTMLElement, markup: LottieMarkup, options: LottieOptions): HTMLElement {
  const parent =
    options.hoverArea === 'column' ? '.elementor-column' : options.hoverArea === 'section' ? '.elementor-section' : options.hoverArea === 'container' ? '.e-con' : null;
  return (parent && widget.closest<HTMLElement>(parent)) || markup.container;
}

function observe(target: Element, options: LottieOptions, scope: WidgetContext['scope'], callback: (entry: IntersectionObserverEntry) => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (scope.disposed) return;
    for (const entry of entries) callback(entry);
  }, { rootMargin: viewportRootMargin(options.viewport.start, options.viewport.end) });
  observer.observe(target);
  scope.add(() => observer.disconnect());
}

/** A requestAnimationFrame loop that runs only while the band is in view and redraws only when the page has scrolled. */
function bindToScroll(widget: HTMLElement, options: LottieOptions, player: Player, range: ReturnType<typeof frameRange>, ctx: WidgetContext): void {
  const { scope } = ctx;
  const target = options.relativeToPage ? document.documentElement : widget;
  const breakpoints = pageBreakpoints();
  const fixed = responsiveValue(options.settings, '_position', currentDevice(breakpoints), deviceOrder(breakpoints)) === 'fixed';
  const { start, end } = options.viewport;
  const percent = () => {
    const root = document.documentElement;
    const scrollTop = root.scrollTop || document.body.scrollTop;
    if (options.relativeToPage) return pageScrollPercent(scrollTop, root.scrollHeight - root.clientHeight, start, end);
    if (fixed) return pageScrollPercent(scrollTop, window.innerHeight, start, end);
    const rect = widget.getBoundingClientRect();
    return elementViewportPercent(rect.top, rect.height, window.innerHeight, start, end);
  };
  let frame = 0;
  let lastScrollY: number | null = null;
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  scope.add(stop);
  const tick = () => {
    if (window.scrollY !== lastScrollY) {
      lastScrollY = window.scrollY;
      player.show(frameAtPercent(range, percent()));
    }
    frame = requestAnimationFrame(tick);
  };
  observe(target, options, scope, (entry) => {
    if (entry.isIntersecting) {
      if (!frame) tick();
      return;
    }
    stop();
    lastScrollY = null;
    // Out of the band: rest on the end the page has scrolled past (Pro goes by the last scroll's direction).
    player.show(percent() >= 50 ? range.last : range.first);
  });
}

function followLinkLater(link: HTMLAnchorElement, options: LottieOptions, ctx: WidgetContext): void {
  let pending: (() => void) | null = null;
  ctx.scope.on(link, 'click', (event) => {
    // A new tab or window asked for by a modifier or the middle button is the browser's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending) return;
    pending = ctx.scope.timeout(() => {
      pending = null;
      if (options.linkExternal) window.open(link.href, '_blank', 'noopener');
      else location.assign(link.href);
    }, options.linkTimeout);
  });
}
