// @vitest-environment-options {"url":"https://tienda.example/producto/posavasos-corcho-set/"}
import { describe, expect, it } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { boot, render, usePage } from '../../../tests/dom/support/page';

const page = usePage();

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('quantity minimum', () => {
  it('raises a quantity below its minimum to the minimum, on load', async () => {
    render(markup.quantity);
    await boot(['quantity']);

    expect(field('quantity_66a1f0c2b3d4e').value).toBe('2');
  });

  it('leaves the cart page’s quantities (inside .product-quantity) alone', async () => {
    render(markup.quantity);
    await boot(['quantity']);

    expect(field('quantity_6512bd43d9caa').value).toBe('0');
  });

  it('leaves a quantity at or above its minimum as it is', async () => {
    render(markup.quantity.replace('value="1" aria-label', 'value="5" aria-label'));
    await boot(['quantity']);

    expect(field('quantity_66a1f0c2b3d4e').value).toBe('5');
  });

  it('leaves quantities with an empty or non-numeric minimum as printed', async () => {
    render(markup.quantityMalformed);
    await boot(['quantity']);

    expect(field('quantity_a').value).toBe('1');
    expect(field('quantity_b').value).toBe('1');
    expect(page.warn).not.toHaveBeenCalled();
  });
});
