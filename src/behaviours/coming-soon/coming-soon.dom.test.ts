// @vitest-environment-options {"url":"https://tienda.example/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { markup, responses, SITE } from '../../../tests/dom/support/fixtures';
import { boot, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json } from '../../../tests/dom/support/shop';

const page = usePage();

const banner = () => document.getElementById('coming-soon-footer-banner')!;
const dismiss = () => document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;
const hidden = () => getComputedStyle(banner()).display === 'none';

/** A pointer user: pointerdown (which starts the widget), then the click. */
async function pointerDismiss(): Promise<void> {
  fireEvent.pointerDown(dismiss());
  await settle();
  fireEvent.click(dismiss());
  await settle();
}

describe('coming-soon banner', () => {
  it('POSTs woocommerce_meta[coming_soon_banner_dismissed]=yes with X-WP-Nonce to the REST URL, then hides the banner', async () => {
    render('<main>Tienda</main>', markup.comingSoon);
    await boot(['coming-soon']);
    const answer = page.shop.defer('/wp-json/wp/v2/users/1');

    await pointerDismiss();

    const [request] = page.shop.requests;
    expect(page.shop.requests).toHaveLength(1);
    expect(request?.url.href).toBe(`${SITE}/wp-json/wp/v2/users/1`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('X-WP-Nonce')).toBe('9b2f6c1d3e');
    expect(Object.fromEntries(request!.body)).toEqual({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' });
    expect(hidden()).toBe(false);

    answer.answer(json('{"id":1,"name":"admin"}'));
    await settle();
    expect(hidden()).toBe(true);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('hides the banner when the request fails too', async () => {
    render('<main>Tienda</main>', markup.comingSoon);
    await boot(['coming-soon']);
    page.shop.reply('/wp-json/wp/v2/users/1', html(responses.criticalError, 500));

    await pointerDismiss();

    expect(page.shop.requests).toHaveLength(1);
    expect(hidden()).toBe(true);
    expect(warningsFor(page, 'coming-soon')).toHaveLength(1);
  });

  it('does not lose the first click when it arrives before the widget started (screen reader activation)', async () => {
    render('<main>Tienda</main>', markup.comingSoon);
    await boot(['coming-soon']);
    page.shop.reply('/wp-json/wp/v2/users/1', json('{"id":1}'));

    fireEvent.click(dismiss());
    await settle();

    expect(page.shop.requests).toHaveLength(1);
    expect(hidden()).toBe(true);
  });

  it('hides the banner without any request, and warns, when the link has no data-rest-url', async () => {
    render('<main>Tienda</main>', markup.comingSoonMalformed);
    await boot(['coming-soon']);

    await pointerDismiss();

    expect(page.shop.requests).toEqual([]);
    expect(hidden()).toBe(true);
    expect(warningsFor(page, 'coming-soon')[0]).toContain('data-rest-url');
  });

  it('never sends the nonce to another origin', async () => {
    render('<main>Tienda</main>', markup.comingSoon.replace(`${SITE}/wp-json`, 'https://collector.example/wp-json'));
    await boot(['coming-soon']);

    await pointerDismiss();

    expect(page.shop.requests).toEqual([]);
    expect(hidden()).toBe(true);
    expect(warningsFor(page, 'coming-soon')).toEqual(['[storefront] coming-soon: the dismiss link has no usable data-rest-url']);
  });
});
