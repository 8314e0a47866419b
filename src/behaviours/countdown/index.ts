/**
 * Elementor Pro's countdown (elementor-widgets.md §3.2): the digits filled at once and every
 * second until the due date (fixed, or evergreen: an interval from this shopper's first visit),
 * then `countdown_expire` on the widget and the printed expiry actions in order.
 *
 * Accessibility: the wrapper is a `timer`, whose live setting is off, so the digits changing every
 * second are never announced; its name says what is left to the minute (days, hours, minutes, in
 * the page's labels) and changes at most once a minute. The digits stay readable as printed.
 * Layout: the digits get tabular numerals inline, so a 1 turning into a 0 does not move the
 * items beside it in the inline label layout (Pro's stylesheet sets no numeral width); nothing
 * else is added to the theme's styles.
 */
import { emit } from '../../core/bus';
import { LOCALE } from '../../core/i18n';
import { createRestorer, type Restorer } from '../../core/restore';
import { localStore } from '../../core/storage';
import type { WidgetContext } from '../../core/types';
import { COUNTDOWN_TICK_MS, evergreenDueDate, evergreenKeys, padPart, redirectTarget, remaining, timerLabel, type PartName } from './logic';
import { parseCountdown, type CountdownMarkup } from './parse';

const UNITS: Record<Exclude<PartName, 'seconds'>, string> = { days: 'day', hours: 'hour', minutes: 'minute' };

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseCountdown(widget);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const countdown = parsed.value;
  const { wrapper, digits } = countdown;
  const restorer = createRestorer();
  ctx.scope.add(() => restorer.restore());

  const dueMs = dueDate(countdown, Date.now());
  restorer.attributes(wrapper, 'role', 'aria-live', 'aria-label', 'style');
  wrapper.setAttribute('role', 'timer');
  wrapper.setAttribute('aria-live', 'off');
  for (const span of digits.values()) {
    restorer.children(span);
    restorer.attributes(span, 'style');
    if (!span.style.fontVariantNumeric) span.style.fontVariantNumeric = 'tabular-nums';
  }

  const shown = [...digits.keys()];
  const unit = (part: PartName, value: number) => {
    const label = countdown.labels.get(part);
    if (label) return `${value} ${label}`;
    return new Intl.NumberFormat(LOCALE, { style: 'unit', unit: UNITS[part as keyof typeof UNITS], unitDisplay: 'long' }).format(value);
  };

  let expired = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const stop = () => clearInterval(interval);
  ctx.scope.add(stop);

  const tick = () => {
    const left = remaining(dueMs, Date.now());
    for (const [part, span] of digits) {
      const text = padPart(left.parts[part]);
      if (span.textContent !== text) span.textContent = text;
    }
    const label = timerLabel(left.parts, shown, unit);
    if (!label) wrapper.removeAttribute('aria-label');
    else if (wrapper.getAttribute('aria-label') !== label) wrapper.setAttribute('aria-label', label);
    if (left.total <= 0 && !expired) {
      // The original, already expired at load, ran its actions twice (its interval was set after
      // the first tick had tried to clear it); once is what the site owner configured.
      expired = true;
      stop();
      expire(widget, countdown, restorer, ctx);
    }
  };
  tick();
  if (!expired && !ctx.scope.disposed) interval = setInterval(tick, COUNTDOWN_TICK_MS);
}

function dueDate(countdown: CountdownMarkup, nowMs: number): number {
  if (countdown.mode.kind === 'fixed') return countdown.mode.dueMs;
  const keys = evergreenKeys(countdown.id);
  const store = localStore();
  const decision = evergreenDueDate({ dueDate: store.get(keys.dueDate), interval: store.get(keys.interval) }, countdown.mode.intervalSeconds, nowMs);
  if (decision.store) {
    store.set(keys.dueDate, decision.store.dueDate);
    store.set(keys.interval, decision.store.interval);
  }
  return decision.dueMs;
}

function expire(widget: HTMLElement, countdown: CountdownMarkup, restorer: Restorer, ctx: WidgetContext): void {
  // For third parties: through jQuery when the page has it (the plugin's argument list), natively otherwise.
  emit('countdown_expire', { widget }, widget);
  // A handler may have taken the widget off the page.
  if (ctx.scope.disposed) return;
  for (const action of countdown.actions) {
    if (action.type === 'hide') {
      restorer.attributes(countdown.wrapper, 'style');
      countdown.wrapper.style.display = 'none';
    } else if (action.type === 'message' && countdown.message) {
      restorer.attributes(countdown.message, 'style');
      // Pro's stylesheet hides it; jQuery's show gives a div its default display.
      countdown.message.style.display = 'block';
    } else if (action.type === 'redirect') {
      const target = redirectTarget(action.url, location.href);
      if (target) location.assign(target);
    }
  }
}
