/**
 * Elementor Pro's off-canvas panel (elementor.md §5): opened, closed and toggled by the
 * `elementor-pro/off-canvas/toggle-display-mode` window event (which the `off_canvas:*` URL actions
 * send, and third parties may too), matched on the widget's id. Open, it is a dialog on the
 * overlay layer: focus moved in and returned, Tab kept inside, Escape and a click on its overlay
 * close it unless the widget says not to, the page inert and, with `prevent_scroll`, not scrolling.
 * Deliberate difference: the plugin traps focus only when a key opened the panel; here a pointer
 * opening gets the same dialog behaviour, which screen readers need either way.
 */
import { OFF_CANVAS_TOGGLE_EVENT } from '../../core/events';
import { prefersReducedMotion } from '../../core/motion';
import { openOverlay, type Overlay } from '../../core/overlay';
import type { WidgetContext } from '../../core/types';
import { decodeAction } from '../../page-builder/actions';
import { ELEMENTOR_ACTION_LINK } from '../../selectors';
import { parseOffCanvas } from './parse';

const NO_SCROLL = 'e-off-canvas__no-scroll';
const NO_SCROLL_ANIMATION = 'e-off-canvas__no-scroll-animation';

export function start(panel: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseOffCanvas(panel);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const { id, settings } = parsed.value;
  const { scope } = ctx;
  const main = panel.querySelector<HTMLElement>('.e-off-canvas__main');
  const backdrop = panel.querySelector<HTMLElement>('.e-off-canvas__overlay');
  let overlay: Overlay | null = null;
  let closing = scope.child();

  const links = () =>
    [...document.querySelectorAll<HTMLAnchorElement>(ELEMENTOR_ACTION_LINK)].filter((link) => {
      const decoded = decodeAction(link.getAttribute('href') ?? '');
      return decoded.ok && decoded.value.action.startsWith('off_canvas:') && 'id' in decoded.value && decoded.value.id === id;
    });
  const controllers = links();
  for (const link of controllers) {
    const had = link.getAttribute('aria-controls');
    link.setAttribute('aria-controls', panel.id);
    link.setAttribute('aria-expanded', 'false');
    scope.add(() => {
      if (had === null) link.removeAttribute('aria-controls');
      else link.setAttribute('aria-controls', had);
      link.removeAttribute('aria-expanded');
    });
  }
  const served = { hidden: panel.getAttribute('aria-hidden'), inert: panel.hasAttribute('inert'), delay: panel.getAttribute('data-delay-child-handlers') };
  // The overlay itself is closed by the scope (it was opened with it), focus returned.
  scope.add(() => {
    document.body.classList.remove(NO_SCROLL, NO_SCROLL_ANIMATION);
    if (served.hidden === null) panel.removeAttribute('aria-hidden');
    else panel.setAttribute('aria-hidden', served.hidden);
    panel.toggleAttribute('inert', served.inert);
    if (served.delay !== null) panel.setAttribute('data-delay-child-handlers', served.delay);
    main?.classList.remove('animated', 'reverse', 'no-animation', settings.entrance, settings.exit);
    panel.classList.remove('animated-reverse-wrapper');
  });

  const animate = (name: string, reverse: boolean) => {
    if (!main) return;
    main.classList.remove('animated', 'reverse', 'no-animation', settings.entrance, settings.exit);
    panel.classList.toggle('animated-reverse-wrapper', reverse);
    if (prefersReducedMotion() || !name || name === 'none') main.classList.add('no-animation');
    else main.classList.add('animated', ...(reverse ? ['reverse'] : []), name);
  };

  const open = () => {
    if (overlay) return;
    closing.dispose();
    closing = scope.child();
    document.body.classList.remove(NO_SCROLL_ANIMATION);
    panel.setAttribute('aria-hidden', 'false');
    panel.removeAttribute('inert');
    panel.removeAttribute('data-delay-child-handlers');
    animate(settings.entrance, false);
    for (const link of controllers) link.setAttribute('aria-expanded', 'true');
    if (settings.preventScroll) document.body.classList.add(NO_SCROLL);
    overlay = openOverlay(scope, {
      name: 'off-canvas',
      container: panel,
      dialog: main ?? panel,
      lockScroll: settings.preventScroll,
      onDismiss(reason, event) {
        if (reason === 'escape' && !settings.keepOnEsc) close();
        if (reason === 'outside' && !settings.keepOnOverlay && (!backdrop || backdrop.contains(event.target as Node))) close();
      },
    });
  };

  const close = () => {
    if (!overlay) return;
    overlay.close();
    overlay = null;
    for (const link of controllers) link.setAttribute('aria-expanded', 'false');
    animate(settings.exit, true);
    document.body.classList.remove(NO_SCROLL);
    const finish = () => {
      if (overlay) return;
      panel.setAttribute('aria-hidden', 'true');
      panel.setAttribute('inert', '');
      document.body.classList.remove(NO_SCROLL_ANIMATION);
    };
    if (main?.classList.contains('animated')) {
      document.body.classList.add(NO_SCROLL_ANIMATION);
      closing.on(main, 'animationend', finish, { once: true });
      // A stylesheet without the animation never ends one.
      closing.timeout(finish, settings.durationMs);
    } else finish();
  };

  scope.on(window, OFF_CANVAS_TOGGLE_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail as { id?: unknown; displayMode?: unknown } | null;
    if (!detail || String(detail.id) !== id) return;
    const mode = detail.displayMode;
    if (mode === 'open' || (mode === 'toggle' && !overlay)) open();
    else if (mode === 'close' || mode === 'toggle') close();
  });
}
