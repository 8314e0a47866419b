import { globalValue } from '../../core/config';
import { closestTarget } from '../../core/delegate';
import { isSpaceKey } from '../../core/keys';
import { announce } from '../../core/live-region';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { keyIntent, moveIndex } from '../../core/roving';
import { offersEveryLevel, ratingLabels, ratingOf, requiredRatingText } from './logic';
import { trackError } from './error';
import { buildStars, showRating } from './stars';
import { guardSubmit } from './validation';

/**
 * The review form's star rating and its required-rating check (single-product.js, reference §3.3;
 * spec §5, §8): `select#rating` hides behind five stars that form a WAI-ARIA radio group, and a
 * review without a rating is held back with an inline alert instead of window.alert.
 */
export function start(element: HTMLElement, ctx: WidgetContext): void {
  if (!(element instanceof HTMLSelectElement)) {
    ctx.report(`#rating is a <${element.tagName.toLowerCase()}>, not a select: the stars need its options`);
    return;
  }
  const select = element;
  if (!offersEveryLevel([...select.options].map((option) => option.value))) {
    ctx.report('select#rating does not offer the five ratings 1 to 5');
    return;
  }
  const { scope } = ctx;
  const params = globalValue('wc_single_product_params');
  const labels = ratingLabels(params?.i18n_rating_options);
  const required = params?.review_rating_required ?? false;

  // WooCommerce prints `required` on the select whatever the setting; without the theme's
  // `novalidate` the browser would then refuse an unrated review the shop accepts.
  if (!required && select.required) {
    select.required = false;
    scope.add(() => (select.required = true));
  }

  const stars = buildStars(select, labels, required);
  const { container, group, links } = stars;
  select.before(container);
  scope.add(() => container.remove());
  hideSelect(scope, select);

  const error = trackError(scope, container, select.id || 'rating');
  const current = () => {
    const rating = ratingOf(select.value);
    return rating === null ? null : rating - 1;
  };
  // A form printed again after a failed post keeps the chosen rating.
  showRating(stars, current());

  let cancelAnnouncement: (() => void) | undefined;
  scope.add(() => cancelAnnouncement?.());
  const choose = (index: number) => {
    select.value = String(index + 1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    showRating(stars, index);
    error.hide();
    cancelAnnouncement?.();
    cancelAnnouncement = announce(labels[index]!);
  };

  const starOf = (event: Event) => links.findIndex((link) => link === closestTarget(event, 'a'));
  scope.on(group, 'click', (event) => {
    const index = starOf(event);
    if (index === -1) return;
    event.preventDefault();
    choose(index);
  });
  scope.on(group, 'keydown', (event) => {
    const index = starOf(event);
    if (index === -1 || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isSpaceKey(event)) {
      event.preventDefault();
      choose(index);
      return;
    }
    const intent = keyIntent(event.key, { rtl: getComputedStyle(group).direction === 'rtl', vertical: true });
    if (!intent) return;
    // Also keeps the gallery's slider keyboard from moving with the stars.
    event.preventDefault();
    event.stopPropagation();
    const next = moveIndex(intent, index, links.length);
    links[next]!.focus();
    choose(next);
  });
  // Another script may set the select; the stars follow it.
  scope.on(select, 'change', () => showRating(stars, current()));
  // The label points at the hidden select: send a click on it to the stars.
  for (const label of select.labels ?? []) {
    scope.on(label, 'click', (event) => {
      event.preventDefault();
      links[current() ?? 0]!.focus();
    });
  }

  guardSubmit(scope, select, required, () => {
    error.show(requiredRatingText(params?.i18n_required_rating_text));
    links[0]!.focus();
  });
}

/** Hidden as jQuery's hide() does it, inline, and given back its own inline display on dispose. */
function hideSelect(scope: Scope, select: HTMLSelectElement): void {
  const { style } = select;
  const display = style.getPropertyValue('display');
  const priority = style.getPropertyPriority('display');
  const hadStyle = select.hasAttribute('style');
  style.setProperty('display', 'none');
  scope.add(() => {
    if (display) style.setProperty('display', display, priority);
    else style.removeProperty('display');
    if (!hadStyle && select.getAttribute('style') === '') select.removeAttribute('style');
  });
}
