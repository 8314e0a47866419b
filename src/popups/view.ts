/**
 * A popup's modal (elementor.md §3.4): the page builder's dialog markup and classes, so the
 * site's popup CSS (`#elementor-popup-modal-{id}`, `.dialog-widget-content`, …) applies, on the
 * overlay layer. The popup document itself moves into the modal's message while it is shown and
 * back to its place after, so the widgets inside it (forms, add-to-cart buttons) are the ones the
 * scanner started, and start through the registry when they first show.
 *
 * Plain DOM, not a React view: everything the shopper sees is the server's document; the modal
 * adds a frame of three elements, a close button and timers. React's first evaluation and render
 * (about 200 ms of one task at 4x CPU) bought nothing here, and this popup shows on its own, under
 * no hand, while the page has just begun to answer.
 */
import { text } from '../core/i18n';
import { prefersReducedMotion } from '../core/motion';
import { openOverlay } from '../core/overlay';
import { adoptStyles } from '../core/styles';
import { POPUP_FOCUS_DELAY_MS } from '../core/timings';
import type { WidgetContext } from '../core/types';
import { responsiveValue } from '../page-builder/settings';
import type { PopupSettings } from './settings';

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
const CONTENT_CLASSES = 'dialog-widget-content dialog-lightbox-widget-content animated';
const PREVENT_SCROLL_CLASS = 'dialog-prevent-scroll';

/**
 * Shows the popup; returns its hide, which gives the keyboard and the page back at once, plays the
 * exit animation and then calls `onClosed`. Everything else goes when `ctx.scope` is disposed: the
 * document back in its place, the modal emptied and hidden.
 */
export function mountPopup(ctx: WidgetContext, props: PopupViewProps): () => void {
  adoptStyles('popups', RULES);
  const { scope } = ctx;
  const { settings, device, order, document: popupDocument, host, onShown, requestClose, onClosed } = props;
  const still = prefersReducedMotion();
  const entrance = still ? '' : animationName(settings, 'entrance_animation', device, order);
  const exit = still ? '' : animationName(settings, 'exit_animation', device, order);
  const duration = settings.animationDurationMs;

  host.id = `elementor-popup-modal-${settings.id}`;
  host.className = [MODAL_CLASSES, ...settings.classes].join(' ');

  const content = document.createElement('div');
  content.setAttribute('role', 'dialog');
  if (settings.a11yNavigation) content.setAttribute('aria-modal', 'true');
  content.tabIndex = -1;
  const heading = popupDocument.querySelector<HTMLElement>('h1, h2, h3, .elementor-heading-title');
  if (heading?.textContent?.trim()) {
    if (!heading.id) heading.id = `elementor-popup-title-${settings.id}`;
    content.setAttribute('aria-labelledby', heading.id);
  } else content.setAttribute('aria-label', text('popup'));
  const animate = (animation: string) => {
    content.className = animation ? `${CONTENT_CLASSES} ${animation}` : CONTENT_CLASSES;
    if (animation && duration) content.style.animationDuration = `${duration}ms`;
    else content.style.removeProperty('animation-duration');
    if (!content.getAttribute('style')) content.removeAttribute('style');
  };
  animate(entrance);
  const message = document.createElement('div');
  message.className = 'dialog-message dialog-lightbox-message';
  content.append(message);

  // Before the document moves (disposers run last in, first out, so it goes back before the modal
  // empties): the widgets inside it never see it leave the page.
  const anchor = document.createComment(` popup ${settings.id} `);
  popupDocument.before(anchor);
  message.append(popupDocument);
  popupDocument.style.display = 'block';
  host.replaceChildren(content);
  if (!host.isConnected) document.body.append(host);
  host.style.removeProperty('display');
  // Hidden and emptied between opens, as the page builder's dialog is.
  scope.add(() => {
    host.style.display = 'none';
    host.replaceChildren();
  });
  scope.add(() => {
    anchor.replaceWith(popupDocument);
    popupDocument.style.removeProperty('display');
    if (!popupDocument.getAttribute('style')) popupDocument.removeAttribute('style');
  });

  const showCloseButton = () => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'dialog-close-button dialog-lightbox-close-button';
    button.setAttribute('aria-label', text('close'));
    const icon = document.createElement('span');
    icon.className = 'eicon-close';
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '✕';
    button.append(icon);
    scope.on(button, 'click', () => requestClose());
    // Outside: after the dialog box, in the modal, so it stays in the Tab order (the container).
    if (settings.closeButtonOutside) host.append(button);
    else content.prepend(button);
  };
  if (settings.closeButtonDelayMs === 0) showCloseButton();
  else scope.timeout(showCloseButton, settings.closeButtonDelayMs);

  // The document is in the modal before the layer computes what is inert, so it is never taken
  // for a part of the page.
  const overlay = openOverlay(scope, {
    name: 'popup',
    // The whole modal, so an outside close button stays in the Tab order; the modal's own box lets
    // the pointer through (the page builder's CSS), so a click on the dimmed page is outside.
    container: host,
    // Focus goes to the first control of the dialog box, else the box (not an outside close button).
    focusWithin: content,
    modal: settings.a11yNavigation,
    lockScroll: settings.preventScroll,
    // Moved in after the page builder's delay (below), not at once.
    moveFocus: false,
    onDismiss(reason) {
      if (reason === 'escape' && settings.preventCloseOnEsc) return;
      if (reason === 'outside' && settings.preventCloseOnBackgroundClick) return;
      requestClose();
    },
  });

  if (settings.preventScroll) {
    document.body.classList.add(PREVENT_SCROLL_CLASS);
    scope.add(() => document.body.classList.remove(PREVENT_SCROLL_CLASS));
  }
  // A site whose CSS lets the modal take the pointer: a click on its background.
  scope.on(host, 'click', (event) => {
    if (event.target === host && !settings.preventCloseOnBackgroundClick) requestClose();
  });
  // Focus after 250 ms (spec §9), by the layer: the dialog's first control, else the dialog; not
  // once a modal overlay opened over it.
  if (settings.a11yNavigation) scope.timeout(() => overlay.focus(), POPUP_FOCUS_DELAY_MS);
  const stopAutoClose = settings.closeAutomaticallyMs ? scope.timeout(requestClose, settings.closeAutomaticallyMs) : () => {};
  onShown();

  let closing = false;
  return () => {
    if (closing || scope.disposed) return;
    closing = true;
    // The keyboard and the page come back at once; the exit animation (the entrance's duration)
    // plays on a live page, then the owner takes the modal away.
    overlay.close();
    stopAutoClose();
    if (settings.preventScroll) document.body.classList.remove(PREVENT_SCROLL_CLASS);
    animate(exit ? `${exit} reverse` : '');
    if (!exit || !duration) onClosed();
    else scope.timeout(onClosed, duration);
  };
}

function animationName(settings: PopupSettings, key: string, device: string, order: readonly string[]): string {
  const value = responsiveValue(settings.animations, key, device, order);
  return typeof value === 'string' && value !== 'none' ? value : '';
}
