/**
 * Elementor Pro's Search Form (`search-form.default`, elementor-widgets.md §6.3): its skin is an
 * ordinary setting. Classic and minimal: the form wears `elementor-search-form--focus` while its
 * field has focus, and the minimal skin's icon focuses the field. Full screen: the toggle opens the
 * form as a dialog over the page (the plugin's `elementor-search-form--full-screen
 * elementor-lightbox` classes) on the overlay layer, focus in the field, the rest of the page inert;
 * the close button, Escape and a click on the backdrop close it, and focus goes back to the toggle
 * each time (the plugin returns it only from the close button, and leaves Escape's on the page).
 * Closed, the full-screen form is inert: the plugin leaves its invisible field a tab stop.
 */
import { text } from '../../core/i18n';
import { isSpaceKey } from '../../core/keys';
import { prefersReducedMotion } from '../../core/motion';
import { openOverlay, type Overlay } from '../../core/overlay';
import { createRestorer, type Restorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { readSettings } from '../../page-builder/settings';
import { skinOf } from './logic';

const FORM = 'form.elementor-search-form';
const INPUT = 'input.elementor-search-form__input';
const TOGGLE = '.elementor-search-form__toggle';
const CONTAINER = '.elementor-search-form__container';
const CLOSE_BUTTON = '.dialog-close-button';
const ICON = '.elementor-search-form__icon';
const FOCUS = 'elementor-search-form--focus';
const FULL_SCREEN = 'elementor-search-form--full-screen';
const LIGHTBOX = 'elementor-lightbox';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(widget);
  if (!settings.ok) return ctx.report(settings.reason);
  const skin = skinOf(settings.value.skin);
  const form = widget.querySelector<HTMLFormElement>(FORM);
  const input = form?.querySelector<HTMLInputElement>(INPUT);
  if (!form || !input) return ctx.report(`its search field (${FORM} ${INPUT}) is missing`);
  const restorer = createRestorer();

  if (skin === 'full_screen') {
    const toggle = form.querySelector<HTMLElement>(TOGGLE);
    const container = form.querySelector<HTMLElement>(CONTAINER);
    if (!toggle || !container?.contains(input)) return ctx.report(`the full-screen skin's ${TOGGLE} or its ${CONTAINER} around the field is missing`);
    ctx.scope.add(() => restorer.restore());
    return startFullScreen({ input, toggle, container }, ctx, restorer);
  }

  ctx.scope.add(() => restorer.restore());
  restorer.classes(form, FOCUS);
  ctx.scope.on(input, 'focus', () => form.classList.add(FOCUS));
  ctx.scope.on(input, 'blur', () => form.classList.remove(FOCUS));
  // The field that called us in by taking focus.
  if (document.activeElement === input) form.classList.add(FOCUS);
  const icon = skin === 'minimal' ? form.querySelector<HTMLElement>(ICON) : null;
  if (icon) {
    ctx.scope.on(icon, 'click', () => {
      form.classList.add(FOCUS);
      input.focus();
    });
  }
}

interface FullScreenParts {
  input: HTMLInputElement;
  toggle: HTMLElement;
  container: HTMLElement;
}

function startFullScreen({ input, toggle, container }: FullScreenParts, ctx: WidgetContext, restorer: Restorer): void {
  const { scope } = ctx;
  const closeButton = container.querySelector<HTMLElement>(CLOSE_BUTTON);
  const label = text('search_form', toggle.getAttribute('aria-label'));
  restorer.attributes(container, 'inert');
  let overlay: Overlay | null = null;
  /** What an opening changed, given back when it closes. */
  let opened: Restorer | null = null;
  scope.add(() => opened?.restore());

  const open = () => {
    if (overlay) return;
    const changes = (opened = createRestorer());
    changes.classes(container, FULL_SCREEN, LIGHTBOX);
    changes.attributes(container, 'role', 'aria-modal', 'aria-label', 'style');
    container.removeAttribute('inert');
    container.classList.add(FULL_SCREEN, LIGHTBOX);
    container.setAttribute('role', 'dialog');
    container.setAttribute('aria-modal', 'true');
    container.setAttribute('aria-label', label);
    // The plugin's CSS scales the dialog in over 0.3 s.
    if (prefersReducedMotion()) container.style.transition = 'none';
    overlay = openOverlay(scope, { name: 'search-form', container, initialFocus: input, returnFocus: toggle, onDismiss: close });
  };

  function close(): void {
    if (!overlay) return;
    const active = document.activeElement;
    const focusWasInside = !active || active === document.body || container.contains(active);
    overlay.close({ returnFocus: false });
    overlay = null;
    opened?.restore();
    opened = null;
    // Before the form goes inert, or focus would fall to the page.
    if (focusWasInside) toggle.focus();
    container.setAttribute('inert', '');
  }

  const activate = (element: HTMLElement, action: () => void) => {
    scope.on(element, 'click', action);
    scope.on(element, 'keydown', (event) => {
      if (event.key !== 'Enter' && !isSpaceKey(event)) return;
      event.preventDefault();
      action();
    });
  };
  activate(toggle, open);
  if (closeButton) activate(closeButton, close);
  // The backdrop is the container itself; a click on the field or the button is not on it.
  scope.on(container, 'click', (event) => {
    if (event.target === container) close();
  });

  // A shopper who reached the invisible field by Tab before we ran is shown it.
  if (container.contains(document.activeElement)) open();
  else container.setAttribute('inert', '');
}
