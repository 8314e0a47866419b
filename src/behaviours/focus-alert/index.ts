import * as bus from '../../core/bus';
import { FOCUS_ALERT_DELAY_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { ALERT_NOTICE } from '../../selectors';

/**
 * The server's notices (added to cart, errors) take focus 500 ms after load (spec §9), so keyboard
 * and screen-reader users land on them; again after the classic cart updates.
 */
export function start(_body: HTMLElement, { scope }: WidgetContext): void {
  const focusFirstAlert = () => {
    const alert = document.querySelector<HTMLElement>(ALERT_NOTICE);
    if (!alert) return;
    alert.tabIndex = -1;
    scope.timeout(() => alert.focus(), FOCUS_ALERT_DELAY_MS);
  };
  focusFirstAlert();
  scope.add(bus.on('item_removed_from_classic_cart', focusFirstAlert));
  scope.add(bus.on('updated_wc_div', focusFirstAlert));
}
