import * as bus from '../../core/bus';
import { globalProblem, globalValue } from '../../core/config';
import { text } from '../../core/i18n';
import { onPageEventWithin, triggerPageEvent } from '../../core/page-events';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { ADDRESS_COUNTRY, ADDRESS_WRAPPER, COUNTRY_CONTROL, FORM_ROW } from '../../selectors';
import { applyLocale, createServedOrder, createServedValues, sortFieldsets, type LocaleRules } from './rows';
import { createControlSwaps, rebuildState, valueOf } from './state';

/**
 * The address fields (WooCommerce's country-select.js and address-i18n.js, checkout.md §3.16 and
 * §3.17) on the checkout, the account's address form and the cart's shipping calculator: a
 * country's change (or `refresh`) rebuilds its wrapper's state control, fires
 * `country_to_state_changed` when it did and `country_to_state_changing` always, and the
 * country's labels, required marks, placeholders, hidden rows and order follow on `changing`.
 * The state select stays a native `<select>` (accessible, searchable by typing): selectWoo is
 * never called, even where the page has it.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  // The scanner has checked it (the registry's `requires`): present and well-formed.
  const params = globalValue('wc_country_select_params');
  if (!params) return;
  const { scope } = ctx;
  const restorer = createRestorer();
  // First in, so it runs last: the rows' own state goes back once the controls and order have.
  scope.add(() => restorer.restore());
  const swaps = createControlSwaps();
  const values = createServedValues();
  const order = createServedOrder();
  scope.add(() => values.restore());
  scope.add(() => order.restore());
  scope.add(() => swaps.restore());

  const selectStateText = text('address_select_state', params.i18n_select_state_text);
  /** While the start's refresh runs: the rebuilt state selects' `change` is not fired (see below). */
  let starting = false;

  const onCountry = (control: HTMLElement) => {
    const wrapper = control.closest<HTMLElement>(ADDRESS_WRAPPER) ?? control.closest(FORM_ROW)?.parentElement ?? undefined;
    const country = valueOf(control);
    const outcome = rebuildState(wrapper, country, params.countries, selectStateText, swaps, restorer);
    // WooCommerce's own start fires this before checkout.js listens; here the checkout already
    // does, and would mark the state rows and send an update nobody asked for.
    if (outcome.select && !starting) triggerPageEvent(outcome.select, 'change');
    if (outcome.changed) bus.emit('country_to_state_changed', { country, wrapper });
    bus.emit('country_to_state_changing', { country, wrapper });
  };
  onPageEventWithin(scope, document.body, 'change', COUNTRY_CONTROL, (_event, control) => onCountry(control));
  onPageEventWithin(scope, document.body, 'refresh', COUNTRY_CONTROL, (_event, control) => onCountry(control));

  // address-i18n.js bails out without its params, and then never says it is ready: no refresh.
  const problem = globalProblem('wc_address_i18n_params');
  if (problem) ctx.report(`${problem}: address labels, required marks and order stay as they are when the country changes`);
  const i18n = problem ? undefined : globalValue('wc_address_i18n_params');
  if (!i18n) return;
  const rules: LocaleRules = {
    locale: i18n.locale,
    fields: i18n.locale_fields,
    optionalText: text('address_optional', i18n.i18n_optional_text),
  };
  /** jQuery data `priority` in WooCommerce: the locale's, or the one a row was given before. */
  const priorities = new WeakMap<Element, number>();
  scope.add(
    bus.on('country_to_state_changing', ({ country, wrapper }) => {
      if (!wrapper) return;
      applyLocale(wrapper, country, rules, priorities, restorer, values);
      sortFieldsets(priorities, order);
    }),
  );
  // country-select.js's answer to `wc_address_i18n_ready`: each address with a country chosen is
  // refreshed, as the country's `refresh` its handlers (ours included) hear.
  scope.add(
    bus.on('wc_address_i18n_ready', () => {
      for (const wrapper of document.querySelectorAll(ADDRESS_WRAPPER)) {
        const country = wrapper.querySelector(ADDRESS_COUNTRY);
        if (country && valueOf(country) !== '') triggerPageEvent(country, 'refresh');
      }
    }),
  );
  starting = true;
  try {
    bus.emit('wc_address_i18n_ready', {});
  } finally {
    starting = false;
  }
}
