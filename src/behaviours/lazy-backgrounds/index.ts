/**
 * Elementor's "lazy load background images" (core `modules/lazyload/module.php`): its head CSS
 * holds back the background images of top-level containers (`.e-con.e-parent` from the 2nd, 3rd
 * or 4th on, by viewport height, and everything inside them) until the container has
 * `e-lazyloaded`; `e-no-lazyload` opts a container out. Its footer script, replaced here, adds the
 * class once a container comes within 200 px of the viewport (spec §9), and observes again on
 * `elementor/lazyload/observe`, which the loop grid dispatches after a refresh.
 *
 * Decisions:
 * - Containers inserted later are found on that event only (the plugin's contract), by querying
 *   the page again for containers not yet observed; no MutationObserver over the whole document,
 *   which would run on every change any widget makes.
 * - Every top-level container is observed, as the plugin's script does, opted out or not (the
 *   class changes nothing on those, and a theme may key a fade on it).
 * - Without IntersectionObserver every container gets the class at once: backgrounds shown
 *   early beat backgrounds never shown.
 * - Dispose stops observing but leaves the classes it added: a background that appeared must
 *   not vanish from under the shopper, and the class is the state the plugin's own script would
 *   have left.
 */
import { LAZYLOAD_OBSERVE_EVENT } from '../../core/events';
import { LAZY_BACKGROUND_MARGIN_PX } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { LAZY_BACKGROUND } from '../../page-builder/selectors';

export const LAZYLOADED = 'e-lazyloaded';

const waiting = () => document.querySelectorAll<HTMLElement>(LAZY_BACKGROUND);

export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  if (typeof IntersectionObserver !== 'function') {
    const revealAll = () => {
      for (const container of waiting()) container.classList.add(LAZYLOADED);
    };
    revealAll();
    scope.on(document, LAZYLOAD_OBSERVE_EVENT, revealAll);
    return;
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add(LAZYLOADED);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `${LAZY_BACKGROUND_MARGIN_PX}px 0px ${LAZY_BACKGROUND_MARGIN_PX}px 0px` },
  );
  scope.add(() => observer.disconnect());
  const observed = new WeakSet<Element>();
  const observeNew = () => {
    for (const container of waiting()) {
      if (observed.has(container) || container.classList.contains(LAZYLOADED)) continue;
      observed.add(container);
      observer.observe(container);
    }
  };
  observeNew();
  scope.on(document, LAZYLOAD_OBSERVE_EVENT, observeNew);
}
