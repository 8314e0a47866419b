// @vitest-environment-options {"url":"https://tienda.example/producto/camiseta-organica-basica/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import tabsHtml from '../../../fixtures/markup/product-tabs.html?raw';
import formHtml from '../../../fixtures/markup/review-form.html?raw';
import formMalformed from '../../../fixtures/markup/review-form.malformed.html?raw';
import formNotSelect from '../../../fixtures/markup/review-form.not-select.malformed.html?raw';
import { resetGlobals } from '../../core/config';
import { registry } from '../../registry';
import { singleProductParams } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });

async function open(html = formHtml, params: Record<string, unknown> = singleProductParams) {
  render(html);
  setGlobals({ wc_single_product_params: params });
  return boot(['review-rating']);
}

const select = () => document.getElementById('rating') as HTMLSelectElement;
const stars = () => [...document.querySelectorAll<HTMLAnchorElement>('p.stars a')];
const star = (n: number) => document.querySelector<HTMLAnchorElement>(`p.stars a.star-${n}`)!;
const group = () => document.querySelector<HTMLElement>('p.stars [role="radiogroup"]')!;
const submit = () => document.getElementById('submit') as HTMLInputElement;
const alerts = () => [...document.querySelectorAll<HTMLElement>('#respond [role="alert"]')];
const liveText = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '';

function expectChosen(n: number | null): void {
  expect(stars().filter((a) => a.classList.contains('active')).map((a) => a.className)).toEqual(n ? [`star-${n} active`] : []);
  expect(stars().map((a) => a.getAttribute('aria-checked'))).toEqual([1, 2, 3, 4, 5].map((i) => String(i === n)));
  expect(stars().map((a) => a.tabIndex)).toEqual([1, 2, 3, 4, 5].map((i) => (i === (n ?? 1) ? 0 : -1)));
  expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(n !== null);
  expect(select().value).toBe(n ? String(n) : '');
}

describe('review rating: the stars', () => {
  it('hides select#rating and puts before it a radio group of five stars named by the page', async () => {
    await open();

    expect(select().style.display).toBe('none');
    const container = select().previousElementSibling!;
    expect(container.matches('p.stars')).toBe(true);
    expect(group().getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(group().getAttribute('aria-required')).toBe('true');
    expect(stars().map((a) => [a.className, a.getAttribute('href'), a.getAttribute('role'), a.textContent])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`star-${n}`, '#', 'radio', singleProductParams.i18n_rating_options[n - 1]]),
    );
    expectChosen(null);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('falls back to Spanish star names, and to the select’s own label', async () => {
    const { i18n_rating_options: _, ...params } = singleProductParams;
    const first = await open(formHtml.replace(' id="comment-form-rating-label"', ''), { ...params, i18n_rating_options: ['One', '', 'Three', 'Four', 'Five'] });

    expect(stars().map((a) => a.textContent)).toEqual(['One', '2 de 5 estrellas', 'Three', 'Four', 'Five']);
    expect(group().hasAttribute('aria-labelledby')).toBe(false);
    expect(group().getAttribute('aria-label')).toBe('Tu puntuación');

    first.stop();
    resetGlobals();
    await open(formHtml, params);
    expect(stars().map((a) => a.textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `${n} de 5 estrellas`));
  });

  it('chooses a clicked star: the select takes its value, the star is active and checked, and it is announced after 1 s', async () => {
    await open();
    const changes = vi.fn();
    select().addEventListener('change', changes);

    const notPrevented = fireEvent.click(star(4));

    expect(notPrevented).toBe(false);
    expectChosen(4);
    expect(changes).toHaveBeenCalledTimes(1);
    await flush(999);
    expect(liveText()).toBe('');
    await flush(1);
    expect(liveText()).toBe('4 de 5 estrellas');
  });

  it('moves and chooses with the arrows (wrapping), Home and End, and chooses the focused star with Space', async () => {
    await open();
    star(1).focus();

    const steps: Array<[string, number]> = [
      ['ArrowRight', 2],
      ['ArrowDown', 3],
      ['ArrowLeft', 2],
      ['ArrowUp', 1],
      ['ArrowUp', 5],
      ['ArrowRight', 1],
      ['End', 5],
      ['Home', 1],
    ];
    for (const [key, n] of steps) {
      expect(fireEvent.keyDown(document.activeElement!, { key })).toBe(false);
      expect(document.activeElement).toBe(star(n));
      expectChosen(n);
    }
    star(3).focus();
    expect(fireEvent.keyDown(star(3), { key: ' ' })).toBe(false);
    expectChosen(3);
    expect(fireEvent.keyDown(star(3), { key: 'Tab' })).toBe(true);
  });

  it('shows the rating of a form printed again with a value chosen', async () => {
    render(formHtml.replace('<option value="3">', '<option value="3" selected>'));
    // happy-dom ignores `selected` in parsed markup; a browser starts with this value.
    select().value = '3';
    setGlobals({ wc_single_product_params: singleProductParams });
    await boot(['review-rating']);

    expectChosen(3);
  });

  it('sends a click on the label to the chosen star', async () => {
    await open();
    fireEvent.click(star(2));

    fireEvent.click(document.getElementById('comment-form-rating-label')!);

    expect(document.activeElement).toBe(star(2));
  });
});

describe('review rating: a review without a rating', () => {
  it('is held back on a click on #submit with an inline alert of the page’s text, focus on the first star and the typed text kept', async () => {
    const windowAlert = vi.fn();
    vi.stubGlobal('alert', windowAlert);
    await open();
    const comment = document.getElementById('comment') as HTMLTextAreaElement;
    comment.value = 'Muy buena camiseta';

    expect(fireEvent.click(submit())).toBe(false);
    expect(fireEvent.click(submit())).toBe(false);

    expect(alerts().map((a) => a.textContent)).toEqual(['Por favor, elige una puntuación']);
    expect(document.querySelector('p.stars')!.nextElementSibling).toBe(alerts()[0]);
    expect(group().getAttribute('aria-describedby')).toBe(alerts()[0]!.id);
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(star(1));
    expect(comment.value).toBe('Muy buena camiseta');
    expect(windowAlert).not.toHaveBeenCalled();
  });

  it('is held back when the form is submitted another way (Enter in a field, requestSubmit)', async () => {
    await open();

    expect(fireEvent.submit(document.getElementById('commentform')!)).toBe(false);
    expect(alerts()).toHaveLength(1);
  });

  it('drops the alert once a rating is chosen, and then lets the review through', async () => {
    await open();
    fireEvent.click(submit());
    expect(alerts()).toHaveLength(1);

    fireEvent.click(star(5));
    expect(alerts()).toEqual([]);
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(group().hasAttribute('aria-describedby')).toBe(false);

    const form = document.getElementById('commentform') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    expect(fireEvent.click(submit())).toBe(true);
    expect(fireEvent.submit(form)).toBe(false);
    expect(submitted.mock.calls.map(([event]) => event.defaultPrevented)).toEqual(submitted.mock.calls.map(() => true));
    expect(alerts()).toEqual([]);
  });

  it('lets it through when the shop does not require ratings, dropping the required WooCommerce prints on the select until disposed', async () => {
    expect(formHtml).toMatch(/<select[^>]* required/);
    const scanner = await open(formHtml, { ...singleProductParams, review_rating_required: 'no' });
    expect(group().hasAttribute('aria-required')).toBe(false);
    expect(select().required).toBe(false);

    expect(fireEvent.click(submit())).toBe(true);
    expect(fireEvent.submit(document.getElementById('commentform')!)).toBe(true);
    expect(alerts()).toEqual([]);

    scanner.stop();
    expect(select().required).toBe(true);
  });

  it('answers the browser’s own check of the hidden, required select with the alert', async () => {
    await open();
    const invalid = new Event('invalid', { cancelable: true });
    expect(select().dispatchEvent(invalid)).toBe(false);
    expect(alerts()).toHaveLength(1);
    expect(document.activeElement).toBe(star(1));
  });

  it('announces the alert again on each refused submit', async () => {
    await open();
    fireEvent.click(submit());
    const first = alerts()[0];
    fireEvent.click(submit());
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).not.toBe(first);
    expect(group().getAttribute('aria-describedby')).toBe(alerts()[0]!.id);
  });
});

describe('review rating: malformed markup and cleanup', () => {
  it.each([
    ['offers no numeric ratings', formMalformed, 'review-rating: select#rating does not offer the five ratings 1 to 5'],
    ['is not a select', formNotSelect, 'review-rating: #rating is a <input>, not a select'],
  ])('leaves the form as served when #rating %s, warning once; the tabs around it still work', async (_, malformed, reason) => {
    const body = (html: string) => html.slice(html.indexOf('\n') + 1).trim();
    const html = tabsHtml.replace(body(formHtml), body(malformed));
    expect(html).not.toBe(tabsHtml);
    everythingInView();
    render(html);
    const form = document.getElementById('review_form_wrapper')!.outerHTML;
    setGlobals({ wc_single_product_params: singleProductParams });
    await boot(['review-rating', 'product-tabs']);

    const warnings = warningsFor(page, 'review-rating');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(reason);
    expect(page.errors.map((error) => error.widget)).toEqual(['review-rating']);
    expect(document.getElementById('review_form_wrapper')!.outerHTML).toBe(form);
    expect(document.querySelector('ul.tabs li.active')!.id).toBe('tab-title-description');
  });

  it('gives back the served form on dispose: select shown, stars and alert gone', async () => {
    render(formHtml);
    const served = document.body.innerHTML;
    setGlobals({ wc_single_product_params: singleProductParams });
    const scanner = await boot(['review-rating']);
    fireEvent.click(submit());
    expect(alerts()).toHaveLength(1);

    scanner.stop();

    expect(document.body.innerHTML).toBe(served);
  });

  it('leaves no listener or announcement behind when the form is removed', async () => {
    const tracker = trackListeners();
    await open();
    expect(tracker.live().length).toBe(7);
    fireEvent.click(star(2));

    document.getElementById('review_form_wrapper')!.remove();
    await flush(1000);

    expect(tracker.live()).toEqual([]);
    expect(liveText()).toBe('');
    tracker.stop();
  });
});

describe('review rating: when it starts', () => {
  const eager = (select: HTMLElement) => registry.find((def) => def.name === 'review-rating')!.eager!(select);
  const body = (html: string) => html.slice(html.indexOf('\n') + 1).trim();

  it('waits until the form is in view while it sits in a later, hidden tab: not even idle starts it', async () => {
    render(tabsHtml);
    expect(eager(select())).toBe(false);
    expect(registry.find((def) => def.name === 'review-rating')!.strategy).toBe('visible');

    setGlobals({ wc_single_product_params: singleProductParams });
    await boot(['review-rating', 'product-tabs']);
    await flush(50);
    expect(document.querySelector('p.stars')).toBeNull();
  });

  it('starts at once when the reviews are the first tab or the form is outside the tabs', () => {
    render(tabsHtml);
    const reviews = document.getElementById('tab-reviews')!;
    reviews.parentElement!.querySelector('.woocommerce-Tabs-panel')!.before(reviews);
    expect(eager(select())).toBe(true);

    render(body(formHtml));
    expect(eager(select())).toBe(true);
  });
});
