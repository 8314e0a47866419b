// @vitest-environment-options {"url":"https://tienda.example/producto/camiseta-organica-basica/"}
/**
 * Spec §4's first state before the form's code has run: the loader paints the button disabled
 * ("selection needed") and hides "Clear" during the scan, while the widget's chunk still waits for
 * intent; the widget takes the state over when it starts, and a form left without its widget
 * goes back to the markup as served.
 */
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { boot, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import type { WidgetDef, WidgetModule } from '../../core/types';
import { registry } from '../../registry';
import { button, form, markup, notice, resetButton, select, variationParams } from './test-support';

const page = usePage({ fakeTimers: true });

const SERVED_BUTTON = 'single_add_to_cart_button button alt';
const wrapper = () => document.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart')!;
const hidden = (element: HTMLElement) => element.style.display === 'none' && element.style.visibility === 'hidden';

/** The registry's variation form, its chunk held back until the test lets it through (or fails it). */
function gatedForm() {
  const real = registry.find((def) => def.name === 'variation-form')!;
  let release!: () => void;
  let fail!: () => void;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('offline'));
  });
  gate.catch(() => undefined);
  /** What the shopper sees when the chunk is asked for. */
  const requested = vi.fn(() => ({ button: button().className, ariaDisabled: button().getAttribute('aria-disabled'), resetStyle: resetButton().getAttribute('style') }));
  const def: WidgetDef = {
    ...real,
    load: () => {
      requested();
      return gate.then(() => real.load()) as Promise<WidgetModule>;
    },
  };
  return { defs: [def], requested, release, fail };
}

async function serve(choose: Record<string, string> = {}, { open = false } = {}) {
  vi.stubGlobal('requestIdleCallback', vi.fn());
  render(markup.camiseta);
  // As the server prints `selected` (happy-dom's parser does not honour it on these options).
  for (const [name, value] of Object.entries(choose)) select(name).value = value;
  setGlobals({ wc_add_to_cart_variation_params: variationParams });
  const gated = gatedForm();
  // A form that starts at load (eager) is waited for by boot: its chunk must come through.
  if (open) gated.release();
  const scanner = await boot(['variation-form'], gated.defs);
  return { ...gated, scanner };
}

describe('variation form: the first state at load, before its chunk', () => {
  it('right after the scan, with nothing requested: button disabled "selection needed", wrapper disabled, Clear hidden', async () => {
    const { requested } = await serve();

    expect(requested).not.toHaveBeenCalled();
    expect(button().classList).toContain('disabled');
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(wrapper().classList).toContain('woocommerce-variation-add-to-cart-disabled');
    expect(hidden(resetButton())).toBe(true);
  });

  it('the widget takes the state over: the same state while its chunk loads and once it runs; its dispose gives back the markup as served', async () => {
    const { requested, release, scanner } = await serve();
    fireEvent.focusIn(select('pa_color'));
    await flush();
    expect(requested).toHaveBeenCalledOnce();
    expect(button().classList).toContain('wc-variation-selection-needed');

    release();
    await scanner.settled();
    await flush();
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(hidden(resetButton())).toBe(true);

    scanner.stop();
    expect(button().className).toBe(SERVED_BUTTON);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(wrapper().className).toBe('woocommerce-variation-add-to-cart variations_button');
    expect(resetButton().hasAttribute('style')).toBe(false);
  });

  it('a click on the painted button before the chunk arrives is held, then explained by the widget', async () => {
    const { release, scanner } = await serve();
    const submitted = fireEvent.click(button());
    release();
    await scanner.settled();
    await flush();

    expect(submitted).toBe(false);
    expect(notice()?.textContent).toBe(variationParams.i18n_make_a_selection_text);
  });

  it('disposed before it started (its markup gone from under the scanner): the markup as served', async () => {
    const { requested, scanner } = await serve();
    scanner.stop();

    expect(requested).not.toHaveBeenCalled();
    expect(button().className).toBe(SERVED_BUTTON);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(wrapper().classList).not.toContain('woocommerce-variation-add-to-cart-disabled');
    expect(resetButton().hasAttribute('style')).toBe(false);
  });

  it('its chunk failing to load: the markup as served, for the browser to post', async () => {
    const { fail, scanner } = await serve();
    fireEvent.focusIn(select('pa_color'));
    fail();
    await scanner.settled();
    await flush();

    expect(warningsFor(page, 'variation-form')).toEqual([expect.stringMatching(/could not be loaded/)]);
    expect(button().className).toBe(SERVED_BUTTON);
    expect(resetButton().hasAttribute('style')).toBe(false);
    expect(form().isConnected).toBe(true);
  });

  it('every attribute chosen in the markup: the button left as served, for the widget to judge', async () => {
    const { requested } = await serve({ pa_color: 'terracota', talla: 'L' }, { open: true });

    // It starts at load (eager): what the scan left when its chunk was asked for.
    expect(requested).toHaveReturnedWith({ button: SERVED_BUTTON, ariaDisabled: null, resetStyle: null });
  });

  it('some attributes chosen: the button disabled, Clear shown (something is chosen)', async () => {
    const { requested } = await serve({ pa_color: 'terracota' }, { open: true });

    expect(requested).toHaveReturnedWith({ button: `${SERVED_BUTTON} disabled wc-variation-selection-needed`, ariaDisabled: 'true', resetStyle: null });
  });
});
