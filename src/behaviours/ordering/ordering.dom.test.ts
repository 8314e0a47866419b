// @vitest-environment-options {"url":"https://tienda.example/categoria-producto/menaje/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { boot, render, settle, usePage } from '../../../tests/dom/support/page';

const page = usePage();

const select = () => document.querySelector<HTMLSelectElement>('.woocommerce-ordering select.orderby')!;

/** The shopper focuses the select (which starts the widget), then picks another order. */
async function chooseOrder(value: string): Promise<void> {
  fireEvent.focusIn(select());
  await settle();
  select().value = value;
  fireEvent.change(select());
}

describe('ordering', () => {
  it('submits the ordering form with requestSubmit() when the shopper picks another order', async () => {
    render(markup.ordering);
    await boot(['ordering']);
    const form = select().form!;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const submit = vi.spyOn(form, 'submit').mockImplementation(() => {});

    await chooseOrder('price');

    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith();
    expect(submit).not.toHaveBeenCalled();
  });

  it('fires the form’s submit event, so the theme’s own submit handler still runs', async () => {
    render(markup.ordering);
    await boot(['ordering']);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    select().form!.addEventListener('submit', submitted);

    await chooseOrder('popularity');

    expect(submitted).toHaveBeenCalledTimes(1);
    expect(new FormData(select().form!).get('orderby')).toBe('popularity');
  });

  it('does nothing for a sorting select printed without a form', async () => {
    render(markup.orderingMalformed);
    await boot(['ordering']);

    await chooseOrder('price');

    expect(page.warn).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
    expect(select().value).toBe('price');
  });
});
