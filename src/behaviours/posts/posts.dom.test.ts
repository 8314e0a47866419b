import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import archive from '../../../fixtures/markup/posts.archive.html?raw';
import archiveMalformed from '../../../fixtures/markup/posts.archive.malformed.html?raw';
import cards from '../../../fixtures/markup/posts.cards.html?raw';
import fullContent from '../../../fixtures/markup/posts.full-content.html?raw';
import served from '../../../fixtures/markup/posts.html?raw';
import malformed from '../../../fixtures/markup/posts.malformed.html?raw';
import archivePage2 from '../../../fixtures/responses/posts.archive.page-2.html?raw';
import page2 from '../../../fixtures/responses/posts.page-2.html?raw';
import page2Malformed from '../../../fixtures/responses/posts.page-2.malformed.html?raw';
import page3 from '../../../fixtures/responses/posts.page-3.html?raw';
import type { WidgetDef } from '../../core/types';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json, type Answer } from '../../../tests/dom/support/shop';
import { atAddress, computedStyles, controlledResizes, controlledViewport, layout } from '../../page-builder/listings/test-support';
import { POSTS_WIDGET } from '../../page-builder/selectors';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'posts', selector: POSTS_WIDGET, strategy: 'visible', instance: 'element', load: () => import('./index') };
/** A widget inside the posts (a title's): the HTML sink must start it in the posts that come in. */
const started: string[] = [];
const PROBE: WidgetDef = {
  name: 'probe',
  selector: '.elementor-post__title',
  strategy: 'now',
  instance: 'element',
  load: async () => ({ start: (element: HTMLElement) => void started.push(element.textContent!.trim()) }),
};

const widget = () => document.querySelector<HTMLElement>(POSTS_WIDGET)!;
const list = () => widget().querySelector<HTMLElement>('.elementor-posts-container')!;
const posts = () => [...list().querySelectorAll<HTMLElement>(':scope > article')];
const ids = () => posts().map((post) => [...post.classList].find((name) => /^post-\d+$/.test(name)));
const button = () => widget().querySelector<HTMLElement>('.elementor-button')!;
const anchor = () => widget().querySelector<HTMLElement>('.e-load-more-anchor')!;
const spinner = () => widget().querySelector<HTMLElement>('.e-load-more-spinner')!;
const announced = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '';
const failure = () => widget().querySelector<HTMLElement>('.storefront-load-more-error');
/** The live region waits a second, so the text lands after the focus has moved. */
const ANNOUNCE_MS = 1000;

let viewport: ReturnType<typeof controlledViewport>;
let resizes: ReturnType<typeof controlledResizes>;
beforeEach(() => {
  started.length = 0;
  atAddress('https://site.example/blog/');
  vi.stubGlobal('innerWidth', 1366);
  viewport = controlledViewport();
  resizes = controlledResizes((target) => ({ width: target.matches('.elementor-posts-container') ? 1140 : 360, height: 300 }));
});

async function mount(markup: string) {
  render(markup);
  await boot(['posts', 'probe'], [DEF, PROBE]);
  // The grid's first frame.
  await flush(20);
}

function withSettings(markup: string, patch: Record<string, unknown>): string {
  const attribute = /data-settings="([^"]*)"/.exec(markup)![1]!;
  const settings = JSON.parse(attribute.replace(/&quot;/g, '"')) as Record<string, unknown>;
  const next = JSON.stringify({ ...settings, ...patch }).replace(/"/g, '&quot;');
  return markup.replace(attribute, next);
}

describe('posts: load more on click', () => {
  it('appends the next page’s posts (their widgets started), moves the anchor on, announces the count, takes focus to the first new post; the last page ends it; dispose gives the markup back', async () => {
    const listeners = trackListeners();
    page.shop.reply('/blog/page/2/', html(page2));
    page.shop.reply('/blog/page/3/', html(page3));
    await mount(served);
    expect(started).toEqual(['Post 12']);
    // One spinner for both modes: in click mode it turns inside the button, which is a button.
    expect(spinner().parentElement).toBe(button());
    expect(button().getAttribute('role')).toBe('button');
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(false);

    button().focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(true);
    expect(spinner().querySelector('i')!.classList.contains('eicon-animation-spin')).toBe(true);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    // A second click while the page comes asks for nothing more (and does not follow `#`).
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    await flush();

    const [request] = page.shop.to('/blog/page/2/');
    expect(page.shop.requests).toHaveLength(1);
    expect(request!.method).toBe('GET');
    expect(request!.url.href).toBe('https://site.example/blog/page/2/');
    expect(page.shop.fetch.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
    // Only the widget's own posts, not the footer's; the page's scripts never ran.
    expect(ids()).toEqual(['post-12', 'post-13', 'post-14', 'post-15']);
    expect((window as unknown as Record<string, unknown>).secondPageScriptRan).toBeUndefined();
    expect((window as unknown as Record<string, unknown>).postScriptRan).toBeUndefined();
    expect(started).toEqual(['Post 12', 'Post 13', 'Post 14', 'Post 15']);
    expect(anchor().getAttribute('data-page')).toBe('2');
    expect(anchor().getAttribute('data-next-page')).toBe('https://site.example/blog/page/3/');
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect(spinner().querySelector('i')!.classList.contains('eicon-animation-spin')).toBe(false);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(posts()[1]);
    expect(posts()[1]!.tabIndex).toBe(-1);
    await flush(ANNOUNCE_MS);
    expect(announced()).toBe('Se han cargado 3 resultados más.');

    button().focus();
    fireEvent.click(button());
    await flush();
    expect(ids()).toEqual(['post-12', 'post-13', 'post-14', 'post-15', 'post-16']);
    expect(anchor().getAttribute('data-page')).toBe('3');
    // The end: the page's CSS hides the button and shows the message; focus is not left on it.
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(document.activeElement).toBe(posts()[4]);
    await flush(ANNOUNCE_MS);
    expect(announced()).toBe('Se ha cargado 1 resultado más. No more posts');
    fireEvent.click(button());
    await flush();
    expect(page.shop.requests).toHaveLength(2);

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(new DOMParser().parseFromString(served, 'text/html').body.firstElementChild!.outerHTML);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('answers Space on the button (role=button promises it); Enter is the link’s own click', async () => {
    page.shop.reply('/blog/page/2/', html(page2));
    await mount(served);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    button().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await flush();
    expect(ids()).toHaveLength(4);
  });

  it('leaves out a post the next page repeats (a post published meanwhile shifted the pages)', async () => {
    const shifted = page2.replace('post-13 post type-post', 'post-12 post type-post');
    page.shop.reply('/blog/page/2/', html(shifted));
    await mount(served);
    button().focus();
    fireEvent.click(button());
    await flush(ANNOUNCE_MS);
    expect(ids()).toEqual(['post-12', 'post-14', 'post-15']);
    expect(announced()).toBe('Se han cargado 2 resultados más.');
    expect(document.activeElement).toBe(posts()[1]);
  });

  it.each<[string, Answer]>([
    ['a server error', { status: 500, body: page2, contentType: 'text/html' }],
    ['a dropped connection', { network: 'error' }],
    ['a page without the list', html(page2Malformed)],
    ['a page without the widget', html('<!DOCTYPE html><html><body><p>Mantenimiento</p></body></html>')],
    ['an answer that is not a page', json('{"data":[]}')],
    ['an empty answer', html('')],
  ])('%s: a message in Spanish under the button, the button back, nothing lost; the next click tries again', async (_, answer) => {
    page.shop.reply('/blog/page/2/', answer, html(page2));
    await mount(served);
    button().focus();
    fireEvent.click(button());
    await flush();
    expect(ids()).toEqual(['post-12']);
    expect(anchor().getAttribute('data-page')).toBe('1');
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(false);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button());
    const message = failure()!;
    expect(message.previousElementSibling).toBe(button().parentElement);
    expect(message.querySelector('[role="alert"]')!.textContent).toBe('No se han podido cargar más resultados. Inténtalo de nuevo.');
    // No retry button of ours: the load more button is the way to try again.
    expect(message.querySelector('button')).toBeNull();

    fireEvent.click(button());
    await flush();
    expect(ids()).toEqual(['post-12', 'post-13', 'post-14', 'post-15']);
    expect(failure()).toBeNull();
  });

  it('gives up a page that does not answer within 10 s, as a failure', async () => {
    page.shop.reply('/blog/page/2/', { network: 'hang' });
    await mount(served);
    fireEvent.click(button());
    await flush(9_999);
    expect(failure()).toBeNull();
    await flush(1);
    expect(failure()).not.toBeNull();
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(false);
  });

  it('does nothing once disposed while the page is on its way', async () => {
    const listeners = trackListeners();
    const reply = page.shop.defer('/blog/page/2/');
    await mount(served);
    fireEvent.click(button());
    await flush();
    page.scanner?.stop();
    reply.answer(html(page2));
    await flush(ANNOUNCE_MS);
    expect(ids()).toEqual(['post-12']);
    expect(announced()).toBe('');
    expect(widget().outerHTML).toBe(new DOMParser().parseFromString(served, 'text/html').body.firstElementChild!.outerHTML);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('full content: the classic keys it never prints leave it without columns or masonry; no spinner icon keeps the button’s text; a site-relative next page', async () => {
    page.shop.reply('/blog/page/2/', html(page2.replace(/0a0b0c0/g, '2d3e4f5')));
    await mount(fullContent);
    expect(widget().classList.contains('e-load-more-no-spinner')).toBe(true);
    expect(list().classList.contains('elementor-posts-masonry')).toBe(false);
    fireEvent.click(button());
    await flush();
    expect(page.shop.requests[0]!.url.href).toBe('https://site.example/blog/page/2/');
    expect(ids()).toEqual(['post-31', 'post-13', 'post-14', 'post-15']);
    // Its last page: the page's message is empty, so ours is announced.
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(true);
    await flush(ANNOUNCE_MS);
    expect(announced()).toBe('Se han cargado 3 resultados más. No hay más resultados.');
  });
});

describe('archive posts: load more on scroll, masonry', () => {
  it('loads when the anchor comes into view, keeps loading while it stays there, stops at the last page; the spinner stays where it was', async () => {
    page.shop.reply('/categoria/noticias/page/2/', html(archivePage2));
    await mount(archive);
    const home = spinner().nextElementSibling;
    expect(page.shop.requests).toHaveLength(0);
    viewport.scrollTo(anchor());
    expect(widget().classList.contains('e-load-more-pagination-loading')).toBe(true);
    await flush();
    expect(ids()).toEqual(['post-41', 'post-42', 'post-43', 'post-44', 'post-45']);
    expect(spinner().nextElementSibling).toBe(home);
    expect(widget().classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(viewport.observing(anchor())).toBe(false);
    // Scrolling never moves focus.
    expect(document.activeElement).toBe(document.body);
    await flush(ANNOUNCE_MS);
    expect(announced()).toBe('Se han cargado 2 resultados más. Ya no hay más noticias');
    viewport.scrollTo(anchor(), false);
    viewport.scrollTo(anchor());
    await flush();
    expect(page.shop.requests).toHaveLength(1);
  });

  it('a failed page stops the scroll loading and offers a retry button, which loads it and takes focus to the new posts', async () => {
    page.shop.reply('/categoria/noticias/page/2/', { status: 503, body: '', contentType: 'text/html' }, html(archivePage2));
    await mount(archive);
    viewport.scrollTo(anchor());
    await flush();
    expect(ids()).toHaveLength(3);
    const retry = failure()!.querySelector('button')!;
    expect(retry.textContent).toBe('Volver a intentarlo');
    expect(retry.type).toBe('button');
    // Still in view: it does not try again by itself (it would fail in a loop).
    expect(viewport.observing(anchor())).toBe(false);
    retry.focus();
    fireEvent.click(retry);
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    await flush();
    expect(ids()).toHaveLength(5);
    expect(failure()).toBeNull();
    expect(document.activeElement).toBe(posts()[3]);
  });

  it('pulls each post up under the one above it: one pass reads every height, then writes every margin', async () => {
    const heights: Record<string, number> = { 'post-41': 200, 'post-42': 120, 'post-43': 100, 'post-44': 260, 'post-45': 150 };
    const events: string[] = [];
    layout((element) => {
      const key = [...element.classList].find((name) => name in heights);
      if (!key) return undefined;
      events.push(`read ${key}`);
      return { height: heights[key]! };
    });
    const style = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style')!.get!;
    vi.spyOn(HTMLElement.prototype, 'style', 'get').mockImplementation(function (this: HTMLElement) {
      const real = style.call(this) as CSSStyleDeclaration;
      return new Proxy(real, {
        get: (target, key) => {
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
        set: (target, key, value) => {
          if (key === 'marginTop') events.push(`write ${String(value)}`);
          return Reflect.set(target, key, value, target);
        },
      });
    });
    page.shop.reply('/categoria/noticias/page/2/', html(archivePage2));
    await mount(archive);
    // The masonry class in one frame (items no longer stretched to their row), the margins in the next.
    expect(list().classList.contains('elementor-posts-masonry')).toBe(true);
    await flush(20);
    // Two columns (archive_classic_columns): the third post sits under the first, the tallest.
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '']);
    events.length = 0;
    viewport.scrollTo(anchor());
    await flush(20);
    // Under the first post the third; under the second (120) the fourth, pulled up 80; the fifth
    // under the third.
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '', '-80px', '-80px']);
    const firstWrite = events.findIndex((event) => event.startsWith('write'));
    expect(firstWrite).toBeGreaterThan(0);
    expect(events.slice(0, firstWrite).every((event) => event.startsWith('read'))).toBe(true);
    expect(events.slice(firstWrite).every((event) => event.startsWith('write'))).toBe(true);

    // Down to one column (mobile): no masonry; the margins go.
    vi.stubGlobal('innerWidth', 500);
    resizes.resize();
    await flush(20);
    expect(list().classList.contains('elementor-posts-masonry')).toBe(false);
    await flush(20);
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '', '', '']);
  });

  it('lays out again when a post changes height (an image coming in), and not when nothing changed size', async () => {
    const heights: Record<string, number> = { 'post-41': 100, 'post-42': 300, 'post-43': 100 };
    layout((element) => {
      const key = [...element.classList].find((name) => name in heights);
      return key ? { height: heights[key]! } : undefined;
    });
    await mount(archive);
    await flush(20);
    // The third post, under the first: 100 + 24 against a row that starts at 300 + 24.
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '-200px']);
    heights['post-41'] = 200;
    resizes.resize();
    await flush(20);
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '-100px']);
    const read = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    read.mockClear();
    resizes.resize();
    await flush(20);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('posts: the grid', () => {
  it('cards with masonry: three columns on a desktop, two on a tablet with its own gap; the item ratio is not used with masonry', async () => {
    const heights = [300, 420, 360, 200, 250];
    layout((element) => {
      const index = posts().indexOf(element);
      return index >= 0 ? { height: heights[index]! } : undefined;
    });
    computedStyles((element, pseudo) => (pseudo === '::after' && element === widget() ? { content: '"0.66"' } : undefined));
    await mount(cards);
    await flush(20);
    expect(list().classList.contains('elementor-posts-masonry')).toBe(true);
    expect(list().classList.contains('elementor-has-item-ratio')).toBe(false);
    // Row 2 starts under the tallest (420 + 30): 300 + 30 - 450 and 420 + 30 - 450.
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '', '-120px', '']);
    vi.stubGlobal('innerWidth', 900);
    resizes.resize();
    await flush(20);
    // Two columns: rows [300, 420] [360, 200] [250]; the fifth under the third, the lowest reach.
    expect(posts().map((post) => post.style.marginTop)).toEqual(['', '', '-120px', '', '']);
    // The numbered pagination stays plain links.
    expect(widget().querySelector('.elementor-pagination a')!.getAttribute('role')).toBeNull();
  });

  it('fits thumbnails to the item ratio: the ratio class from the widget’s ::after, fit-height where the image is wider than its box, again when an image loads', async () => {
    computedStyles((element, pseudo) => (pseudo === '::after' && element === widget() ? { content: '"1"' } : undefined));
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    const natural = new Map<string, [number, number]>();
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(function (this: HTMLImageElement) {
      return natural.get(this.getAttribute('src')!)?.[0] ?? 0;
    });
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockImplementation(function (this: HTMLImageElement) {
      return natural.get(this.getAttribute('src')!)?.[1] ?? 0;
    });
    const markup = withSettings(cards, { cards_masonry: undefined });
    const thumbnails = () => posts().map((post) => post.querySelector('.elementor-post__thumbnail'));
    natural.set('/wp-content/uploads/21.jpg', [800, 533]);
    natural.set('/wp-content/uploads/22.jpg', [600, 900]);
    await mount(markup);
    // The class first (thumbnails take the ratio's size), then the fitting, a frame later.
    expect(list().classList.contains('elementor-has-item-ratio')).toBe(true);
    await flush(20);
    expect(thumbnails().map((thumbnail) => thumbnail?.classList.contains('elementor-fit-height') ?? null)).toEqual([true, false, false, null, null]);
    // The third image comes in: landscape too.
    natural.set('/wp-content/uploads/23.jpg', [900, 500]);
    thumbnails()[2]!.querySelector('img')!.dispatchEvent(new Event('load'));
    await flush(20);
    expect(thumbnails()[2]!.classList.contains('elementor-fit-height')).toBe(true);
    page.scanner?.stop();
    expect(list().className).toBe('elementor-posts-container elementor-posts elementor-posts--skin-cards elementor-grid');
    expect(widget().querySelector('.elementor-fit-height')).toBeNull();
  });
});

describe('posts: what it leaves alone, and bad markup', () => {
  it('leaves a skin of another plugin to its own script', async () => {
    await mount(served.replace('data-widget_type="posts.classic"', 'data-widget_type="posts.theme_grid"'));
    expect(button().getAttribute('role')).toBeNull();
    expect(spinner().parentElement).not.toBe(button());
    expect(warningsFor(page, 'posts')).toEqual([]);
  });

  it('leaves an archive with nothing found', async () => {
    const empty =
      '<div class="elementor-element elementor-widget elementor-widget-archive-posts" data-id="3e4f5a6" data-element_type="widget" data-settings="{&quot;pagination_type&quot;:&quot;load_more_infinite_scroll&quot;}" data-widget_type="archive-posts.archive_classic"><div class="elementor-widget-container"><div class="elementor-posts-nothing-found">No hay entradas.</div></div></div>';
    await mount(empty);
    expect(document.body.innerHTML).toBe(empty);
    expect(warningsFor(page, 'posts')).toEqual([]);
  });

  it.each([
    [malformed, 'its data-settings attribute is not JSON'],
    [archiveMalformed, 'its .e-load-more-anchor needs whole page numbers in data-page and data-max-page (they are "uno" and "2")'],
    [served.replace('data-next-page="https://site.example/blog/page/2/"', 'data-next-page="https://otro.example/blog/page/2/"'), 'its .e-load-more-anchor data-next-page is not a page of this site (it is "https://otro.example/blog/page/2/")'],
    [served.replace(/<div class="elementor-button-wrapper">.*?<\/div>/, ''), 'its load more button (.elementor-button) is missing'],
    [served.replace(/<div class="elementor-posts-container[^]*?<\/article>\s*<\/div>/, ''), 'its .elementor-posts-container list is missing'],
  ])('keeps the markup as served and says why once (%#)', async (markup, reason) => {
    render(markup);
    const before = document.body.innerHTML;
    await boot(['posts'], [DEF]);
    await flush(20);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'posts')).toEqual([`[storefront] posts: ${reason}`]);
    expect(page.errors).toHaveLength(1);
    fireEvent.click(widget().querySelector('.elementor-button') ?? widget());
    await flush();
    expect(page.shop.requests).toHaveLength(0);
  });
});
