import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/portfolio.html?raw';
import malformed from '../../../fixtures/markup/portfolio.malformed.html?raw';
import type { WidgetDef } from '../../core/types';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import { computedStyles, controlledResizes, controlledViewport, layout } from '../../page-builder/listings/test-support';
import { PORTFOLIO_WIDGET } from '../../page-builder/selectors';

const page = usePage({ fakeTimers: true });
const DEF: WidgetDef = { name: 'portfolio', selector: PORTFOLIO_WIDGET, strategy: 'visible', instance: 'element', load: () => import('./index') };

const widget = () => document.querySelector<HTMLElement>(PORTFOLIO_WIDGET)!;
const grid = () => widget().querySelector<HTMLElement>('.elementor-portfolio')!;
const items = () => [...grid().querySelectorAll<HTMLElement>('article')];
const item = (id: number) => grid().querySelector<HTMLElement>(`.post-${id}`)!;
const ghosts = () => [...grid().querySelectorAll<HTMLElement>('.elementor-portfolio-ghost-item')];
const filter = (name: string) => [...widget().querySelectorAll<HTMLElement>('.elementor-portfolio__filter')].find((li) => li.textContent === name)!;
const shown = () => items().filter((element) => element.style.display !== 'none').map((element) => Number(/post-(\d+)/.exec(element.className)![1]));
const announced = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '';
const TRANSITION = 'transform 450ms ease-in-out, opacity 450ms ease-in-out';

/** A grid as the page's CSS lays it out: 300 × 200 cells, 10 px apart, three a row (two on a tablet). */
const CELL = { width: 300, height: 200, gap: 10 };
const columns = () => (window.innerWidth <= 1024 ? 2 : 3);
function cellOf(element: HTMLElement): Partial<DOMRect> | undefined {
  if (!element.matches('article.elementor-portfolio-item')) return undefined;
  if (element.style.display === 'none') return { width: 0, height: 0 };
  if (element.style.position === 'absolute') {
    return { left: Number.parseFloat(element.style.left), top: Number.parseFloat(element.style.top), width: CELL.width, height: CELL.height };
  }
  const inFlow = items().filter((other) => other.style.display !== 'none' && other.style.position !== 'absolute');
  const index = inFlow.indexOf(element);
  const left = (index % columns()) * (CELL.width + CELL.gap);
  const top = Math.floor(index / columns()) * (CELL.height + CELL.gap);
  return { left, top, x: left, y: top, width: CELL.width, height: CELL.height };
}

/** Every `transform` written, per item id. */
let transforms: Map<number, string[]>;
let resizes: ReturnType<typeof controlledResizes>;
beforeEach(() => {
  vi.stubGlobal('innerWidth', 1366);
  controlledViewport();
  resizes = controlledResizes((target) => ({ width: target.matches('.elementor-portfolio') ? 930 : 300, height: 200 }));
  layout(cellOf);
  computedStyles((element, pseudo): Record<string, string> | undefined => {
    if (pseudo === '::after' && element.matches(PORTFOLIO_WIDGET)) return { content: '"0.66"' };
    // The grid is not positioned by the page's CSS.
    return !pseudo && element.matches('.elementor-portfolio') ? { position: 'static' } : undefined;
  });
  transforms = new Map();
  const style = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style')!.get!;
  vi.spyOn(HTMLElement.prototype, 'style', 'get').mockImplementation(function (this: HTMLElement) {
    const real = style.call(this) as CSSStyleDeclaration;
    const id = Number(/post-(\d+)/.exec(this.className)?.[1]);
    return new Proxy(real, {
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
      set: (target, key, value) => {
        if (key === 'transform' && id) transforms.set(id, [...(transforms.get(id) ?? []), String(value)]);
        return Reflect.set(target, key, value, target);
      },
    });
  });
});

async function mount(markup = served) {
  render(markup);
  await boot(['portfolio'], [DEF]);
  await flush(20);
}

const servedWidget = () => new DOMParser().parseFromString(served, 'text/html').body.firstElementChild!.outerHTML;

describe('portfolio', () => {
  it('starts as the handler does: every item active, "All" pressed, the last row filled with a hidden ghost; the bar is a labelled group of buttons; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    await mount();
    expect(items().every((element) => element.classList.contains('elementor-active'))).toBe(true);
    expect(filter('Todos').getAttribute('aria-pressed')).toBe('true');
    expect(filter('Cerámica').getAttribute('aria-pressed')).toBe('false');
    const bar = widget().querySelector('.elementor-portfolio__filters')!;
    expect(bar.getAttribute('role')).toBe('group');
    expect(bar.getAttribute('aria-label')).toBe('Filtrar los proyectos');
    expect(filter('Madera').getAttribute('role')).toBe('button');
    expect(filter('Madera').tabIndex).toBe(0);
    // Five items in three columns: one empty cell, filled, out of the accessibility tree.
    expect(ghosts()).toHaveLength(1);
    expect(ghosts()[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(ghosts()[0]!.className).toBe('elementor-portfolio-item elementor-portfolio-ghost-item');
    // The item ratio printed into ::after: thumbnails take its size.
    expect(grid().classList.contains('elementor-has-item-ratio')).toBe(true);
    expect(announced()).toBe('');

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(servedWidget());
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('filters by term: the others shrink and fade where they stand while the kept ones slide to their cells, then are hidden; the count is announced', async () => {
    await mount();
    fireEvent.click(filter('Cerámica'));
    expect(filter('Cerámica').getAttribute('aria-pressed')).toBe('true');
    expect(filter('Cerámica').classList.contains('elementor-active')).toBe(true);
    expect(filter('Todos').classList.contains('elementor-active')).toBe(false);
    expect(items().map((element) => element.classList.contains('elementor-active'))).toEqual([true, false, false, true, true]);

    // Leaving: taken out of the flow at the cell they had, fading and shrinking there.
    for (const [id, left, top] of [[52, 310, 0], [53, 620, 0]] as const) {
      const style = item(id).style;
      expect([style.position, style.left, style.top, style.width, style.height]).toEqual(['absolute', `${left}px`, `${top}px`, '300px', '200px']);
      expect([style.opacity, style.transform, style.transition]).toEqual(['0', 'scale3d(0.2, 0.2, 1)', TRANSITION]);
    }
    // Staying: laid out at their new cells, put back where they were, let go.
    expect(transforms.get(51)).toEqual(['translate3d(0px, 0px, 0)']);
    expect(transforms.get(54)).toEqual(['translate3d(-310px, 210px, 0)']);
    expect(transforms.get(55)).toEqual(['translate3d(-310px, 210px, 0)']);
    for (const id of [51, 54, 55]) expect([item(id).style.transform, item(id).style.transition]).toEqual(['', TRANSITION]);
    // The grid keeps its height while the items move; its last row is full (three shown).
    expect(grid().style.minHeight).not.toBe('');
    expect(grid().style.position).toBe('relative');
    expect(ghosts()).toHaveLength(0);

    await flush(449);
    expect(shown()).toEqual([51, 52, 53, 54, 55]);
    await flush(1);
    expect(shown()).toEqual([51, 54, 55]);
    for (const element of items()) {
      const { position, left, top, width, height, opacity, transform, transition } = element.style;
      expect([position, left, top, width, height, opacity, transform, transition].join('')).toBe('');
    }
    expect(grid().style.cssText).toBe('');
    await flush(1000);
    expect(announced()).toBe('Se muestran 3 proyectos.');
  });

  it('brings items back growing from small and transparent in their cells', async () => {
    await mount();
    fireEvent.click(filter('Madera'));
    await flush(450);
    expect(shown()).toEqual([53]);
    expect(ghosts()).toHaveLength(2);
    transforms.clear();
    fireEvent.click(filter('Todos'));
    expect(shown()).toEqual([51, 52, 53, 54, 55]);
    for (const id of [51, 52, 54, 55]) {
      expect(transforms.get(id)).toEqual(['scale3d(0.2, 0.2, 1)']);
      expect([item(id).style.opacity, item(id).style.transform, item(id).style.transition]).toEqual(['', '', TRANSITION]);
    }
    // The wood item slides from the first cell to its own, the third.
    expect(transforms.get(53)).toEqual(['translate3d(-620px, 0px, 0)']);
    expect(ghosts()).toHaveLength(1);
    await flush(1450);
    expect(announced()).toBe('Se muestran 5 proyectos.');
  });

  it('answers Enter and Space on a filter (the original’s focusable items answered no key); Space does not scroll', async () => {
    await mount();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    filter('Textil').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(filter('Textil').getAttribute('aria-pressed')).toBe('true');
    await flush(450);
    expect(shown()).toEqual([52, 55]);
    fireEvent.keyDown(filter('Madera'), { key: 'Enter' });
    await flush(450);
    expect(shown()).toEqual([53]);
    fireEvent.keyDown(filter('Todos'), { key: 'a' });
    await flush(450);
    expect(shown()).toEqual([53]);
    await flush(1000);
    expect(announced()).toBe('Se muestra 1 proyecto.');
  });

  it('a filter chosen while another moves finishes that one at once, then moves', async () => {
    await mount();
    fireEvent.click(filter('Cerámica'));
    await flush(200);
    fireEvent.click(filter('Madera'));
    // The first change landed: the textile items hidden, the others now leaving.
    expect(item(52).style.display).toBe('none');
    expect(item(51).style.position).toBe('absolute');
    expect(item(53).style.display).toBe('');
    await flush(450);
    expect(shown()).toEqual([53]);
  });

  it('under reduced motion, applies a filter at once: no transition, no timer', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    await mount();
    fireEvent.click(filter('Textil'));
    expect(shown()).toEqual([52, 55]);
    expect(items().every((element) => element.style.transition === '' && element.style.transform === '')).toBe(true);
    expect(transforms.size).toBe(0);
    expect(ghosts()).toHaveLength(1);
  });

  it('with masonry, shows and hides at once and lays the masonry out in the same frame; the item ratio is not used', async () => {
    const heights: Record<number, number> = { 51: 200, 52: 320, 53: 260, 54: 150, 55: 300 };
    layout((element) => {
      const id = Number(/post-(\d+)/.exec(element.className)?.[1]);
      return heights[id] ? { height: element.style.display === 'none' ? 0 : heights[id] } : undefined;
    });
    await mount(served.replace('&quot;columns&quot;:&quot;3&quot;,', '&quot;columns&quot;:&quot;3&quot;,&quot;masonry&quot;:&quot;yes&quot;,'));
    expect(grid().classList.contains('elementor-posts-masonry')).toBe(true);
    expect(grid().classList.contains('elementor-has-item-ratio')).toBe(false);
    await flush(20);
    // Row 2 starts under 320 + 10: the fourth pulled up 120 under the first; the fifth is under the tallest.
    expect(items().map((element) => element.style.marginTop)).toEqual(['', '', '', '-120px', '']);
    fireEvent.click(filter('Textil'));
    expect(shown()).toEqual([52, 55]);
    expect(items().map((element) => element.style.marginTop)).toEqual(['', '', '', '-120px', '']);
    expect(item(52).style.transition).toBe('');
  });

  it('follows the columns when the grid is resized: two on a tablet, with the ghosts that fill them', async () => {
    await mount();
    fireEvent.click(filter('Cerámica'));
    await flush(450);
    expect(ghosts()).toHaveLength(0);
    vi.stubGlobal('innerWidth', 900);
    resizes.resize();
    await flush(20);
    expect(ghosts()).toHaveLength(1);
  });

  it('disposed while a filter moves: the items as served, nothing after', async () => {
    const listeners = trackListeners();
    await mount();
    fireEvent.click(filter('Madera'));
    await flush(100);
    page.scanner?.stop();
    expect(widget().outerHTML).toBe(servedWidget());
    await flush(1000);
    expect(widget().outerHTML).toBe(servedWidget());
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('leaves a portfolio with nothing found', async () => {
    const empty = '<div class="elementor-element elementor-widget elementor-widget-portfolio" data-id="4f5a6b7" data-element_type="widget" data-widget_type="portfolio.default"><div class="elementor-widget-container"></div></div>';
    await mount(empty);
    expect(document.body.innerHTML).toBe(empty);
    expect(warningsFor(page, 'portfolio')).toEqual([]);
  });

  it.each([
    [malformed, 'its filter 3 has no data-filter of "__all" or a term id (it has "")'],
    [served.replace('&quot;columns&quot;:&quot;3&quot;,', '&quot;columns&quot;:&quot;3&quot;'), 'its data-settings attribute is not JSON'],
  ])('keeps the markup as served and says why once (%#)', async (markup, reason) => {
    render(markup);
    const before = document.body.innerHTML;
    await boot(['portfolio'], [DEF]);
    await flush(20);
    fireEvent.click(filter('Cerámica'));
    await flush(450);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'portfolio')).toEqual([`[storefront] portfolio: ${reason}`]);
    expect(page.errors).toHaveLength(1);
  });
});
