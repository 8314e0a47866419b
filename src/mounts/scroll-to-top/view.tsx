import { useLayoutEffect, useRef, useSyncExternalStore, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { text } from '../../core/i18n';
import { prefersReducedMotion, scrollWindowTo } from '../../core/motion';
import { adoptStyles } from '../../core/styles';
import { SCROLL_TOP_FADE_MS, SCROLL_TOP_SCROLL_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { SCROLL_TOP_CONTAINER, SKIP_LINK } from '../../selectors';
import { mountWidget } from '../mount';
import { opacityOf, type Controller } from './logic';
import type { ButtonContent, ScrollTopProps, ScrollTopSettings } from './parse';

const BUTTON_ID = SCROLL_TOP_CONTAINER.slice(1);
/** Our hook for the fallback rules; the plugin's CSS matches the id (v3) or the container (v2). */
const HOOK = 'data-storefront-scroll-top';

/**
 * Fallbacks a page without the plugin's CSS needs, layered so the plugin's and the theme's rules
 * win; the focus ring is `!important` because the plugin's CSS sets `outline: none`, and a
 * keyboard user must see where focus is.
 */
const RULES = `
[${HOOK}] { position: fixed; right: 20px; bottom: 20px; z-index: 9999; display: flex; align-items: center; justify-content: center; margin: 0; padding: 0; border: 0; background: transparent; cursor: pointer; }
[${HOOK}]:focus-visible { outline: 3px solid #1a1a1a !important; outline-offset: 2px !important; box-shadow: 0 0 0 5px #fff !important; }
[${HOOK}] .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
[${HOOK}] .storefront-scroll-top-arrow { display: block; width: 44px; height: 44px; border-radius: 50%; background: #1a1a1a; color: #fff; }
`;

export function mount(ctx: WidgetContext, props: ScrollTopProps, controller: Controller): void {
  adoptStyles('scroll-to-top', RULES);
  if (props.css) adoptStyles('wpfront-scroll-top', props.css, { layered: false });
  let host = props.container;
  if (!host) {
    // v3 prints no markup: the button gets a host of its own at the end of <body>. Empty and the
    // button fixed, it takes no space: nothing moves.
    host = document.createElement('div');
    host.setAttribute(`${HOOK}-host`, '');
    document.body.append(host);
    const created = host;
    ctx.scope.add(() => created.remove());
  }
  const container = props.container;
  mountWidget(host, ctx, () => <ScrollTop {...props} container={container} controller={controller} signal={ctx.scope.signal} />);
}

function positionOf(settings: ScrollTopSettings): CSSProperties {
  if (!settings.position) return {};
  const { location, marginX, marginY } = settings.position;
  return {
    [location === 1 || location === 3 ? 'right' : 'left']: `${marginX}px`,
    [location <= 2 ? 'bottom' : 'top']: `${marginY}px`,
    [location === 1 || location === 3 ? 'left' : 'right']: 'auto',
    [location <= 2 ? 'top' : 'bottom']: 'auto',
  };
}

/** The accessible name: the page's label, title or screen-reader text win, then the image's alt. */
function needsFallbackName(content: ButtonContent): boolean {
  return !content.ariaLabel && !content.title && !content.screenReaderText && !content.image?.alt.trim() && !content.text;
}

/** Where focus goes after a keyboard activation: the page's first stop (its skip link), or its top. */
function focusTop(): void {
  const skip = document.querySelector<HTMLElement>(SKIP_LINK);
  if (skip) {
    skip.focus({ preventScroll: true });
    return;
  }
  const body = document.body;
  if (!body.hasAttribute('tabindex')) {
    body.setAttribute('tabindex', '-1');
    body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
  }
  body.focus({ preventScroll: true });
}

function ScrollTop({
  settings,
  content,
  container,
  controller,
  signal,
}: ScrollTopProps & { controller: Controller; signal: AbortSignal }): ReactNode {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const ref = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const shownBefore = useRef(false);
  const reduced = prefersReducedMotion();
  const hidden = state.phase === 'hidden';
  const opacity = opacityOf(state, settings.opacity);

  // v2: the served container keeps its id and the plugin's CSS (display: none) but no longer
  // boxes anything: the fixed button inside it is the control.
  useLayoutEffect(() => {
    if (!container) return;
    const style = container.getAttribute('style');
    container.style.display = 'contents';
    return () => {
      if (style === null) container.removeAttribute('style');
      else container.setAttribute('style', style);
    };
  }, [container]);

  // Fading in from `display: none`, which a transition cannot start from.
  useLayoutEffect(() => {
    const button = ref.current;
    if (state.phase === 'shown' && !shownBefore.current && button && !reduced && typeof button.animate === 'function') {
      button.animate([{ opacity: 0 }, { opacity }], { duration: SCROLL_TOP_FADE_MS, easing: 'linear' });
    }
    shownBefore.current = state.phase !== 'hidden';
  }, [state.phase, opacity, reduced]);

  const onClick = (event: MouseEvent) => {
    const { action } = settings;
    if (action.kind === 'url') return;
    event.preventDefault();
    let top = 0;
    if (action.kind === 'element') {
      const target = document.querySelector(action.selector);
      if (target) top = target.getBoundingClientRect().top + window.scrollY - action.offset;
    }
    scrollWindowTo(top, SCROLL_TOP_SCROLL_MS, signal);
    // Enter or Space (a click with no pointer behind it): focus follows the page to the top, where
    // the next Tab continues; a mouse user's focus is left alone.
    if (event.detail === 0 && action.kind === 'top') focusTop();
  };

  const style: CSSProperties = {
    // Inline: a theme's `button { position: relative }` must not put it in the page's flow.
    position: 'fixed',
    ...positionOf(settings),
    opacity,
    transition: reduced ? 'none' : `opacity ${SCROLL_TOP_FADE_MS}ms`,
    ...(hidden ? { display: 'none' } : {}),
  };
  const common = {
    ref,
    [HOOK]: '',
    id: container ? undefined : BUTTON_ID,
    className: hidden ? undefined : 'show',
    hidden,
    // Out of the tab order while it fades out as well as while hidden.
    tabIndex: state.phase === 'shown' ? undefined : -1,
    style,
    'aria-label': content.ariaLabel ?? (needsFallbackName(content) ? text('scroll_to_top') : undefined),
    title: content.title ?? undefined,
    onClick,
    onPointerEnter: () => controller.send({ type: 'pointerenter' }),
    onPointerLeave: () => controller.send({ type: 'pointerleave' }),
    onFocus: () => controller.send({ type: 'focus' }),
    onBlur: () => controller.send({ type: 'blur' }),
  };
  const inner = (
    <>
      {content.screenReaderText ? <span className="sr-only screen-reader-text">{content.screenReaderText}</span> : null}
      {content.image ? (
        <img src={content.image.src} alt={content.image.alt} title={content.image.title ?? undefined} />
      ) : content.text ? (
        <span className="text-holder">{content.text}</span>
      ) : content.iconClass ? (
        <i className={content.iconClass} aria-hidden="true" />
      ) : (
        <svg className="storefront-scroll-top-arrow" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
          <path d="M14 25l8-8 8 8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </>
  );
  return settings.action.kind === 'url' ? (
    <a {...common} href={settings.action.href}>
      {inner}
    </a>
  ) : (
    <button {...common} type="button">
      {inner}
    </button>
  );
}
