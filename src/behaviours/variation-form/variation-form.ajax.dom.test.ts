// @vitest-environment-options {"url":"https://tienda.example/producto/sudadera-montana/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { responses } from '../../../tests/dom/support/fixtures';
import { flush, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json } from '../../../tests/dom/support/shop';
import { BLOCK_AFTER_MS } from './lookup';
import { answers, button, choose, form, markup, noMatch, openForm, optionValues, select, servePage, singleVariation, variationId, variationParams } from './test-support';

const page = usePage({ fakeTimers: true });

const blocked = () => form().classList.contains('storefront-blocked');

/** A slow lookup for a choice made from the size select, which still has focus when the form blocks. */
async function blockWhileChoosingInTalla() {
  await openForm(markup.sudadera);
  const slow = page.shop.defer('get_variation');
  await choose('pa_color', 'negro');
  select('talla').focus();
  await choose('talla', 'M');
  await flush(BLOCK_AFTER_MS);
  return slow;
}

async function chooseNegroM(): Promise<void> {
  await choose('pa_color', 'negro');
  await choose('talla', 'M');
}

describe('variation form in AJAX mode (data-product_variations="false")', () => {
  it('posts the chosen attributes, product_id and custom_data to get_variation once the choice is complete', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariation));
    await choose('pa_color', 'negro');
    expect(page.shop.to('get_variation')).toHaveLength(0);

    await choose('talla', 'M');

    const [request] = page.shop.to('get_variation');
    expect(request?.url.search).toBe('?wc-ajax=get_variation');
    expect(request?.method).toBe('POST');
    expect([...request!.body]).toEqual([
      ['attribute_pa_color', 'negro'],
      ['attribute_talla', 'M'],
      ['product_id', '14'],
      ['custom_data', ''],
    ]);
  });

  it('shows the variation the shop found', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariation));
    await chooseNegroM();
    await flush();

    expect(variationId()).toBe('409');
    expect(singleVariation().querySelector('.woocommerce-variation-price')).not.toBeNull();
    expect(button().classList).not.toContain('disabled');
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('SUD-MON-NEGRO-M');
  });

  it('an out-of-stock answer leaves the button unavailable', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariationOutOfStock));
    await choose('pa_color', 'negro');
    await choose('talla', 'XXL');
    await flush();
    expect(button().classList).toContain('wc-variation-is-unavailable');
  });

  it('`false` means no match: reset and the no-match message after .single_variation', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariationNone));
    await chooseNegroM();
    await flush();

    const message = noMatch()!;
    expect(message.textContent).toBe(variationParams.i18n_no_matching_variations_text);
    expect(message.matches('div[role="alert"] > p.wc-no-matching-variations.woocommerce-info')).toBe(true);
    expect(message.parentElement!.previousElementSibling).toBe(singleVariation());
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(variationId()).toBe('');

    page.shop.defer('get_variation');
    await choose('talla', 'L');
    expect(noMatch()).toBeNull();
  });

  it('shows the no-match message for a choice made as the form starts, before its first 100 ms are over', async () => {
    await servePage(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariationNone));
    fireEvent.focusIn(select('pa_color'));
    await settle();
    await chooseNegroM();
    await flush();
    expect(noMatch()).not.toBeNull();
  });

  it('an empty answer is no match too', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', html(''));
    await chooseNegroM();
    await flush();
    expect(noMatch()).not.toBeNull();
    expect(warningsFor(page, 'variation-form')).toEqual([]);
  });

  it.each([
    ['a 500 critical-error page', html(responses.criticalError, 500)],
    ['an HTML page with 200', html('<!DOCTYPE html><html><body>Mantenimiento</body></html>')],
    ['a malformed variation', json(answers.getVariationMalformed)],
    ['a dropped connection', { network: 'error' } as const],
  ])('%s: reset, one warning, no no-match message, choices kept, the button posts them', async (_label, answer) => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', answer);
    await chooseNegroM();
    await flush();

    expect(noMatch()).toBeNull();
    expect(warningsFor(page, 'variation-form')).toHaveLength(1);
    expect(warningsFor(page, 'variation-form')[0]).toMatch(/get_variation/);
    expect([select('pa_color').value, select('talla').value]).toEqual(['negro', 'M']);
    expect(button().classList).not.toContain('disabled');
    expect(blocked()).toBe(false);

    page.shop.reply('get_variation', json(answers.getVariation));
    await choose('talla', 'S');
    await choose('talla', 'M');
    await flush();
    expect(variationId()).toBe('409');
  });

  it('a lookup timing out is a fault, not a no-match', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', { network: 'hang' });
    await chooseNegroM();
    await flush(10_000);
    expect(noMatch()).toBeNull();
    expect(warningsFor(page, 'variation-form')[0]).toMatch(/get_variation failed/);
  });

  it('blocks the form only when the answer takes longer than 300 ms', async () => {
    await openForm(markup.sudadera);
    const slow = page.shop.defer('get_variation');
    await chooseNegroM();
    await flush(BLOCK_AFTER_MS - 1);
    expect(blocked()).toBe(false);
    await flush(1);
    expect(blocked()).toBe(true);
    expect(form().querySelector(':scope > .storefront-block-overlay')!.textContent).toBe('');

    slow.answer(json(answers.getVariation));
    await flush();
    expect(blocked()).toBe(false);
    expect(form().inert).toBe(false);
  });

  it('gives focus back to the select in use when unblocking, after inert dropped it to <body>', async () => {
    const slow = await blockWhileChoosingInTalla();
    expect(form().inert).toBe(true);
    // The browser's focus fixup when the form turns inert (happy-dom does not do it).
    select('talla').blur();
    expect(document.activeElement).toBe(document.body);

    slow.answer(json(answers.getVariation));
    await flush();
    expect(document.activeElement).toBe(select('talla'));
  });

  it('leaves focus where the shopper put it while the form was blocked', async () => {
    const slow = await blockWhileChoosingInTalla();
    const elsewhere = document.querySelector<HTMLElement>('.woocommerce-review-link')!;
    elsewhere.focus();

    slow.answer(json(answers.getVariation));
    await flush();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a fast answer never blocks', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariation));
    await chooseNegroM();
    await flush(BLOCK_AFTER_MS * 2);
    expect(form().querySelector('.storefront-block-overlay')).toBeNull();
  });

  it('aborts the previous lookup; only the latest answer is shown', async () => {
    await openForm(markup.sudadera);
    const first = page.shop.defer('get_variation');
    page.shop.reply('get_variation', json(answers.getVariationOutOfStock));
    await chooseNegroM();
    await choose('talla', 'XXL');
    await flush();
    const [firstCall, secondCall] = page.shop.fetch.mock.calls;
    expect(firstCall?.[1]?.signal?.aborted).toBe(true);
    expect(secondCall?.[1]?.signal?.aborted).toBe(false);

    first.answer(json(answers.getVariation));
    await flush();

    expect(page.shop.to('get_variation')).toHaveLength(2);
    expect(variationId()).toBe('412');
    expect(warningsFor(page, 'variation-form')).toEqual([]);
  });

  it('a late answer for a choice made incomplete meanwhile is ignored: no variation, the button stays disabled', async () => {
    await openForm(markup.sudadera);
    const late = page.shop.defer('get_variation');
    const found: unknown[] = [];
    form().addEventListener('storefront:found_variation', (event) => found.push(event));
    await chooseNegroM();
    await flush(BLOCK_AFTER_MS);
    await choose('talla', '');
    expect(page.shop.fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(blocked()).toBe(false);

    late.answer(json(answers.getVariation));
    await flush();

    expect(found).toEqual([]);
    expect(variationId()).toBe('');
    expect(button().classList).toContain('wc-variation-selection-needed');
  });

  it('a late answer after the reset control was used is ignored', async () => {
    await openForm(markup.sudadera);
    const late = page.shop.defer('get_variation');
    const found: unknown[] = [];
    form().addEventListener('storefront:found_variation', (event) => found.push(event));
    await chooseNegroM();
    fireEvent.click(document.querySelector('.reset_variations')!);
    await flush();

    late.answer(json(answers.getVariation));
    await flush(BLOCK_AFTER_MS);

    expect(found).toEqual([]);
    expect(variationId()).toBe('');
    expect(blocked()).toBe(false);
    expect(button().classList).toContain('wc-variation-selection-needed');
  });

  it('does not filter options (as WooCommerce)', async () => {
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', json(answers.getVariation));
    const before = optionValues('talla');
    await choose('pa_color', 'burdeos');
    expect(optionValues('talla')).toEqual(before);
  });

  it('custom_data objects post as custom_data[key]', async () => {
    await openForm(markup.sudadera.replace('data-product_id="14"', `data-product_id="14" data-custom_data='{"engraving":"Ana"}'`));
    page.shop.reply('get_variation', json(answers.getVariation));
    await chooseNegroM();
    expect(page.shop.to('get_variation')[0]!.body.get('custom_data[engraving]')).toBe('Ana');
  });
});
