/** Shared steps for the variation form's DOM tests (not part of the bundle). */
import { fireEvent } from '@testing-library/dom';
import { vi } from 'vitest';
import camiseta from '../../../fixtures/markup/variation-form.html?raw';
import camisetaMalformed from '../../../fixtures/markup/variation-form.malformed.html?raw';
import sudadera from '../../../fixtures/markup/variation-form-ajax.html?raw';
import sudaderaMalformed from '../../../fixtures/markup/variation-form-ajax.malformed.html?raw';
import gorra from '../../../fixtures/markup/variation-form-any.html?raw';
import gorraMalformed from '../../../fixtures/markup/variation-form-any.malformed.html?raw';
import cojin from '../../../fixtures/markup/variation-form-stock.html?raw';
import cojinMalformed from '../../../fixtures/markup/variation-form-stock.malformed.html?raw';
import getVariation from '../../../fixtures/responses/get-variation.json?raw';
import getVariationMalformed from '../../../fixtures/responses/get-variation.malformed.json?raw';
import getVariationNone from '../../../fixtures/responses/get-variation.none.json?raw';
import getVariationOutOfStock from '../../../fixtures/responses/get-variation.out-of-stock.json?raw';
import { variationParams } from '../../../tests/dom/support/fixtures';
import { boot, flush, render, setGlobals, settle } from '../../../tests/dom/support/page';
import { INITIAL_CHECK_MS } from './index';

export const markup = { camiseta, camisetaMalformed, sudadera, sudaderaMalformed, gorra, gorraMalformed, cojin, cojinMalformed };
export const answers = { getVariation, getVariationMalformed, getVariationNone, getVariationOutOfStock };
export { variationParams };

export const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
export const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="attribute_${name}"]`)!;
export const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
export const resetButton = () => document.querySelector<HTMLElement>('.reset_variations')!;
export const singleVariation = () => document.querySelector<HTMLElement>('.single_variation')!;
export const quantity = () => document.querySelector<HTMLInputElement>('input.qty')!;
export const variationId = () => document.querySelector<HTMLInputElement>('input.variation_id')!.value;
export const noMatch = () => document.querySelector('.wc-no-matching-variations');
export const notice = () => document.querySelector<HTMLElement>('.storefront-variation-notice');
export const optionValues = (name: string) => [...select(name).options].map((option) => option.value);

/**
 * The page as served, the widget booted; the page never goes idle (the idle callback is held), so
 * the widget waits for the shopper's first touch.
 */
export async function servePage(html: string, params: unknown = variationParams): Promise<void> {
  vi.stubGlobal('requestIdleCallback', vi.fn());
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  render(html);
  setGlobals({ wc_add_to_cart_variation_params: params });
  await boot(['variation-form']);
}

/** Serves the page, touches the form (the widget starts) and lets the initial check run. */
export async function openForm(html: string, params: unknown = variationParams): Promise<void> {
  await servePage(html, params);
  fireEvent.focusIn(document.querySelector('.variations select')!);
  await settle();
  await flush(INITIAL_CHECK_MS);
}

/** Picks an option as a shopper does: the value changes, then `change` fires. */
export async function choose(name: string, value: string): Promise<void> {
  const element = select(name);
  element.value = value;
  fireEvent.change(element);
  await flush();
}
