/**
 * A popup's modal (elementor.md §3.4): the page builder's dialog markup and classes, so the
 * site's popup CSS (`#elementor-popup-modal-{id}`, `.dialog-widget-content`, …) applies, on the
 * overlay layer. The popup document itself moves into the modal's message while it is shown and
 * back to its place after, so the widgets inside it (forms, add-to-cart buttons) are the ones the
 * scanner started, and start through the registry when they first show.
 */
import { signal, type Signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { text } from '../core/i18n';
import { prefersReducedMotion } from '../core/motion';
import type { Scope } from '../core/scope';
import { adoptStyles } from '../core/styles';
import { POPUP_FOCUS_DELAY_MS } from '../core/timings';
import type { WidgetContext } from '../core/types';
import { mountWidget } from '../mounts/mount';
import { useOverlay } from '../mounts/use-overlay';
import { responsiveValue, type PopupSettings } from './settings';

export interface PopupViewProps {
  readonly settings: PopupSettings;
  readonly device: string;
  /** Devices from small to wide, for responsive settings. */
  readonly order: readonly string[];
  /** The popup document (`[data-elementor-type="popup"]`) shown inside the modal. */
  readonly document: HTMLElement;
  /** The modal's own element (`#elementor-popup-modal-{id}`), kept between opens. */
  readonly host: HTMLElement;
  /** The modal is on screen with its content. */
  onShown(): void;
  /** Close asked for (close button, background or outside click, Escape, auto close). */
  requestClose(): void;
  /** The exit animation is over: the owner disposes the view. */
  onClosed(): void;
}

/** Fallbacks for a page without the page builder's dialog CSS; layered, so the site's rules win. */
const RULES = `
.elementor-popup-modal { position: fixed; inset: 0; z-index: 9999; display: flex; align-items: center; justify-content: center; pointer-events: none; }
.elementor-popup-modal .dialog-widget-content { position: relative; max-width: 100vw; max-height: 100vh; overflow: auto; pointer-events: all; background: #fff; }
.elementor-popup-modal .dialog-message { display: flex; width: 640px; max-width: 100vw; max-height: 100vh; }
.elementor-popup-modal .dialog-close-button { position: absolute; top: 8px; right: 8px; z-index: 1; display: flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; margin: 0; padding: 0; border: 0; background: transparent; color: inherit; font-size: 20px; cursor: pointer; pointer-events: all; }
.elementor-popup-modal > .dialog-close-button { top: 12px; right: 12px; color: #fff; }
@media (prefers-reduced-motion: no-preference) {
  .elementor-popup-modal .animated { animation-fill-mode: both; animation-duration: 1.25s; }
  .elementor-popup-modal .animated.reverse { animation-direction: reverse; animation-fill-mode: forwards; }
  .elementor-popup-modal .fadeIn { animation-name: storefront-fade-in; }
  .elementor-popup-modal .zoomIn { animation-name: storefront-zoom-in; }
  .elementor-popup-modal .slideInUp { animation-name: storefront-slide-in-up; }
  .elementor-popup-modal .slideInDown { animation-name: storefront-slide-in-down; }
  .elementor-popup-modal .slideInLeft { animation-name: storefront-slide-in-left; }
  .elementor-popup-modal .slideInRight { animation-name: storefront-slide-in-right; }
}
@keyframes storefront-fade-in { from { opacity: 0 } to { opacity: 1 } }
@keyframes storefront-zoom-in { from { opacity: 0; transform: scale3d(.3, .3, .3) } 50% { opacity: 1 } }
@keyframes storefront-slide-in-up { from { transform: translate3d(0, 100%, 0); visibility: visible } to { transform: none } }
@keyframes storefront-slide-in-down { from { transform: translate3d(0, -100%, 0); visibility: visible } to { transform: none } }
@keyframes storefront-slide-in-left { from { transform: translate3d(-100%, 0, 0); visibility: visible } to { transform: none } }
@keyframes storefront-slide-in-right { from { transform: translate3d(100%, 0, 0); visibility: visible } to { transform: none } }
`;

const MODAL_CLASSES = 'dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal';
const PREVENT_SCROLL_CLASS = 'dialog-prevent-scroll';

/**
 * Shows the popup; returns its hide, which plays the exit animation and then calls `onClosed`.
 * Everything else goes when `ctx.scope` is disposed: the document back in its place, the modal
 * gone.
 */
export function mountPopup(ctx: WidgetContext, props: PopupViewProps): () => void {
  adoptStyles('popups', RULES);
  const { settings, document: popupDocument, host } = props;
  host.id = `elementor-popup-modal-${settings.id}`;
  host.className = [MODAL_CLASSES, ...settings.classes].join(' ');
  if (!host.isConnected) document.body.append(host);
  host.style.removeProperty('display');
  // Hidden between opens, as the page builder's dialog is: React's listeners on it stay one set.
  ctx.scope.add(() => {
    host.style.display = 'none';
  });
  const closing = signal(false);
  mountWidget(host, ctx, () => <PopupModal {...props} closing={closing} scope={ctx.scope} />);
  // Before the modal goes (disposers run last in, first out): the widgets inside the document must
  // never see it leave the page.
  const anchor = document.createComment(` popup ${settings.id} `);
  popupDocument.before(anchor);
  ctx.scope.add(() => {
    anchor.replaceWith(popupDocument);
    popupDocument.style.removeProperty('display');
    if (!popupDocument.getAttribute('style')) popupDocument.removeAttribute('style');
  });
  return () => {
    closing.value = true;
  };
}

function PopupModal({
  settings,
  device,
  order,
  document: popupDocument,
  host,
  closing,
  scope,
  onShown,
  requestClose,
  onClosed,
}: PopupViewProps & { closing: Signal<boolean>; scope: Scope }): ReactNode {
  useSignals();
  const isClosing = closing.value;
  const content = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const [closeShown, setCloseShown] = useState(settings.closeButtonDelayMs === 0);
  const [labelledBy, setLabelledBy] = useState<string | null>(null);
  const still = prefersReducedMotion();
  const entrance = still ? '' : animationName(settings, 'entrance_animation', device, order);
  const exit = still ? '' : animationName(settings, 'exit_animation', device, order);
  const duration = settings.animationDurationMs;

  // The document goes into the message, the modal onto the overlay layer, in the commit that
  // shows them: content, inertness and Escape arrive in one frame. The document first, so the
  // layer never takes it for a part of the page to make inert.
  useLayoutEffect(() => {
    const target = message.current;
    if (!target) return;
    target.append(popupDocument);
    popupDocument.style.display = 'block';
    const heading = popupDocument.querySelector<HTMLElement>('h1, h2, h3, .elementor-heading-title');
    if (heading?.textContent?.trim()) {
      if (!heading.id) heading.id = `elementor-popup-title-${settings.id}`;
      setLabelledBy(heading.id);
    }
  }, [popupDocument, settings]);

  // Closing gives the keyboard and the page back at once; the exit animation plays on a live page.
  const overlay = useOverlay(scope, !isClosing, () => ({
    name: 'popup',
    // The whole modal, so an outside close button stays in the Tab order; the modal's own box lets
    // the pointer through (the page builder's CSS), so a click on the dimmed page is outside.
    container: host,
    // Focus goes to the first control of the dialog box, else the box (not an outside close button).
    focusWithin: content.current,
    modal: settings.a11yNavigation,
    lockScroll: settings.preventScroll,
    // Moved in after the page builder's delay (below), not at once.
    moveFocus: false,
    onDismiss(reason) {
      if (reason === 'escape' && settings.preventCloseOnEsc) return;
      if (reason === 'outside' && settings.preventCloseOnBackgroundClick) return;
      requestClose();
    },
  }));

  useLayoutEffect(() => {
    if (settings.preventScroll) document.body.classList.add(PREVENT_SCROLL_CLASS);
    // A site whose CSS lets the modal take the pointer: a click on its background.
    const onBackground = (event: MouseEvent) => {
      if (event.target === host && !settings.preventCloseOnBackgroundClick) requestClose();
    };
    host.addEventListener('click', onBackground);
    onShown();
    return () => {
      host.removeEventListener('click', onBackground);
      if (settings.preventScroll) document.body.classList.remove(PREVENT_SCROLL_CLASS);
    };
  }, [host, settings, onShown, requestClose]);

  // Timers start in the commit that shows the modal (layout effects), not whenever React gets to
  // its passive effects. Focus after 250 ms (spec §9), by the layer: the dialog's first control,
  // else the dialog; not once a modal overlay opened over it.
  useLayoutEffect(() => {
    if (!settings.a11yNavigation) return;
    const timer = setTimeout(() => overlay.current?.focus(), POPUP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings.a11yNavigation, overlay]);

  useLayoutEffect(() => {
    if (closeShown) return;
    const timer = setTimeout(() => setCloseShown(true), settings.closeButtonDelayMs);
    return () => clearTimeout(timer);
  }, [closeShown, settings.closeButtonDelayMs]);

  useLayoutEffect(() => {
    if (!settings.closeAutomaticallyMs || isClosing) return;
    const timer = setTimeout(requestClose, settings.closeAutomaticallyMs);
    return () => clearTimeout(timer);
  }, [settings.closeAutomaticallyMs, isClosing, requestClose]);

  // Closing: the keyboard and the page were given back at once (the overlay closed in this
  // commit); the exit animation (the entrance's duration) plays on, then the owner takes the modal
  // away.
  useLayoutEffect(() => {
    if (!isClosing) return;
    if (settings.preventScroll) document.body.classList.remove(PREVENT_SCROLL_CLASS);
    if (!exit || !duration) {
      onClosed();
      return;
    }
    const timer = setTimeout(onClosed, duration);
    return () => clearTimeout(timer);
  }, [isClosing, exit, duration, settings.preventScroll, onClosed]);

  const animation = isClosing ? (exit ? `${exit} reverse` : '') : entrance;
  const style: CSSProperties | undefined = animation && duration ? { animationDuration: `${duration}ms` } : undefined;
  const closeButton = closeShown ? (
    <button type="button" className="dialog-close-button dialog-lightbox-close-button" aria-label={text('close')} onClick={requestClose}>
      <span className="eicon-close" aria-hidden="true">✕</span>
    </button>
  ) : null;

  return (
    <>
      <div
        ref={content}
        className={`dialog-widget-content dialog-lightbox-widget-content animated${animation ? ` ${animation}` : ''}`}
        role="dialog"
        aria-modal={settings.a11yNavigation ? 'true' : undefined}
        aria-labelledby={labelledBy ?? undefined}
        aria-label={labelledBy ? undefined : text('popup')}
        tabIndex={-1}
        style={style}
      >
        {settings.closeButtonOutside ? null : closeButton}
        <div ref={message} className="dialog-message dialog-lightbox-message" />
      </div>
      {settings.closeButtonOutside ? closeButton : null}
    </>
  );
}

function animationName(settings: PopupSettings, key: string, device: string, order: readonly string[]): string {
  const value = responsiveValue(settings.animations, key, device, order);
  return typeof value === 'string' && value !== 'none' ? value : '';
}
