// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import checkout from '../../../fixtures/markup/field-descriptions.html?raw';
import { boot, flush, render, settle, usePage } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });

/** The height a laid-out description has (happy-dom lays nothing out). */
const DESCRIPTION_HEIGHT = 56;
/** A slide's full height: resolved by CSS where it can (no forced layout), else measured. */
const FULL = 'calc-size(auto, size)';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const description = (id: string) => document.getElementById(`${id}-description`)!;
const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

async function checkoutPage(): Promise<MockInstance<HTMLElement['animate']>> {
  render(checkout);
  for (const element of document.querySelectorAll<HTMLElement>('span.description')) {
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => DESCRIPTION_HEIGHT });
  }
  const animate = vi.spyOn(HTMLElement.prototype, 'animate');
  await boot(['field-descriptions']);
  return animate;
}

/** The shopper moves into a field: focus, which also starts the widget. */
async function focusField(id: string): Promise<void> {
  field(id).focus();
  fireEvent.focusIn(field(id));
  await settle();
}

/** The one animation `element` ran since the spy was cleared: its keyframes and duration. */
function slideOf(animate: MockInstance<HTMLElement['animate']>, element: HTMLElement) {
  const calls = animate.mock.contexts.flatMap((context, i) => (context === element ? [animate.mock.calls[i]!] : []));
  expect(calls).toHaveLength(1);
  const [keyframes, options] = calls[0]!;
  return { keyframes: keyframes as Keyframe[], duration: typeof options === 'number' ? options : options?.duration };
}

describe('field descriptions', () => {
  it('focusing a field slides its description down: a 250 ms height slide, not a fade', async () => {
    const animate = await checkoutPage();
    expect(shown(description('billing_company'))).toBe(false);

    await focusField('billing_company');

    expect(shown(description('billing_company'))).toBe(true);
    expect(description('billing_company').getAttribute('aria-hidden')).toBe('false');
    const slide = slideOf(animate, description('billing_company'));
    expect(slide.duration).toBe(250);
    expect(slide.keyframes.map((frame) => frame.height)).toEqual(['0px', FULL]);
    expect(slide.keyframes.some((frame) => 'opacity' in frame)).toBe(false);
    expect(shown(description('billing_nif'))).toBe(false);
  });

  it('where CSS cannot size to the content, the slide measures the description instead', async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const animate = await checkoutPage();
    await focusField('billing_company');
    expect(slideOf(animate, description('billing_company')).keyframes.map((frame) => frame.height)).toEqual(['0px', `${DESCRIPTION_HEIGHT}px`]);
    await flush(250);
    animate.mockClear();

    fireEvent.click(document.body);

    expect(slideOf(animate, description('billing_company')).keyframes.map((frame) => frame.height)).toEqual([`${DESCRIPTION_HEIGHT}px`, '0px']);
  });

  it('a click outside every field slides the description up over 250 ms (height, not a fade), then hides it', async () => {
    const animate = await checkoutPage();
    await focusField('billing_company');
    await flush(250);
    animate.mockClear();

    fireEvent.click(document.body);

    expect(description('billing_company').getAttribute('aria-hidden')).toBe('true');
    const slide = slideOf(animate, description('billing_company'));
    expect(slide.duration).toBe(250);
    expect(slide.keyframes.map((frame) => frame.height)).toEqual([FULL, '0px']);
    expect(slide.keyframes.some((frame) => 'opacity' in frame)).toBe(false);
    await flush(249);
    expect(shown(description('billing_company'))).toBe(true);
    await flush(1);
    expect(shown(description('billing_company'))).toBe(false);
  });

  it('moving to another field slides the first description up and the new one down', async () => {
    const animate = await checkoutPage();
    await focusField('billing_company');
    await flush(250);
    animate.mockClear();

    await focusField('billing_nif');

    expect(slideOf(animate, description('billing_company')).keyframes.map((frame) => frame.height)).toEqual([FULL, '0px']);
    expect(slideOf(animate, description('billing_nif')).keyframes.map((frame) => frame.height)).toEqual(['0px', FULL]);
    await flush(250);
    expect(shown(description('billing_company'))).toBe(false);
    expect(shown(description('billing_nif'))).toBe(true);

    // A field without a description hides the others too.
    await focusField('billing_email');
    await flush(250);
    expect(shown(description('billing_nif'))).toBe(false);
  });

  it('a click inside a field wrapper that is not on the field keeps the description shown', async () => {
    await checkoutPage();
    await focusField('billing_company');
    await flush(250);

    fireEvent.click(description('billing_company'));
    await flush(250);

    expect(shown(description('billing_company'))).toBe(true);
  });

  it('Escape in the field slides its description up and is consumed; a second Escape is left alone', async () => {
    await checkoutPage();
    await focusField('billing_company');
    await flush(250);

    expect(fireEvent.keyDown(field('billing_company'), { key: 'Escape' })).toBe(false);
    await flush(250);
    expect(shown(description('billing_company'))).toBe(false);
    expect(description('billing_company').getAttribute('aria-hidden')).toBe('true');

    expect(fireEvent.keyDown(field('billing_company'), { key: 'Escape' })).toBe(true);
  });

  it('coming back to a field while its description slides up slides it down again', async () => {
    await checkoutPage();
    await focusField('billing_company');
    await flush(250);
    fireEvent.click(document.body);
    await flush(100);

    fireEvent.click(field('billing_company'));
    await flush(250);

    expect(shown(description('billing_company'))).toBe(true);
    expect(description('billing_company').getAttribute('aria-hidden')).toBe('false');
  });

  it('with prefers-reduced-motion, shows and hides at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const animate = await checkoutPage();
    await focusField('billing_company');
    expect(shown(description('billing_company'))).toBe(true);

    fireEvent.click(document.body);

    expect(shown(description('billing_company'))).toBe(false);
    expect(animate).not.toHaveBeenCalled();
    expect(page.warn).not.toHaveBeenCalled();
  });
});
