import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
// The chunks the entries import on demand, in the module cache up front (resolved under fake timers).
import '../../popups/url-actions';
import '../header-nav';
import './index';

const page = usePage({ fakeTimers: true });

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const panel = () => $('#off-canvas-a1b2c3d');
const link = () => $('#abrir-panel');
const isOpen = () => panel().getAttribute('aria-hidden') === 'false' && !panel().hasAttribute('inert');
const isClosed = () => panel().getAttribute('aria-hidden') === 'true' && panel().hasAttribute('inert');

async function start() {
  render(markup.offCanvas);
  return boot(['off-canvas', 'elementor-actions']);
}

describe('off-canvas', () => {
  it('links that control it say so; the toggle link opens it as a dialog with focus inside, the page inert and not scrolling', async () => {
    await start();
    expect(link().getAttribute('aria-controls')).toBe('off-canvas-a1b2c3d');
    expect(link().getAttribute('aria-expanded')).toBe('false');
    link().focus();
    fireEvent.click(link());
    await flush();
    expect(isOpen()).toBe(true);
    expect(panel().hasAttribute('data-delay-child-handlers')).toBe(false);
    expect(link().getAttribute('aria-expanded')).toBe('true');
    expect(panel().contains(document.activeElement)).toBe(true);
    expect($('#content').inert).toBe(true);
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(true);
    expect($('.e-off-canvas__main').className).toContain('animated slideInLeft');
  });

  it('Escape closes it: the exit animation, then hidden and inert again, focus back on the link', async () => {
    await start();
    link().focus();
    fireEvent.click(link());
    await flush();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await flush();
    expect(document.activeElement).toBe(link());
    expect(link().getAttribute('aria-expanded')).toBe('false');
    expect($('.e-off-canvas__main').className).toContain('animated reverse slideInLeft');
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(false);
    fireEvent.animationEnd($('.e-off-canvas__main'));
    expect(isClosed()).toBe(true);
  });

  it('Escape in an open submenu of a nav menu inside the panel closes only the submenu; the next closes the panel', async () => {
    render(markup.offCanvas.replace('<a href="/tienda/?color=rojo">Rojo</a>', markup.navMenuElementor));
    await boot(['off-canvas', 'elementor-actions', 'header-nav']);
    link().focus();
    fireEvent.click(link());
    await flush();
    expect(isOpen()).toBe(true);
    // The shopper reaches the menu (its strategy starts it) and opens "Categorías".
    const menu = $('#menu-1-5a84b2f');
    fireEvent.focusIn(menu);
    await flush();
    const toggle = menu.querySelector<HTMLButtonElement>('.sf-submenu-toggle')!;
    fireEvent.click(toggle);
    const sub = menu.querySelector<HTMLElement>('.sub-menu')!;
    expect(sub.style.display).toBe('block');
    const subLink = sub.querySelector('a')!;
    subLink.focus();

    fireEvent.keyDown(subLink, { key: 'Escape' });
    await flush();
    expect(sub.style.display).not.toBe('block');
    expect(document.activeElement).toBe(toggle);
    expect(isOpen()).toBe(true);
    expect(link().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(toggle, { key: 'Escape' });
    await flush();
    expect(link().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(link());
  });

  it('a click on its overlay closes it, a click in the panel does not; the close link inside closes it', async () => {
    await start();
    fireEvent.click(link());
    await flush();
    fireEvent.pointerDown($('.e-off-canvas__content'));
    fireEvent.click($('.e-off-canvas__content'));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown($('.e-off-canvas__overlay'));
    fireEvent.click($('.e-off-canvas__overlay'));
    await flush(1500);
    expect(isClosed()).toBe(true);
    fireEvent.click(link());
    await flush();
    fireEvent.click($('.cerrar-panel'));
    await flush(1500);
    expect(isClosed()).toBe(true);
  });

  it('answers the plugin event from a third party, matched on its id', async () => {
    await start();
    window.dispatchEvent(new CustomEvent('elementor-pro/off-canvas/toggle-display-mode', { detail: { id: 'otro123', displayMode: 'open' } }));
    expect(isClosed()).toBe(true);
    window.dispatchEvent(new CustomEvent('elementor-pro/off-canvas/toggle-display-mode', { detail: { id: 'a1b2c3d', displayMode: 'open' } }));
    expect(isOpen()).toBe(true);
    window.dispatchEvent(new CustomEvent('elementor-pro/off-canvas/toggle-display-mode', { detail: { id: 'a1b2c3d', displayMode: 'toggle' } }));
    await flush(1500);
    expect(isClosed()).toBe(true);
  });

  it('malformed settings: left as served, one warning', async () => {
    render(markup.offCanvasMalformed);
    await boot(['off-canvas']);
    expect(warningsFor(page, 'off-canvas')).toEqual([expect.stringContaining('data-settings is not valid JSON')]);
    expect(page.errors).toHaveLength(1);
    expect($('#off-canvas-bad1234').getAttribute('aria-hidden')).toBe('true');
  });

  it('gives back the markup as served and every listener when stopped while open', async () => {
    const tracker = trackListeners();
    render(markup.offCanvas);
    const served = document.body.innerHTML;
    const scanner = await boot(['off-canvas', 'elementor-actions']);
    fireEvent.click(link());
    await flush();
    scanner.stop();
    await flush();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(document.body.innerHTML).toBe(served);
  });
});
