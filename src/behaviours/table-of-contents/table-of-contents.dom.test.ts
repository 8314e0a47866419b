import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/table-of-contents.html?raw';
import malformed from '../../../fixtures/markup/table-of-contents.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const toc = () => document.querySelector<HTMLElement>('.elementor-widget-table-of-contents')!;
const tocBody = () => toc().querySelector<HTMLElement>('.elementor-toc__body')!;
const links = () => [...toc().querySelectorAll<HTMLAnchorElement>('a.elementor-toc__list-item-text')];
const expandButton = () => toc().querySelector<HTMLElement>('.elementor-toc__toggle-button--expand')!;
const collapseButton = () => toc().querySelector<HTMLElement>('.elementor-toc__toggle-button--collapse')!;

/** happy-dom lays nothing out: the test says which headings are in view. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Set<Element> }> = [];
function fakeIntersections(): void {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        this.entry.targets.clear();
      }
    },
  );
}
function intersect(target: Element, place: 'in' | 'above' | 'below'): void {
  for (const observer of observers) {
    if (!observer.targets.has(target)) continue;
    const top = place === 'above' ? -300 : place === 'below' ? 2000 : 100;
    observer.callback(
      [{ target, isIntersecting: place === 'in', boundingClientRect: { top } as DOMRectReadOnly, rootBounds: { top: 0 } as DOMRectReadOnly } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
  }
}

let width = 1280;
beforeEach(() => {
  width = 1280;
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
  fakeIntersections();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const setSettings = (change: Record<string, unknown>) => {
  const settings = JSON.parse(toc().getAttribute('data-settings')!) as Record<string, unknown>;
  toc().setAttribute('data-settings', JSON.stringify({ ...settings, ...change }));
};
const outline = () =>
  [...toc().querySelectorAll('li')].map((item) => {
    let depth = 0;
    for (let list = item.parentElement?.closest('li'); list; list = list.parentElement?.closest('li')) depth++;
    const link = item.querySelector(':scope > div > a')!;
    return `${'  '.repeat(depth)}${link.textContent} → ${link.getAttribute('href')}`;
  });

describe('table of contents', () => {
  it('lists the page content’s h2 and h3 nested, numbered, as text, with anchors, and gives the page back on dispose', async () => {
    render(served);
    const before = document.body.innerHTML;
    await boot(['table-of-contents']);
    expect(outline()).toEqual([
      'Cómo elegir tu talla → #elementor-toc__heading-anchor-0',
      '  Tus medidas & las nuestras → #medidas',
      '  <img src=x onerror=alert(1)> Tabla de tallas → #elementor-toc__heading-anchor-2',
      'Cambios y devoluciones → #devoluciones',
      '  Envío de vuelta → #elementor-toc__heading-anchor-4',
    ]);
    // Heading text is text: nothing the page wrote becomes an element.
    expect(tocBody().querySelector('img, em')).toBeNull();
    expect([...tocBody().querySelectorAll('ol')].length).toBe(3);
    expect(tocBody().querySelector('.elementor-toc__spinner')).toBeNull();
    expect(links().map((link) => link.classList.contains('elementor-toc__top-level'))).toEqual([true, false, false, true, false]);
    const anchor = document.getElementById('elementor-toc__heading-anchor-0')!;
    expect(anchor.localName).toBe('span');
    expect(anchor.className).toBe('elementor-menu-anchor');
    expect(anchor.nextElementSibling!.textContent).toBe('Cómo elegir tu talla');
    // The wrapper with an id is reused; the header's and footer's headings are not the page's content.
    expect(document.querySelectorAll('span.elementor-menu-anchor').length).toBe(3);
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(false);

    page.scanner!.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('a second run after dispose builds the same anchors, once each', async () => {
    render(served);
    const before = document.body.innerHTML;
    await boot(['table-of-contents']);
    const first = links().map((link) => link.getAttribute('href'));
    page.scanner!.stop();
    await boot(['table-of-contents']);
    expect(links().map((link) => link.getAttribute('href'))).toEqual(first);
    expect(document.querySelectorAll('[id^="elementor-toc__heading-anchor-"]').length).toBe(3);
    page.scanner!.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('two boxes over the same headings share the anchors; one disposed leaves the other’s', async () => {
    render(served);
    const second = toc().cloneNode(true) as HTMLElement;
    second.setAttribute('data-id', '70c0a12');
    toc().after(second);
    await boot(['table-of-contents']);
    const boxes = document.querySelectorAll('.elementor-widget-table-of-contents');
    expect(boxes[1]!.querySelectorAll('a').length).toBe(5);
    expect(document.querySelectorAll('[id^="elementor-toc__heading-anchor-"]').length).toBe(3);
    page.scanner!.stop();
    expect(document.querySelectorAll('[id^="elementor-toc__heading-anchor-"]').length).toBe(0);
  });

  it('flat view with bullets: one list of every heading, the icon before each link, no top-level class', async () => {
    render(served);
    setSettings({ hierarchical_view: undefined, marker_view: 'bullets', icon: { value: 'fas fa-circle', library: 'fa-solid' } });
    await boot(['table-of-contents']);
    expect(tocBody().querySelectorAll('ul').length).toBe(1);
    expect(tocBody().querySelector('ol')).toBeNull();
    expect(outline().every((line) => !line.startsWith(' '))).toBe(true);
    const wrapper = tocBody().querySelector('.elementor-toc__list-item-text-wrapper')!;
    expect(wrapper.firstElementChild!.outerHTML).toBe('<i class="fas fa-circle" aria-hidden="true"></i>');
    expect(tocBody().querySelector('.elementor-toc__top-level')).toBeNull();
  });

  it('container and exclusions narrow the scan; no heading left shows the site’s message as text', async () => {
    render(served);
    setSettings({ container: '[data-id="b100002"]', exclude_headings_by_selector: '#medidas' });
    await boot(['table-of-contents']);
    expect(outline()).toEqual(['<img src=x onerror=alert(1)> Tabla de tallas → #elementor-toc__heading-anchor-0']);
    page.scanner!.stop();

    setSettings({ container: '', headings_by_tags: ['h6'], no_headings_message: '<b>Sin</b> secciones' });
    await boot(['table-of-contents']);
    expect(tocBody().textContent).toBe('<b>Sin</b> secciones');
    expect(tocBody().querySelector('b')).toBeNull();
    page.scanner!.stop();

    setSettings({ no_headings_message: undefined });
    await boot(['table-of-contents']);
    expect(tocBody().textContent).toBe('No se han encontrado encabezados en esta página.');
  });

  it('a popup’s box lists only the popup’s headings', async () => {
    render(served);
    const popup = document.createElement('div');
    popup.className = 'elementor elementor-99';
    popup.setAttribute('data-elementor-type', 'popup');
    const heading = document.createElement('h2');
    heading.textContent = 'Oferta';
    popup.append(toc(), heading);
    document.body.append(popup);
    await boot(['table-of-contents']);
    expect(outline()).toEqual(['Oferta → #elementor-toc__heading-anchor-0']);
  });

  it.each([
    [{ container: 'div[' }, 'data-settings.container "div[" is not a valid CSS selector'],
    [{ exclude_headings_by_selector: '##' }, 'data-settings.exclude_headings_by_selector "##" is not a valid CSS selector'],
    [{ headings_by_tags: ['h2', 'script'] }, 'data-settings.headings_by_tags must be a list of heading tags (h1 to h6)'],
  ])('%j: markup as served, one warning', async (change, reason) => {
    render(served);
    setSettings(change);
    const before = document.body.innerHTML;
    await boot(['table-of-contents']);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'table-of-contents')).toEqual([`[storefront] table-of-contents: ${reason}`]);
    expect(page.errors).toHaveLength(1);
  });

  it('malformed data-settings: markup as served, one warning naming the attribute, storefront:error', async () => {
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['table-of-contents']);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'table-of-contents')).toEqual(['[storefront] table-of-contents: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['table-of-contents']);
  });

  it('without its body: one warning, nothing changed', async () => {
    render(served);
    tocBody().remove();
    const before = document.body.innerHTML;
    await boot(['table-of-contents']);
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'table-of-contents')).toEqual(['[storefront] table-of-contents: its .elementor-toc__body is missing']);
  });
});

describe('table of contents: the collapsible box (a disclosure)', () => {
  it.each([
    [1280, 'tablet', false],
    [1024, 'tablet', true],
    [500, 'tablet', true],
    [1024, 'mobile', false],
    [1280, 'desktop', true],
  ])('at %i px with minimized_on %s it starts collapsed: %s', async (viewport, minimizedOn, collapsed) => {
    width = viewport;
    render(served);
    setSettings({ minimized_on: minimizedOn });
    await boot(['table-of-contents']);
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(collapsed);
    expect(expandButton().getAttribute('aria-expanded')).toBe(String(!collapsed));
    expect(collapseButton().getAttribute('aria-expanded')).toBe(String(!collapsed));
    expect(tocBody().style.display).toBe(collapsed ? 'none' : '');
  });

  it('never collapses without minimize_box', async () => {
    width = 500;
    render(served);
    setSettings({ minimize_box: undefined });
    await boot(['table-of-contents']);
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(false);
  });

  it('toggles by click, Enter and Space, flips aria-expanded, keeps the focus on the visible twin, and gives it all back', async () => {
    width = 800;
    render(served);
    const before = document.body.innerHTML;
    const listeners = trackListeners();
    await boot(['table-of-contents']);
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(true);

    expandButton().focus();
    fireEvent.keyDown(expandButton(), { key: 'Enter' });
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(false);
    expect(expandButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(collapseButton());
    await flush(400);
    expect(tocBody().style.display).not.toBe('none');

    const space = fireEvent.keyDown(collapseButton(), { key: ' ' });
    expect(space).toBe(false);
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(false);
    fireEvent.keyUp(collapseButton(), { key: ' ' });
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(true);
    expect(collapseButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(expandButton());

    fireEvent.click(expandButton());
    expect(toc().classList.contains('elementor-toc--collapsed')).toBe(false);

    page.scanner!.stop();
    await flush(1000);
    expect(document.body.innerHTML).toBe(before);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('sets the min height of the device when expanded, 0 when collapsed', async () => {
    width = 800;
    render(served);
    setSettings({ min_height: { unit: 'px', size: 300 }, min_height_tablet: { unit: 'em', size: 20 } });
    await boot(['table-of-contents']);
    expect(toc().style.minHeight).toBe('0px');
    fireEvent.click(expandButton());
    expect(toc().style.minHeight).toBe('20em');
  });
});

describe('table of contents: the scroll spy', () => {
  const headings = () => [...document.querySelectorAll<HTMLElement>('.elementor-42 h2, .elementor-42 h3')].filter((heading) => !heading.closest('.elementor-toc__header'));
  const activeLinks = () => links().filter((link) => link.classList.contains('elementor-item-active')).map((link) => link.textContent);

  it('marks the first heading in view, else the last one passed; a click holds the mark for 2 s', async () => {
    render(served);
    await boot(['table-of-contents']);
    const [first, second, third, fourth] = headings();
    expect(activeLinks()).toEqual([]);
    intersect(first!, 'in');
    intersect(second!, 'in');
    expect(activeLinks()).toEqual(['Cómo elegir tu talla']);
    expect(links()[0]!.getAttribute('aria-current')).toBe('location');
    intersect(first!, 'above');
    expect(activeLinks()).toEqual(['Tus medidas & las nuestras']);
    expect(links()[0]!.hasAttribute('aria-current')).toBe(false);
    intersect(second!, 'above');
    expect(activeLinks()).toEqual(['Tus medidas & las nuestras']);

    fireEvent.click(links()[3]!);
    expect(activeLinks()).toEqual(['Cambios y devoluciones']);
    // The page scrolls past the third heading on its way: the mark stays.
    intersect(third!, 'in');
    expect(activeLinks()).toEqual(['Cambios y devoluciones']);
    await flush(1999);
    intersect(third!, 'above');
    expect(activeLinks()).toEqual(['Cambios y devoluciones']);
    await flush(1);
    intersect(fourth!, 'in');
    expect(activeLinks()).toEqual(['Cambios y devoluciones']);
    intersect(fourth!, 'below');
    expect(activeLinks()).toEqual(['<img src=x onerror=alert(1)> Tabla de tallas']);
  });

  it('collapse_subitems opens the active branch and folds the one left; a click on an open top-level item folds it', async () => {
    render(served);
    setSettings({ collapse_subitems: 'yes' });
    await boot(['table-of-contents']);
    const branches = [...tocBody().querySelectorAll<HTMLElement>(':scope > ol > li > ol')];
    expect(branches).toHaveLength(2);
    const [first, second, , fourth] = headings();
    intersect(first!, 'in');
    await flush(400);
    expect(branches[0]!.style.display).not.toBe('none');
    // A sub-item keeps its top-level branch open.
    intersect(first!, 'above');
    intersect(second!, 'in');
    await flush(400);
    expect(activeLinks()).toEqual(['Tus medidas & las nuestras']);
    expect(branches[0]!.style.display).not.toBe('none');
    intersect(second!, 'above');
    intersect(fourth!, 'in');
    await flush(400);
    expect(activeLinks()).toEqual(['Cambios y devoluciones']);
    expect(branches[0]!.style.display).toBe('none');
    expect(branches[1]!.style.display).not.toBe('none');
    fireEvent.click(links()[3]!);
    await flush(400);
    expect(branches[1]!.style.display).toBe('none');
  });

  it('nothing happens after dispose, mid-lock included', async () => {
    render(served);
    const before = document.body.innerHTML;
    await boot(['table-of-contents']);
    fireEvent.click(links()[1]!);
    page.scanner!.stop();
    await flush(3000);
    intersect(headings()[0]!, 'in');
    expect(document.body.innerHTML).toBe(before);
    expect(page.errors).toEqual([]);
  });
});
