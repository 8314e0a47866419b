import * as bus from '../../core/bus';
import { applyOptions, optionSource, readChosen, selectModel } from './elements';
import { planOptions } from './logic';
import type { Variation } from './parse';
import type { Restorer } from '../../core/restore';

export interface OptionFilter {
  update(variations: readonly Variation[]): void;
}

/**
 * update_variation_values (§4.6, embedded data only): each select keeps the options some
 * variation allows given the other choices. The server's options are copied once, first thing,
 * and put back on dispose.
 */
export function createOptionFilter(form: HTMLElement, selects: readonly HTMLSelectElement[], restorer: Restorer): OptionFilter {
  const sources = new Map(selects.map((select) => [select, optionSource(select)]));
  for (const select of selects) restorer.children(select);
  return {
    update(variations) {
      const chosen = readChosen(selects).data;
      for (const select of selects) {
        const source = sources.get(select)!;
        const plan = planOptions(selectModel(select, source), chosen, variations);
        applyOptions(select, source, plan);
        if (plan.changed) {
          // The change re-runs the whole check with the cleared value, this filter included, so
          // the remaining selects are already filtered against it.
          select.dispatchEvent(new Event('change', { bubbles: true }));
          break;
        }
      }
      // Fired after every pass, a pass cut short by a cleared choice too (as WooCommerce does).
      bus.emit('woocommerce_update_variation_values', {}, form);
    },
  };
}
