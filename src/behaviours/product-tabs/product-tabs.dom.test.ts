// @vitest-environment-options {"url":"https://tienda.example/producto/camiseta-organica-basica/"}
import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tabsHtml from '../../../fixtures/markup/product-tabs.html?raw';
import tabsMalformed from '../../../fixtures/markup/product-tabs.malformed.html?raw';
import tabsNoTablist from '../../../fixtures/markup/product-tabs.no-tablist.malformed.html?raw';
import { singleProductParams } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage();
const PATH = '/producto/camiseta-organica-basica/';

afterEach(() => setUrl(PATH));

/** happy-dom fires hashchange (late) on replaceState, which browsers never do: let it pass first. */
async function setUrl(url: string) {
  history.replaceState(null, '', url);
  await flush(5);
}

async function open(html = tabsHtml, url = PATH) {
  await setUrl(url);
  render(html);
  setGlobals({ wc_single_product_params: singleProductParams });
  return boot(['product-tabs']);
}

const KEYS = ['description', 'additional_information', 'reviews'] as const;
type Key = (typeof KEYS)[number];
const tab = (key: Key) => document.querySelector<HTMLAnchorElement>(`#tab-title-${key} a`)!;
const panel = (key: Key) => document.getElementById(`tab-${key}`)!;
const shownPanels = () => KEYS.filter((key) => panel(key).style.display !== 'none');
const activeItems = () => [...document.querySelectorAll('ul.tabs li.active')].map((li) => li.id);

function expectOpen(key: Key): void {
  expect(shownPanels()).toEqual([key]);
  expect(activeItems()).toEqual([`tab-title-${key}`]);
  for (const other of KEYS) {
    expect(tab(other).getAttribute('aria-selected')).toBe(String(other === key));
    expect(tab(other).getAttribute('tabindex')).toBe(other === key ? '0' : '-1');
  }
}

describe('product tabs at load', () => {
  it('opens the first tab and hides the other panels with an inline display:none, keeping WooCommerce’s markup', async () => {
    await open();

    expectOpen('description');
    expect(panel('description').hasAttribute('style')).toBe(false);
    expect(panel('reviews').getAttribute('style')).toBe('display: none;');
    for (const key of KEYS) {
      expect(tab(key).getAttribute('role')).toBe('tab');
      expect(tab(key).getAttribute('aria-controls')).toBe(`tab-${key}`);
      expect(panel(key).getAttribute('role')).toBe('tabpanel');
      expect(panel(key).getAttribute('tabindex')).toBe('0');
    }
    expect(page.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['#reviews', 'reviews'],
    ['#tab-reviews', 'reviews'],
    ['#comment-130', 'reviews'],
    ['#review_form', 'reviews'],
    ['#respond', 'reviews'],
    ['#comments', 'reviews'],
    ['?cpage=2', 'reviews'],
    ['comment-page-2/', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-description', 'description'],
    ['#main', 'description'],
  ] as const)('opens the tab the URL asks for: %s → %s', async (suffix, key) => {
    await open(tabsHtml, PATH + suffix);
    expectOpen(key);
  });

  it('opens the first tab when the URL asks for reviews on a product without a reviews tab', async () => {
    const withoutReviews = tabsHtml
      .replace(/<li role="presentation" class="reviews_tab"[\s\S]*?<\/li>/, '')
      .replace('id="tab-reviews"', 'id="reviews-elsewhere"');
    await open(withoutReviews, `${PATH}#reviews`);

    expect(activeItems()).toEqual(['tab-title-description']);
    expect(panel('description').style.display).toBe('');
    expect(panel('additional_information').style.display).toBe('none');
  });

  it('gives older markup (role=tab on the li) the tab role on the link, and gives it back on dispose', async () => {
    const older = tabsHtml.replaceAll('<li role="presentation"', '<li role="tab"').replaceAll(' role="tab" aria-controls', ' aria-controls');
    render(older);
    const served = document.body.innerHTML;
    expect(served).toContain('<li role="tab"');
    const scanner = await open(older);

    expect(tab('reviews').getAttribute('role')).toBe('tab');
    expect(tab('reviews').parentElement!.getAttribute('role')).toBe('presentation');
    expectOpen('description');
    scanner.stop();
    expect(document.body.innerHTML).toBe(served);
  });
});

describe('product tabs: a theme that hides the panels in CSS', () => {
  it('shows the open panel after the first paint, without asking for a computed style while starting', async () => {
    const themeCss = document.createElement('style');
    themeCss.textContent = '.woocommerce-tabs .panel { display: none; }';
    document.head.append(themeCss);
    await setUrl(PATH);
    render(tabsHtml);
    setGlobals({ wc_single_product_params: singleProductParams });
    let painted = false;
    requestAnimationFrame(() => (painted = true));
    const askedBeforePaint: boolean[] = [];
    const real = window.getComputedStyle.bind(window);
    const computed = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      askedBeforePaint.push(!painted);
      return real(element, pseudo);
    });
    try {
      await boot(['product-tabs']);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
      expect(askedBeforePaint).toEqual([false]);
      expect(getComputedStyle(panel('description')).display).toBe('block');
      expect(getComputedStyle(panel('reviews')).display).toBe('none');
    } finally {
      computed.mockRestore();
      themeCss.remove();
    }
  });
});

describe('product tabs: choosing a tab', () => {
  it('shows the chosen panel even when the theme’s CSS hides the panels (as jQuery’s show() did)', async () => {
    await open();
    const themeCss = document.createElement('style');
    themeCss.textContent = '.woocommerce-tabs .panel { display: none; }';
    document.head.append(themeCss);

    fireEvent.click(tab('reviews'));

    expect(getComputedStyle(panel('reviews')).display).toBe('block');
    expect(getComputedStyle(panel('description')).display).toBe('none');
    themeCss.remove();
  });

  it('opens a clicked tab without changing the URL hash', async () => {
    await open();

    const notPrevented = fireEvent.click(tab('reviews'));

    expect(notPrevented).toBe(false);
    expectOpen('reviews');
    expect(location.hash).toBe('');
  });

  it('moves focus and opens the tab with ArrowRight/ArrowLeft (wrapping), Home and End', async () => {
    await open();
    tab('description').focus();

    const steps: Array<[string, Key]> = [
      ['ArrowRight', 'additional_information'],
      ['ArrowRight', 'reviews'],
      ['ArrowRight', 'description'],
      ['ArrowLeft', 'reviews'],
      ['Home', 'description'],
      ['End', 'reviews'],
    ];
    for (const [key, expected] of steps) {
      const notPrevented = fireEvent.keyDown(document.activeElement!, { key });
      expect(notPrevented).toBe(false);
      expect(document.activeElement).toBe(tab(expected));
      expectOpen(expected);
    }
  });

  it('opens the focused tab with Space, and leaves ArrowDown and modified arrows to the page', async () => {
    await open();
    tab('additional_information').focus();

    expect(fireEvent.keyDown(tab('additional_information'), { key: ' ' })).toBe(false);
    expectOpen('additional_information');
    expect(fireEvent.keyDown(tab('additional_information'), { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(tab('additional_information'), { key: 'ArrowRight', altKey: true })).toBe(true);
    expectOpen('additional_information');
  });

  it('lets a site handler that prevented the click keep the tab as it is', async () => {
    await open();
    tab('reviews').addEventListener('click', (event) => event.preventDefault());

    fireEvent.click(tab('reviews'));

    expectOpen('description');
  });

  it('opens the reviews from the rating summary link and lets the browser follow it to #reviews', async () => {
    await open();

    const notPrevented = fireEvent.click(document.querySelector('a.woocommerce-review-link')!);

    expect(notPrevented).toBe(true);
    expectOpen('reviews');
  });

  it('opens the tab a later hash names and scrolls its target into view; other hashes change nothing', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    await open();

    await setUrl(`${PATH}#main`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expectOpen('description');

    await setUrl(`${PATH}#comment-130`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expectOpen('reviews');
    expect(scrolled.mock.contexts).toEqual([document.getElementById('comment-130')]);

    await setUrl(`${PATH}#tab-additional_information`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expectOpen('additional_information');
  });
});

describe('product tabs: with jQuery on the page', () => {
  it('opens the tab a theme clicks through jQuery ($(".reviews_tab a").trigger("click")), which no native listener hears', async () => {
    const $ = installJQuery();
    await open();

    $('.reviews_tab a').trigger('click');

    expectOpen('reviews');
  });

  it('still opens tabs on real clicks once, and respects a jQuery handler that prevented the click', async () => {
    const $ = installJQuery();
    await open();

    fireEvent.click(tab('additional_information'));
    expectOpen('additional_information');
    $(tab('reviews')).on('click', (event) => event.preventDefault());
    fireEvent.click(tab('reviews'));

    expectOpen('additional_information');
  });

  it('opens the reviews when a theme clicks the rating summary link through jQuery', async () => {
    const $ = installJQuery();
    await open();

    $('a.woocommerce-review-link').trigger('click');

    expectOpen('reviews');
  });
});

describe('product tabs: malformed markup and cleanup', () => {
  it.each([
    ['a tab pointing at no panel', tabsMalformed, /tab "Valoraciones \(21\)" points at #tab-reviews, which is no panel/],
    ['no tab list', tabsNoTablist, /has no tab list/],
  ])('keeps every panel visible, as served, when there is %s, and warns once naming the widget', async (_, html, reason) => {
    everythingInView();
    render(html);
    const served = document.body.innerHTML;
    setGlobals({ wc_single_product_params: singleProductParams });
    await boot(['product-tabs', 'review-rating']);

    const warnings = warningsFor(page, 'product-tabs');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
    expect(page.errors.map((error) => error.widget)).toEqual(['product-tabs']);
    // The review form in the reviews panel still gets its stars.
    expect(document.querySelectorAll('p.stars a[role="radio"]')).toHaveLength(5);
    document.querySelector('p.stars')!.remove();
    (document.getElementById('rating') as HTMLSelectElement).removeAttribute('style');
    expect(document.body.innerHTML).toBe(served);
  });

  it('gives back the served markup on dispose: every panel shown, no attribute or class left', async () => {
    render(tabsHtml);
    const served = document.body.innerHTML;
    setGlobals({ wc_single_product_params: singleProductParams });
    const scanner = await boot(['product-tabs']);
    fireEvent.click(tab('reviews'));
    expect(document.body.innerHTML).not.toBe(served);

    scanner.stop();

    expect(document.body.innerHTML).toBe(served);
  });

  it('leaves no listener behind when the tabs are removed', async () => {
    const tracker = trackListeners();
    await open();
    expect(tracker.live().length).toBe(4);

    document.querySelector('.woocommerce-tabs')!.remove();
    await flush();

    expect(tracker.live()).toEqual([]);
    tracker.stop();
  });

  it('runs the tabs once when a theme prints .woocommerce-tabs inside a separate .wc-tabs-wrapper', async () => {
    const tracker = trackListeners();
    await open(tabsHtml.replace('<div class="woocommerce-tabs wc-tabs-wrapper">', '<div class="wc-tabs-wrapper"><div class="woocommerce-tabs">') + '</div>');

    expect(tracker.live().length).toBe(4);
    fireEvent.click(tab('additional_information'));
    expectOpen('additional_information');
    tracker.stop();
  });

  it('sets the tabs up once however often the page is rescanned', async () => {
    const tracker = trackListeners();
    const scanner = await open();
    scanner.scan(document);
    scanner.scan(document);

    expect(tracker.live().length).toBe(4);
    tracker.stop();
  });
});
