/**
 * The countdown's markup (elementor-widgets.md §3.2): everything is in attributes of
 * `.elementor-countdown-wrapper`, none in data-settings. The digit spans of the parts the site
 * owner hid are simply not printed.
 */
import { toNumber } from '../../page-builder/settings';
import { PART_NAMES, parseExpireActions, type ExpireAction, type Parsed, type PartName } from './logic';

export type CountdownMode = { readonly kind: 'fixed'; readonly dueMs: number } | { readonly kind: 'evergreen'; readonly intervalSeconds: number };

export interface CountdownMarkup {
  readonly id: string;
  readonly wrapper: HTMLElement;
  readonly digits: ReadonlyMap<PartName, HTMLElement>;
  /** The page's own label for each shown part (`Days`), when it prints labels. */
  readonly labels: ReadonlyMap<PartName, string>;
  readonly message: HTMLElement | null;
  readonly mode: CountdownMode;
  readonly actions: readonly ExpireAction[];
}

export function parseCountdown(widget: HTMLElement): Parsed<CountdownMarkup> {
  const wrapper = widget.querySelector<HTMLElement>('.elementor-countdown-wrapper');
  if (!wrapper) return { ok: false, reason: 'the .elementor-countdown-wrapper element is missing' };
  const actions = parseExpireActions(wrapper.getAttribute('data-expire-actions'));
  if (!actions.ok) return actions;

  // An evergreen countdown prints its raw due_date setting in data-date; only the interval counts.
  const interval = toNumber(wrapper.getAttribute('data-evergreen-interval'), 0);
  let mode: CountdownMode;
  if (interval > 0) mode = { kind: 'evergreen', intervalSeconds: interval };
  else {
    const date = toNumber(wrapper.getAttribute('data-date'), NaN);
    if (!Number.isFinite(date)) return { ok: false, reason: 'its data-date attribute is not a date in unix seconds' };
    mode = { kind: 'fixed', dueMs: date * 1000 };
  }

  const digits = new Map<PartName, HTMLElement>();
  const labels = new Map<PartName, string>();
  for (const part of PART_NAMES) {
    const span = wrapper.querySelector<HTMLElement>(`.elementor-countdown-${part}`);
    if (!span) continue;
    digits.set(part, span);
    const label = span.closest('.elementor-countdown-item')?.querySelector('.elementor-countdown-label')?.textContent?.trim();
    if (label) labels.set(part, label);
  }
  const message = wrapper.parentElement?.querySelector<HTMLElement>('.elementor-countdown-expire--message') ?? null;
  return {
    ok: true,
    value: { id: widget.getAttribute('data-id') ?? '', wrapper, digits, labels, message, mode, actions: actions.value },
  };
}
