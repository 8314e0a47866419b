import * as bus from '../../core/bus';
import { globalValue } from '../../core/config';
import { clickOnSpace } from '../../core/delegate';
import { onPageEventWithin, type PageEvent } from '../../core/page-events';
import type { BusEventName, BusEvents } from '../../core/events';
import { text } from '../../core/i18n';
import { finishSlide } from '../../core/motion';
import type { WidgetContext } from '../../core/types';
import { createButtonControl } from './button';
import { createDisplay, setVariationId } from './display';
import { findElements, readChosen, RESET_SELECTOR, SELECT_SELECTOR, BUTTON_SELECTOR } from './elements';
import { createImageSwap } from './images';
import { installJQueryPlugins, registerForm } from './jquery-plugins';
import { createLookup, type LookupOutcome } from './lookup';
import { createNoMatch } from './no-match';
import { createOptionFilter } from './options';
import { asChosenAttributes, findVariation, isComplete, resetVisible, type ChosenAttributes } from './logic';
import { parseForm, parseVariations, type Variation } from './parse';
import { createRestorer } from '../../core/restore';
import { createResetControl } from './reset';

/** §4.4: WooCommerce checks the markup's choices 100 ms after init, once the gallery is up. */
export const INITIAL_CHECK_MS = 100;

/**
 * The variable product form (WooCommerce add-to-cart-variation.js). Every step goes through the
 * bus under WooCommerce's event names, and WooCommerce's own reactions listen to those events,
 * so a third party's `$form.trigger('check_variations')` or `reset_data` works as it always did.
 */
export function start(form: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseForm(form);
  if (!parsed.ok) {
    ctx.report(parsed.reason);
    return;
  }
  const props = parsed.value;
  const params = globalValue('wc_add_to_cart_variation_params')!;
  const { scope } = ctx;
  const restorer = createRestorer();
  // First in, so it runs last: everything else has stopped before the markup is put back.
  scope.add(() => restorer.restore());

  const elements = findElements(form);
  const { selects, singleVariation, wrap } = elements;
  let variations: Variation[] | null = props.variations;
  let loading = true;

  const buttons = createButtonControl(form, restorer, {
    makeSelection: text('variation_make_selection', params.i18n_make_a_selection_text),
    unavailable: text('variation_unavailable', params.i18n_unavailable_text),
  });
  const noMatch = createNoMatch(form, text('variation_no_match', params.i18n_no_matching_variations_text));
  const resetControl = createResetControl(elements, restorer, text('variation_reset', params.i18n_reset_alert_text));
  const options = createOptionFilter(form, selects, restorer);
  const images = createImageSwap(form, elements.product, scope, restorer);
  const display = createDisplay(elements, props, images, restorer, () =>
    ctx.report('the variation template needs wp.template (<# #> or data outside data.variation), which a strict CSP forbids; that part is left out'),
  );
  scope.add(() => {
    if (singleVariation) finishSlide(singleVariation);
    buttons.removeNotice();
    noMatch.remove();
  });
  scope.add(registerForm(form, images));
  scope.add(installJQueryPlugins());

  // Before anything is heard: a click held while the script loaded is replayed into this state.
  buttons.setState('selection-needed');
  resetControl.toggle(resetVisible(readChosen(selects).chosenCount));
  if (wrap) {
    restorer.attributes(wrap, 'style');
    if (getComputedStyle(wrap).display === 'none') wrap.style.display = 'block';
  }

  const noVariation = () => {
    bus.emit('reset_data', {}, form);
    if (!loading) noMatch.show(singleVariation);
  };

  const onLookup = (outcome: LookupOutcome) => {
    if (outcome.kind === 'found') bus.emit('found_variation', { variation: outcome.variation }, form);
    else if (outcome.kind === 'none') noVariation();
    else {
      // A fault is not "no match": the choices stay, and the button posts them for the shop to resolve.
      bus.emit('reset_data', {}, form);
      buttons.setState('purchasable');
      ctx.report(outcome.reason, outcome.kind === 'failed' ? outcome.error : undefined);
    }
  };
  const lookup = createLookup(form, params.wc_ajax_url, props, scope, onLookup);
  const emitCheck = () => bus.emit('check_variations', {}, form);

  let checked = false;
  /** `given`: a third party's chosenAttributes, preferred over the selects as WooCommerce does. */
  const check = (given: ChosenAttributes | undefined) => {
    checked = true;
    // Only the newest check answers: a lookup still on its way is for a choice that is gone, and
    // its late answer would show a variation for an incomplete or reset selection.
    lookup.cancel();
    let chosen = given ?? readChosen(selects);
    if (isComplete(chosen) && variations === null) {
      lookup.run(chosen);
    } else if (isComplete(chosen) && variations) {
      bus.emit('update_variation_values', {}, form);
      if (!given) {
        chosen = readChosen(selects);
        // Filtering cleared a choice that is no longer offered: its change already re-checked.
        if (!isComplete(chosen)) return;
      }
      const variation = findVariation(variations, chosen.data);
      if (variation) bus.emit('found_variation', { variation }, form);
      else {
        noVariation();
        // As WooCommerce: with no match the reset control hides too.
        chosen.chosenCount = 0;
      }
    } else {
      bus.emit('update_variation_values', {}, form);
      bus.emit('reset_data', {}, form);
      if (!given) chosen = readChosen(selects);
    }
    resetControl.toggle(resetVisible(chosen.chosenCount));
  };

  const on = <K extends BusEventName>(name: K, handler: (detail: BusEvents[K]) => void) => scope.add(bus.on(name, handler, form));
  // `$form.trigger('check_variations', [chosen])` arrives as detail.chosenAttributes; a native
  // trigger's detail may be the chosen attributes themselves; ours carries none.
  on('check_variations', (detail) => check(asChosenAttributes(detail.chosenAttributes ?? detail)));
  on('update_variation_values', () => {
    if (variations) options.update(variations);
  });
  on('found_variation', ({ variation }) => display.found(variation as Variation));
  on('reset_data', () => display.reset());
  on('reset_image', () => images.update(false));
  on('show_variation', ({ purchasable }) => buttons.setState(purchasable ? 'purchasable' : 'unavailable'));
  on('hide_variation', () => buttons.setState('selection-needed'));
  on('announce_reset', () => resetControl.announce());
  on('clear_reset_announcement', () => resetControl.clearAnnouncement());
  on('reset_focus', () => selects[0]?.focus());
  on('reload_product_variations', () => {
    const reread = readVariationData(form);
    if (reread.ok) variations = reread.value;
    else ctx.report(`reload_product_variations: ${reread.reason}`);
    emitCheck();
  });

  // Heard through jQuery when the page has it: swatch plugins and themes trigger these with it.
  onPageEventWithin(scope, form, 'change', SELECT_SELECTOR, () => {
    // A shopper's choice is answered in full even within the first 100 ms (the form may have
    // started on this very change): "loading" only quiets the check of the served selection.
    loading = false;
    setVariationId(form, '', restorer);
    bus.emit('clear_reset_announcement', {}, form);
    noMatch.remove();
    if (variations) bus.emit('woocommerce_variation_select_change', {}, form);
    emitCheck();
    bus.emit('woocommerce_variation_has_changed', {}, form);
  });
  onPageEventWithin(scope, form, 'click', RESET_SELECTOR, (event, reset) => {
    event.preventDefault();
    if (isImplicitSubmission(event, reset)) {
      // Enter in the quantity field "clicks" the form's first submit button: the template's
      // type-less reset button. The shopper meant to add to cart, not to clear the choice.
      form.querySelector<HTMLElement>(BUTTON_SELECTOR)?.click();
      return;
    }
    for (const select of selects) select.value = '';
    for (const select of selects) select.dispatchEvent(new Event('change', { bubbles: true }));
    bus.emit('announce_reset', {}, form);
    bus.emit('reset_data', {}, form);
    bus.emit('reset_focus', {}, form);
  });
  onPageEventWithin(scope, form, 'click', BUTTON_SELECTOR, (event, button) => buttons.intercept(event, button));
  // A link-styled reset (`a.reset_variations[href=#]`) also answers Space, as a button does.
  clickOnSpace(scope, `a${RESET_SELECTOR}`, form);

  scope.timeout(() => {
    // A shopper who changed an attribute within these 100 ms was answered already: checking again
    // would announce the same variation twice (and clear what its first answer showed).
    if (!checked) emitCheck();
    bus.emit('wc_variation_form', { form, useAjax: variations === null }, form);
    loading = false;
  }, INITIAL_CHECK_MS);
}

/** The browser's synthetic click on the default button while focus stays in a field. */
function isImplicitSubmission(event: PageEvent, reset: HTMLElement): boolean {
  const focused = document.activeElement;
  return event.detail === 0 && reset instanceof HTMLButtonElement && focused instanceof HTMLInputElement && focused !== reset && focused.form === reset.form;
}

/** A third party swapped the data: jQuery's data cache first (where `$form.data(…)` puts it). */
function readVariationData(form: HTMLElement) {
  const $ = bus.jquery();
  const cached = $ ? ($(form).data() as Record<string, unknown>).product_variations : undefined;
  if (cached === false) return parseVariations('false');
  if (cached !== undefined) return parseVariations(JSON.stringify(cached));
  return parseVariations(form.getAttribute('data-product_variations'));
}
