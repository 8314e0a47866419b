import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import clickServed from '../../../fixtures/markup/mega-menu.click.html?raw';
import dropdownServed from '../../../fixtures/markup/mega-menu.dropdown.html?raw';
import fitServed from '../../../fixtures/markup/mega-menu.fit.html?raw';
import served from '../../../fixtures/markup/mega-menu.html?raw';
import malformed from '../../../fixtures/markup/mega-menu.malformed.html?raw';
import offCanvasServed from '../../../fixtures/markup/off-canvas.html?raw';
import { BG_VIDEO_RECALC_EVENT, MEGA_MENU_DROPDOWN_OPEN_EVENT, MOTION_FX_RECALC_EVENT, NESTED_TABS_ACTIVATE_EVENT, OFF_CANVAS_TOGGLE_EVENT } from '../../core/events';
import { openOverlays } from '../../core/signals';
import type { WidgetContext, WidgetDef } from '../../core/types';
import { MEGA_MENU_WIDGET } from '../../page-builder/selectors';
import { registry } from '../../registry';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { GAP_GRACE_MS } from './logic';

/** The registry's widgets but this one (the lead adds its entry after this issue). */
const others = registry.filter((def) => def.name !== 'mega-menu');
const DEF: WidgetDef = { name: 'mega-menu', selector: MEGA_MENU_WIDGET, strategy: 'interaction', instance: 'element', load: () => import('./index') };

/** Elementor Pro's rules the behaviour depends on (widget-mega-menu.css), without its custom properties. */
const STYLE = `
.elementor-widget-n-menu .e-n-menu-toggle { display: none; }
.elementor-widget-n-menu.e-n-menu-layout-dropdown .e-n-menu-toggle { display: flex; }
.elementor-widget-n-menu.e-n-menu-layout-dropdown .e-n-menu-wrapper { display: none; }
@media (max-width: 1024px) {
  .elementor-widget-n-menu.e-n-menu-tablet .e-n-menu-toggle { display: flex; }
  .elementor-widget-n-menu.e-n-menu-tablet .e-n-menu-wrapper { display: none; }
}
@media (max-width: 767px) {
  .elementor-widget-n-menu.e-n-menu-mobile .e-n-menu-toggle { display: flex; }
  .elementor-widget-n-menu.e-n-menu-mobile .e-n-menu-wrapper { display: none; }
}
.elementor-widget-n-menu .e-n-menu[data-layout=dropdown] .e-n-menu-toggle[aria-expanded=true] + .e-n-menu-wrapper { display: flex; }
.elementor-widget-n-menu .e-n-menu-content > .e-con:not(.e-active) { display: none; }
`;

const viewport = (width: number, height = 800) => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height });
afterEach(() => viewport(1024, 768));

const widget = () => document.querySelector<HTMLElement>('.elementor-widget-n-menu')!;
const nav = () => widget().querySelector<HTMLElement>('.e-n-menu')!;
const toggle = () => nav().querySelector<HTMLButtonElement>('.e-n-menu-toggle')!;
const wrapper = () => nav().querySelector<HTMLElement>('.e-n-menu-wrapper')!;
const titles = () => [...nav().querySelectorAll<HTMLElement>('.e-n-menu-title')];
const linkOf = (index: number) => titles()[index]!.querySelector<HTMLAnchorElement>('a.e-n-menu-title-container')!;
const buttonOf = (index: number) => titles()[index]!.querySelector<HTMLButtonElement>('.e-n-menu-dropdown-icon')!;
const contentOf = (index: number) => titles()[index]!.parentElement!.querySelector<HTMLElement>('.e-n-menu-content')!;
const panelOf = (index: number) => contentOf(index).querySelector<HTMLElement>('.e-con')!;
/** Each title's button's aria-expanded (null for a plain link title). */
const expanded = () => titles().map((title) => title.querySelector('.e-n-menu-dropdown-icon')?.getAttribute('aria-expanded') ?? null);
const active = () => titles().map((_, index) => contentOf(index)?.querySelector('.e-con')?.classList.contains('e-active') ?? null);

const over = (target: Element, x = 0, y = 0) => fireEvent.pointerOver(target, { pointerType: 'mouse', clientX: x, clientY: y });
const move = (target: Element, x: number, y: number) => fireEvent.pointerMove(target, { pointerType: 'mouse', clientX: x, clientY: y });
const out = (target: Element, to: Element | null, x: number, y: number) => fireEvent.pointerOut(target, { pointerType: 'mouse', relatedTarget: to, clientX: x, clientY: y });
const mouseClick = (target: Element) => {
  fireEvent.pointerDown(target, { pointerType: 'mouse' });
  fireEvent.click(target, { detail: 1 });
};
const tap = (target: Element) => {
  fireEvent.pointerDown(target, { pointerType: 'touch' });
  fireEvent.click(target, { detail: 1 });
};
/** Enter or Space on a button: the browser's click has no pointer and no count. */
const keyClick = (target: Element) => fireEvent.click(target, { detail: 0 });
const key = (target: Element, name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key: name, ...init });

const rect = (element: Element, left: number, top: number, width: number, height: number) =>
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) } as DOMRect);
const sized = (element: Element, sizes: Record<string, number>) => {
  for (const [name, value] of Object.entries(sizes)) Object.defineProperty(element, name, { configurable: true, get: () => value });
};

/** Window events heard during the test (their detail, or null). */
const heard = (name: string) => {
  const list: unknown[] = [];
  const listener = (event: Event) => list.push((event as CustomEvent).detail ?? null);
  window.addEventListener(name, listener);
  onTestFinished(() => window.removeEventListener(name, listener));
  return list;
};

/** The page with the widget's markup; returns the widget as served. */
function show(markup: string, { width = 1280, height = 800, before = '', after = '' } = {}): string {
  viewport(width, height);
  document.head.innerHTML = `<style>${STYLE}</style>`;
  render(before, markup, after);
  return widget().outerHTML;
}

/** Boots the scanner and starts the widget as the shopper's first focus on it would. */
async function wake(defs: readonly WidgetDef[] = [DEF], names = ['mega-menu']): Promise<void> {
  await boot(names, defs);
  fireEvent.focusIn(widget());
  await settle();
}

const setSettings = (change: Record<string, unknown>) => {
  const settings = JSON.parse(widget().getAttribute('data-settings')!) as Record<string, unknown>;
  widget().setAttribute('data-settings', JSON.stringify({ ...settings, ...change }));
};

describe('mega menu', () => {
  const page = usePage();

  it('hover: the title the pointer comes over opens its panel, another title takes over, leaving the menu closes; the markup comes back on dispose', async () => {
    const before = show(served);
    const recalcs = heard(MOTION_FX_RECALC_EVENT);
    const activated = heard(NESTED_TABS_ACTIVATE_EVENT);
    const videos = heard(BG_VIDEO_RECALC_EVENT);
    await wake();
    expect(nav().getAttribute('data-layout')).toBe('horizontal');
    expect(nav().getAttribute('data-touch-mode')).toBe('false');
    expect(expanded()).toEqual(['false', 'false', null, null]);

    over(titles()[0]!.querySelector('.e-n-menu-title-text')!);
    expect(expanded()).toEqual(['true', 'false', null, null]);
    expect(active()).toEqual([true, false, null, null]);
    expect(contentOf(0).classList.contains('e-active')).toBe(true);
    // The page builder's content in it measures again, as Pro asks it to.
    expect(recalcs).toHaveLength(1);
    expect(activated).toEqual([panelOf(0)]);
    expect(videos).toHaveLength(1);

    out(titles()[0]!, titles()[1]!, 500, 20);
    over(titles()[1]!);
    expect(expanded()).toEqual(['false', 'true', null, null]);
    expect(contentOf(0).classList.contains('e-active')).toBe(false);
    expect(activated).toEqual([panelOf(0), panelOf(1)]);

    // Out of the menu, away from the panel.
    out(titles()[1]!, document.body, 900, 500);
    expect(expanded()).toEqual(['false', 'false', null, null]);
    expect(active()).toEqual([false, false, null, null]);

    over(titles()[0]!);
    page.scanner!.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('starting shifts nothing: only data-layout, data-touch-mode and the disclosure buttons’ aria-haspopup change', async () => {
    const before = show(served);
    await wake();
    const now = widget()
      .outerHTML.replace(/ data-layout="horizontal"| data-touch-mode="false"/g, '')
      .replaceAll('aria-haspopup="false"', 'aria-haspopup="true"');
    expect(now).toBe(before);
    expect(toggle().getAttribute('aria-haspopup')).toBe('false');
    expect(buttonOf(0).getAttribute('aria-haspopup')).toBe('false');
    expect(buttonOf(0).getAttribute('aria-controls')).toBe(panelOf(0).id);
  });

  it('hover: the pointer leaving the panel sideways or down closes it; up towards its title keeps it', async () => {
    show(served);
    await wake();
    over(titles()[0]!);
    rect(titles()[0]!, 300, 0, 100, 40);
    rect(panelOf(0), 0, 60, 1000, 400);
    // Into the panel and out through its side.
    move(panelOf(0), 500, 200);
    move(panelOf(0), 998, 200);
    out(panelOf(0), document.body, 1001, 200);
    expect(expanded()[0]).toBe('false');

    over(titles()[0]!);
    move(panelOf(0), 500, 70);
    move(panelOf(0), 500, 62);
    // Up into the row's padding under the title: still on the way.
    out(panelOf(0), contentOf(0), 500, 58);
    expect(expanded()[0]).toBe('true');
    out(contentOf(0), titles()[0]!, 350, 40);
    expect(expanded()[0]).toBe('true');
    // Down out of the panel's bottom.
    move(panelOf(0), 500, 450);
    move(panelOf(0), 500, 459);
    out(panelOf(0), document.body, 500, 461);
    expect(expanded()[0]).toBe('false');
  });

  it('hover: a mouse click on the open title’s button keeps it open; the keyboard’s click and a tap toggle it', async () => {
    show(served);
    await wake();
    over(buttonOf(1));
    mouseClick(buttonOf(1));
    expect(expanded()[1]).toBe('true');
    keyClick(buttonOf(1));
    expect(expanded()[1]).toBe('false');
    // Pressed with the mouse after Escape closed it under the pointer: it opens again.
    mouseClick(buttonOf(1));
    expect(expanded()[1]).toBe('true');
    tap(buttonOf(1));
    expect(expanded()[1]).toBe('false');
    tap(titles()[1]!.querySelector('.e-n-menu-title-text')!);
    expect(expanded()[1]).toBe('true');
    // A touch on a title that is a link follows it; the panel does not open.
    fireEvent.pointerDown(linkOf(0), { pointerType: 'touch' });
    expect(fireEvent.click(linkOf(0), { detail: 1 })).toBe(true);
    expect(expanded()[0]).toBe('false');
  });

  it('click mode (open_on click): a title toggles its panel, another title takes over, a pointer coming over opens nothing', async () => {
    show(clickServed);
    await wake();
    over(titles()[0]!);
    expect(expanded()).toEqual(['false', 'false', null]);
    mouseClick(titles()[0]!.querySelector('.e-n-menu-title-text')!);
    expect(expanded()).toEqual(['true', 'false', null]);
    mouseClick(buttonOf(1));
    expect(expanded()).toEqual(['false', 'true', null]);
    mouseClick(buttonOf(1));
    expect(expanded()).toEqual(['false', 'false', null]);
    // The title's link goes to its page and does not open the panel.
    expect(fireEvent.click(linkOf(1), { detail: 1 })).toBe(true);
    expect(expanded()).toEqual(['false', 'false', null]);
    mouseClick(buttonOf(1));
    out(titles()[1]!, document.body, 900, 500);
    expect(expanded()[1]).toBe('true');
  });

  it('click mode: a click outside closes, as does a click on the bare panels’ row; one inside the panel does not', async () => {
    show(clickServed, { after: '<main><p id="fuera">Contenido</p></main>' });
    await wake();
    mouseClick(buttonOf(0));
    mouseClick(panelOf(0).querySelector('h3')!);
    expect(expanded()[0]).toBe('true');
    mouseClick(document.getElementById('fuera')!);
    expect(expanded()[0]).toBe('false');
    mouseClick(buttonOf(0));
    mouseClick(contentOf(0));
    expect(expanded()[0]).toBe('false');
  });

  it('on a tablet width open_on hover opens on click (the reference’s devices), and back to hover on a desktop width', async () => {
    show(served.replace('e-n-menu-tablet', 'e-n-menu-mobile'), { width: 1000 });
    await wake();
    expect(nav().getAttribute('data-layout')).toBe('horizontal');
    expect(nav().getAttribute('data-touch-mode')).toBe('true');
    over(titles()[0]!);
    expect(expanded()[0]).toBe('false');
    mouseClick(buttonOf(0));
    expect(expanded()[0]).toBe('true');
    mouseClick(buttonOf(0));
    expect(expanded()[0]).toBe('false');
    viewport(1280);
    expect(nav().getAttribute('data-touch-mode')).toBe('false');
    over(titles()[0]!);
    expect(expanded()[0]).toBe('true');
  });

  it('keyboard only: Enter opens (focus stays), Down goes into the panel, Escape closes back to the button; Home, End and the arrows move between titles', async () => {
    show(served);
    await wake();
    buttonOf(0).focus();
    keyClick(buttonOf(0));
    expect(expanded()[0]).toBe('true');
    expect(document.activeElement).toBe(buttonOf(0));
    key(buttonOf(0), 'ArrowDown');
    const first = panelOf(0).querySelector('a')!;
    expect(document.activeElement).toBe(first);
    expect(key(first, 'Escape')).toBe(false);
    expect(expanded()[0]).toBe('false');
    expect(document.activeElement).toBe(buttonOf(0));

    // Stops: Tienda link, Tienda button, Colecciones button, Ofertas link, Contacto link.
    key(buttonOf(0), 'End');
    expect(document.activeElement).toBe(linkOf(3));
    key(linkOf(3), 'Home');
    expect(document.activeElement).toBe(linkOf(0));
    key(linkOf(0), 'ArrowRight');
    expect(document.activeElement).toBe(buttonOf(0));
    key(buttonOf(0), 'ArrowRight');
    expect(document.activeElement).toBe(buttonOf(1));
    key(buttonOf(1), 'ArrowLeft');
    expect(document.activeElement).toBe(buttonOf(0));
    // Up and Down are the panel's business in a row of titles; the row does not wrap.
    expect(key(buttonOf(0), 'ArrowUp')).toBe(true);
    linkOf(0).focus();
    key(linkOf(0), 'ArrowLeft');
    expect(document.activeElement).toBe(linkOf(0));
  });

  it('keyboard only: Tab from a panel’s last control to the next title closes it; focus leaving the menu closes it', async () => {
    show(served, { after: '<main><a id="despues" href="/despues/">Después</a></main>' });
    await wake();
    buttonOf(0).focus();
    keyClick(buttonOf(0));
    const links = [...panelOf(0).querySelectorAll('a')];
    links.at(-1)!.focus();
    expect(expanded()[0]).toBe('true');
    buttonOf(1).focus();
    expect(expanded()[0]).toBe('false');
    keyClick(buttonOf(1));
    panelOf(1).querySelector('a')!.focus();
    expect(expanded()[1]).toBe('true');
    document.getElementById('despues')!.focus();
    expect(expanded()[1]).toBe('false');
    expect(document.activeElement).toBe(document.getElementById('despues'));
  });

  it('Escape with the focus elsewhere closes a panel the pointer opened; Escape a control inside used is left alone', async () => {
    show(served, { after: '<main><input id="buscar"></main>' });
    await wake();
    over(titles()[1]!);
    const input = document.getElementById('buscar')!;
    input.focus();
    input.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    key(input, 'Escape');
    expect(expanded()[1]).toBe('true');
    expect(key(input, 'Escape')).toBe(false);
    expect(expanded()[1]).toBe('false');
    expect(document.activeElement).toBe(input);
  });

  it('the dropdown layout: the toggle opens the dropdown, a button opens its panel in it; Escape closes the panel, then the dropdown with the focus on the toggle', async () => {
    const before = show(dropdownServed);
    const opened = heard(MEGA_MENU_DROPDOWN_OPEN_EVENT);
    rect(document.body, 0, 0, 1280, 2000);
    sized(document.body, { clientWidth: 1280, clientLeft: 0 });
    await wake();
    rect(nav(), 240, 20, 800, 40);
    sized(nav(), { clientWidth: 800, clientLeft: 0 });
    expect(nav().getAttribute('data-layout')).toBe('dropdown');
    toggle().focus();
    keyClick(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(opened).toHaveLength(1);
    // Stretched to the page from the nav's place.
    expect(wrapper().style.getPropertyValue('--stretch-width')).toBe('1280px');
    expect(wrapper().style.getPropertyValue('--stretch-left')).toBe('-240px');
    expect(getComputedStyle(wrapper()).display).toBe('flex');

    buttonOf(1).focus();
    keyClick(buttonOf(1));
    expect(expanded()).toEqual(['false', 'true', null]);
    // A pointer coming over another title in the dropdown opens nothing (click mode).
    over(titles()[0]!);
    expect(expanded()).toEqual(['false', 'true', null]);
    const inside = panelOf(1).querySelector('a')!;
    inside.focus();
    expect(key(inside, 'Escape')).toBe(false);
    expect(expanded()).toEqual(['false', 'false', null]);
    expect(document.activeElement).toBe(buttonOf(1));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    // Up and Down move between the titles of the list.
    key(buttonOf(1), 'ArrowDown');
    expect(document.activeElement).toBe(linkOf(2));
    key(linkOf(2), 'ArrowUp');
    expect(document.activeElement).toBe(buttonOf(1));
    expect(key(buttonOf(1), 'Escape')).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    expect(opened).toHaveLength(2);
    page.scanner!.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('the dropdown layout: a click outside closes the dropdown, as does the focus leaving it', async () => {
    show(dropdownServed, { after: '<main><p id="fuera">Contenido</p><a id="despues" href="/despues/">Después</a></main>' });
    await wake();
    tap(toggle());
    tap(buttonOf(0));
    expect(expanded()[0]).toBe('true');
    tap(document.getElementById('fuera')!);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(expanded()[0]).toBe('false');
    toggle().focus();
    keyClick(toggle());
    linkOf(2).focus();
    document.getElementById('despues')!.focus();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('a resize that shows or hides the toggle switches data-layout (ResizeObserver) and closes what was open, the focus on the toggle', async () => {
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observed.push(() => this.callback());
        }
        disconnect() {
          observed.length = 0;
        }
      },
    );
    show(served);
    await wake();
    expect(observed).toHaveLength(1);
    buttonOf(0).focus();
    keyClick(buttonOf(0));
    panelOf(0).querySelector('a')!.focus();
    viewport(900);
    for (const notify of observed) notify();
    expect(nav().getAttribute('data-layout')).toBe('dropdown');
    expect(expanded()[0]).toBe('false');
    expect(document.activeElement).toBe(toggle());
    // The tablet's toggle works the dropdown; a title opens on click there.
    keyClick(toggle());
    tap(buttonOf(1));
    expect(expanded()[1]).toBe('true');
    viewport(1280);
    for (const notify of observed) notify();
    expect(nav().getAttribute('data-layout')).toBe('horizontal');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(expanded()[1]).toBe('false');
    // The same size again changes nothing.
    over(titles()[0]!);
    for (const notify of observed) notify();
    expect(expanded()[0]).toBe('true');
  });

  it('fit_to_content: the panel goes under its title within the body’s width, written once; reset when it closes', async () => {
    show(fitServed);
    rect(document.body, 0, 0, 1000, 3000);
    sized(document.body, { clientWidth: 1000, clientLeft: 0 });
    await wake();
    rect(nav(), 100, 10, 600, 40);
    sized(nav(), { clientWidth: 600, clientLeft: 0 });
    rect(titles()[1]!, 850, 10, 100, 40);
    rect(nav().querySelector('.e-n-menu-heading')!, 100, 10, 600, 40);
    rect(panelOf(1), 0, 50, 400, 300);
    sized(panelOf(1), { clientWidth: 400 });
    const writes = vi.spyOn(panelOf(1).style, 'setProperty');
    over(titles()[1]!);
    expect(expanded()).toEqual(['false', 'true']);
    // Centred under 850-950 would end at 1100: kept within the body's 1000 px.
    expect(panelOf(1).style.left).toBe('600px');
    expect(writes).toHaveBeenCalledTimes(1);
    expect(wrapper().style.getPropertyValue('--stretch-left')).toBe('-100px');
    expect(nav().classList.contains('content-above')).toBe(false);
    out(titles()[1]!, document.body, 900, 600);
    expect(panelOf(1).hasAttribute('style')).toBe(false);

    setSettings({ content_horizontal_position: 'left' });
    page.scanner!.stop();
    await wake();
    rect(titles()[0]!, 120, 10, 90, 40);
    rect(panelOf(0), 0, 50, 300, 300);
    sized(panelOf(0), { clientWidth: 300 });
    over(titles()[0]!);
    expect(panelOf(0).style.left).toBe('120px');
  });

  it('a panel that does not fit below but fits above opens above (content-above), and comes back below when it closes', async () => {
    show(served);
    await wake();
    viewport(1280, 700);
    rect(nav().querySelector('.e-n-menu-heading')!, 0, 500, 1280, 40);
    rect(panelOf(0), 0, 540, 1280, 400);
    over(titles()[0]!);
    expect(nav().classList.contains('content-above')).toBe(true);
    expect(panelOf(0).style.maxWidth).toBe('1280px');
    // Full width: no offset and no max-content.
    expect(panelOf(0).style.left).toBe('');
    expect(panelOf(0).style.width).toBe('');
    out(titles()[0]!, document.body, 1300, 100);
    expect(nav().classList.contains('content-above')).toBe(false);
    expect(panelOf(0).hasAttribute('style')).toBe(false);
  });

  it('right to left: a fit_to_content panel is placed by its right edge', async () => {
    show(fitServed);
    (window as unknown as { elementorFrontendConfig: unknown }).elementorFrontendConfig = { is_rtl: true };
    rect(document.body, 0, 0, 1000, 3000);
    sized(document.body, { clientWidth: 1000, clientLeft: 0 });
    await wake();
    rect(titles()[0]!, 700, 10, 100, 40);
    rect(panelOf(0), 0, 50, 200, 300);
    sized(panelOf(0), { clientWidth: 200 });
    over(titles()[0]!);
    // Centred under 700-800: its left edge at 650, 150 px from the right.
    expect(panelOf(0).style.right).toBe('150px');
    expect(panelOf(0).style.left).toBe('');
    // Right to left, the arrow keys follow the row as it reads.
    linkOf(0).focus();
    key(linkOf(0), 'ArrowLeft');
    expect(document.activeElement).toBe(buttonOf(0));
  });

  it('open_animation: the panel gets animate.css’s classes while open, none under reduced motion', async () => {
    show(fitServed);
    await wake();
    over(titles()[0]!);
    expect(panelOf(0).classList.contains('animated')).toBe(true);
    expect(panelOf(0).classList.contains('fadeIn')).toBe(true);
    out(titles()[0]!, document.body, 900, 600);
    expect(panelOf(0).classList.contains('animated')).toBe(false);
    expect(panelOf(0).classList.contains('fadeIn')).toBe(false);

    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion') ? ({ matches: true, media: query } as MediaQueryList) : original(query),
    );
    over(titles()[1]!);
    expect(expanded()).toEqual(['false', 'true']);
    expect(panelOf(1).classList.contains('animated')).toBe(false);
  });

  it('in a sticky header a panel taller than the room under it gets that room; the dropdown’s height follows the scroll', async () => {
    show(served, { before: '<div class="elementor-sticky">', after: '</div>' });
    await wake();
    viewport(1280, 700);
    rect(panelOf(0), 0, 100, 1280, 900);
    over(titles()[0]!);
    expect(panelOf(0).style.height).toBe('600px');
    expect(panelOf(0).style.overflowY).toBe('auto');
    out(titles()[0]!, document.body, 1300, 10);
    expect(panelOf(0).hasAttribute('style')).toBe(false);
  });

  it('anchor items are current (e-current, aria-current=location) while their section crosses the top half of the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; targets: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
      },
    );
    show(served, { after: '<section id="ofertas"><h2>Ofertas</h2></section>' });
    sized(document.getElementById('ofertas')!, { offsetHeight: 300 });
    await wake();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([document.getElementById('ofertas')]);
    expect(observers[0]!.options?.rootMargin).toBe('0px 0px -400px 0px');
    const report = (isIntersecting: boolean) =>
      observers[0]!.callback([{ isIntersecting, target: document.getElementById('ofertas')! } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    report(true);
    expect(titles()[2]!.classList.contains('e-current')).toBe(true);
    expect(linkOf(2).getAttribute('aria-current')).toBe('location');
    report(false);
    expect(titles()[2]!.classList.contains('e-current')).toBe(false);
    expect(linkOf(2).hasAttribute('aria-current')).toBe(false);
    report(true);
    page.scanner!.stop();
    expect(titles()[2]!.classList.contains('e-current')).toBe(false);
    expect(observers[0]!.targets).toEqual([]);
  });

  it('a scrolling title row: justified to the start and scrolled to what was served; a mouse drag scrolls it and its click follows no link', async () => {
    show(served);
    setSettings({ horizontal_scroll: 'enable', item_position_horizontal: 'end' });
    const heading = nav().querySelector<HTMLElement>('.e-n-menu-heading')!;
    sized(heading, { scrollWidth: 1600, clientWidth: 1200 });
    await wake();
    expect(heading.style.getPropertyValue('--n-menu-heading-justify-content')).toBe('start');
    expect(heading.scrollLeft).toBe(400);
    fireEvent.pointerDown(heading, { pointerType: 'mouse', button: 0, clientX: 500 });
    expect(heading.classList.contains('e-scroll')).toBe(true);
    fireEvent.pointerMove(window, { pointerType: 'mouse', clientX: 600 });
    expect(heading.classList.contains('e-scroll-active')).toBe(true);
    expect(heading.scrollLeft).toBe(300);
    fireEvent.pointerUp(window, { pointerType: 'mouse', clientX: 600 });
    expect(heading.classList.contains('e-scroll')).toBe(false);
    expect(fireEvent.click(linkOf(0), { detail: 1 })).toBe(false);
    await flush();
    expect(fireEvent.click(linkOf(0), { detail: 1 })).toBe(true);
    page.scanner!.stop();
    expect(heading.hasAttribute('style')).toBe(false);
  });

  it('without horizontal scroll, or with a row that fits, the row is left as served', async () => {
    show(served);
    setSettings({ horizontal_scroll: 'enable' });
    const heading = nav().querySelector<HTMLElement>('.e-n-menu-heading')!;
    sized(heading, { scrollWidth: 1000, clientWidth: 1200 });
    await wake();
    expect(heading.hasAttribute('style')).toBe(false);
    fireEvent.pointerDown(heading, { pointerType: 'mouse', button: 0, clientX: 500 });
    expect(heading.classList.contains('e-scroll')).toBe(false);
  });

  it('widgets in a panel are the page scan’s: started once, still running after the panel closes; jQuery handlers get the panel', async () => {
    show(served);
    const $ = installJQuery();
    const probe = document.createElement('div');
    probe.className = 'sonda';
    panelOf(0).querySelector('.e-con-inner')!.append(probe);
    let started = 0;
    let stopped = 0;
    const PROBE: WidgetDef = {
      name: 'sonda',
      selector: '.sonda',
      strategy: 'now',
      instance: 'element',
      load: () =>
        Promise.resolve({
          start(_element: HTMLElement, ctx: WidgetContext) {
            started++;
            ctx.scope.add(() => stopped++);
          },
        }),
    };
    const panels: unknown[] = [];
    $(window).on(NESTED_TABS_ACTIVATE_EVENT, (_event: unknown, panel: unknown) => void panels.push(panel));
    await wake([DEF, PROBE], ['mega-menu', 'sonda']);
    expect(started).toBe(1);
    over(titles()[0]!);
    out(titles()[0]!, document.body, 900, 500);
    over(titles()[0]!);
    expect(panels).toEqual([panelOf(0), panelOf(0)]);
    expect([started, stopped]).toEqual([1, 0]);
  });

  it('inside an off-canvas panel: its toggle opens the dropdown there; Escape closes the dropdown first, then the off-canvas', async () => {
    const inside = offCanvasServed.replace('<a href="/tienda/?color=rojo">Rojo</a>', dropdownServed);
    show(inside);
    await boot(['off-canvas', 'mega-menu'], [...others, DEF]);
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'open' } }));
    await settle();
    expect(openOverlays.value.map((overlay) => overlay.name)).toEqual(['off-canvas']);
    toggle().focus();
    await settle();
    keyClick(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    keyClick(buttonOf(0));
    expect(expanded()[0]).toBe('true');
    expect(key(buttonOf(0), 'Escape')).toBe(false);
    expect(expanded()[0]).toBe('false');
    expect(key(buttonOf(0), 'Escape')).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    expect(openOverlays.value).toHaveLength(1);
    key(toggle(), 'Escape');
    expect(openOverlays.value).toHaveLength(0);
  });

  it('a panel’s link opening an off-canvas: the panel stays open under it and takes the focus back when it closes, then closes once the shopper moves on', async () => {
    show(served, { after: `${offCanvasServed}<main><a id="despues" href="/despues/">Después</a></main>` });
    const guide = document.createElement('a');
    guide.href = '/guia-de-tallas/';
    guide.textContent = 'Guía de tallas';
    panelOf(0).querySelector('.e-con-inner')!.append(guide);
    await boot(['off-canvas', 'mega-menu'], [...others, DEF]);
    fireEvent.focusIn(widget());
    await settle();
    buttonOf(0).focus();
    keyClick(buttonOf(0));
    guide.focus();
    // What the link's page-builder action does.
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'open' } }));
    expect(openOverlays.value).toHaveLength(1);
    expect(document.activeElement).not.toBe(guide);
    expect(expanded()[0]).toBe('true');
    // The pointer crossing to the off-canvas leaves the menu as it is, as does a click in it.
    out(panelOf(0), document.querySelector('.e-off-canvas__main')!, 10, 10);
    mouseClick(document.querySelector('.e-off-canvas__content h2')!);
    expect(expanded()[0]).toBe('true');
    key(document.activeElement!, 'Escape');
    await flush();
    expect(openOverlays.value).toHaveLength(0);
    expect(document.activeElement).toBe(guide);
    expect(expanded()[0]).toBe('true');
    document.getElementById('despues')!.focus();
    expect(expanded()[0]).toBe('false');
  });

  it('under an open off-canvas the header’s toggle opens nothing; a dropdown link opening one leaves the dropdown open under it, with the focus back in it', async () => {
    show(dropdownServed, { after: `${offCanvasServed}<main><a id="despues" href="/despues/">Después</a></main>` });
    await boot(['off-canvas', 'mega-menu'], [...others, DEF]);
    fireEvent.focusIn(widget());
    await settle();
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'open' } }));
    expect(widget().closest('[inert]')).not.toBeNull();
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'close' } }));
    await flush();

    toggle().focus();
    keyClick(toggle());
    linkOf(2).focus();
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'open' } }));
    expect(document.activeElement).not.toBe(linkOf(2));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    key(document.activeElement!, 'Escape');
    await flush();
    expect(document.activeElement).toBe(linkOf(2));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('a pointer resting on a title when the menu starts opens it at its first move; a click held while it loaded is replayed', async () => {
    show(served);
    await boot(['mega-menu'], [DEF]);
    fireEvent.focusIn(widget());
    await settle();
    move(titles()[1]!.querySelector('.e-n-menu-title-text')!, 400, 20);
    expect(expanded()[1]).toBe('true');
    // Closed from the keyboard under the pointer: moving on the same title does not reopen it.
    key(buttonOf(1), 'Escape');
    move(titles()[1]!, 401, 20);
    expect(expanded()[1]).toBe('false');

    page.scanner!.stop();
    show(clickServed);
    await boot(['mega-menu'], [DEF]);
    expect(fireEvent.click(buttonOf(0))).toBe(false);
    await settle();
    expect(expanded()[0]).toBe('true');
  });

  it('an overlay closed with the focus elsewhere closes the menu it left open', async () => {
    show(served, { after: `${offCanvasServed}<main><a id="despues" href="/despues/">Después</a></main>` });
    await boot(['off-canvas', 'mega-menu'], [...others, DEF]);
    fireEvent.focusIn(widget());
    await settle();
    over(titles()[1]!);
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'open' } }));
    expect(expanded()[1]).toBe('true');
    window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail: { id: 'a1b2c3d', displayMode: 'close' } }));
    document.getElementById('despues')!.focus();
    await flush();
    expect(expanded()[1]).toBe('false');
  });

  it('malformed data-settings: the markup stays as served, one warning, one error', async () => {
    show(malformed);
    const before = document.body.innerHTML;
    await wake();
    over(titles()[0]!);
    keyClick(buttonOf(0));
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'mega-menu')).toEqual(['[storefront] mega-menu: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
  });

  it('a menu without its title row is left as served, with the reason', async () => {
    show(served.replace(/<ul class="e-n-menu-heading">[\s\S]*<\/ul>/, ''));
    const before = document.body.innerHTML;
    await wake();
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'mega-menu')).toEqual(['[storefront] mega-menu: its .e-n-menu-wrapper > ul.e-n-menu-heading is missing: the menu is left as served']);
    expect(page.errors).toHaveLength(1);
  });

  it('listeners are back at their baseline after dispose, and nothing answers then', async () => {
    show(dropdownServed);
    const listeners = trackListeners();
    await wake();
    keyClick(toggle());
    keyClick(buttonOf(0));
    page.scanner!.stop();
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    keyClick(toggle());
    keyClick(buttonOf(1));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(expanded()).toEqual(['false', 'false', null]);
  });
});

describe('mega menu timers', () => {
  const page = usePage({ fakeTimers: true });

  it('hover: the pointer crossing the gap under its title keeps the panel for a moment; arriving keeps it open, lingering closes it', async () => {
    show(served);
    await wake();
    over(titles()[0]!);
    rect(titles()[0]!, 300, 0, 100, 40);
    rect(panelOf(0), 0, 60, 1000, 400);
    move(titles()[0]!, 350, 30);
    move(titles()[0]!, 350, 40);
    // Into the gap: neither the title nor the panel.
    out(titles()[0]!, titles()[0]!.parentElement, 352, 48);
    await flush(GAP_GRACE_MS - 50);
    expect(expanded()[0]).toBe('true');
    over(panelOf(0));
    await flush(GAP_GRACE_MS * 2);
    expect(expanded()[0]).toBe('true');

    move(panelOf(0), 350, 70);
    move(panelOf(0), 350, 61);
    out(panelOf(0), titles()[0]!.parentElement, 350, 55);
    await flush(GAP_GRACE_MS);
    expect(expanded()[0]).toBe('false');
  });

  it('disposed mid-grace: no timer is left behind, and the markup is as served', async () => {
    const before = show(served);
    await wake();
    over(titles()[0]!);
    rect(titles()[0]!, 300, 0, 100, 40);
    rect(panelOf(0), 0, 60, 1000, 400);
    move(titles()[0]!, 350, 30);
    move(titles()[0]!, 350, 40);
    out(titles()[0]!, titles()[0]!.parentElement, 352, 48);
    expect(vi.getTimerCount()).toBe(1);
    page.scanner!.stop();
    expect(vi.getTimerCount()).toBe(0);
    await flush(GAP_GRACE_MS * 2);
    expect(widget().outerHTML).toBe(before);
  });

  it('a sticky dropdown measures its height again as the page scrolls, at most once per 250 ms after the first', async () => {
    show(dropdownServed, { before: '<div class="elementor-sticky">', after: '</div>' });
    await wake();
    viewport(1000, 700);
    const top = rect(wrapper(), 0, 100, 1000, 400);
    keyClick(toggle());
    expect(wrapper().style.getPropertyValue('--n-menu-dropdown-content-box-height')).toBe('600px');
    top.mockReturnValue({ left: 0, top: 50, width: 1000, height: 400, right: 1000, bottom: 450, x: 0, y: 50, toJSON: () => ({}) } as DOMRect);
    fireEvent.scroll(window);
    expect(wrapper().style.getPropertyValue('--n-menu-dropdown-content-box-height')).toBe('650px');
    top.mockReturnValue({ left: 0, top: 0, width: 1000, height: 400, right: 1000, bottom: 400, x: 0, y: 0, toJSON: () => ({}) } as DOMRect);
    fireEvent.scroll(window);
    expect(wrapper().style.getPropertyValue('--n-menu-dropdown-content-box-height')).toBe('650px');
    await flush(250);
    expect(wrapper().style.getPropertyValue('--n-menu-dropdown-content-box-height')).toBe('700px');
    keyClick(toggle());
    expect(wrapper().style.getPropertyValue('--n-menu-dropdown-content-box-height')).toBe('');
  });
});
