import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/hotspot.html?raw';
import malformed from '../../../fixtures/markup/hotspot.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage();
const widget = () => document.querySelector<HTMLElement>('.elementor-widget-hotspot')!;
const spots = () => [...widget().querySelectorAll<HTMLElement>('.e-hotspot')];
const buttonOf = (index: number) => spots()[index]!.querySelector<HTMLElement>('.e-hotspot__button')!;
const active = () => spots().map((spot) => spot.classList.contains('e-hotspot--active'));
const setSettings = (change: Record<string, unknown>) => {
  const settings = JSON.parse(widget().getAttribute('data-settings')!) as Record<string, unknown>;
  widget().setAttribute('data-settings', JSON.stringify({ ...settings, ...change }));
};
/** Starts the widget as the shopper's pointer would: coming over the image. */
/** The widget starts when it comes near the viewport (every test's page is all in view). */
const wake = () => settle();

let width = 1280;
const queries: Array<{ media: string; listeners: Set<() => void> }> = [];
beforeEach(() => {
  width = 1280;
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
  queries.length = 0;
  vi.stubGlobal('matchMedia', (media: string) => {
    const listeners = new Set<() => void>();
    queries.push({ media, listeners });
    return {
      media,
      matches: false,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  });
});
const resize = (to: number) => {
  width = to;
  for (const query of queries) for (const listener of [...query.listeners]) listener();
};

describe('hotspot', () => {
  beforeEach(() => everythingInView());

  it('a click opens that spot; another spot closes it; the markup comes back on dispose', async () => {
    render(served);
    const before = widget().outerHTML;
    await boot(['hotspot']);
    await wake();
    fireEvent.click(buttonOf(0).querySelector('.e-hotspot__inner-circle')!);
    await settle();
    expect(active()).toEqual([true, false, false]);
    expect(buttonOf(0).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(buttonOf(1), { detail: 1 });
    expect(active()).toEqual([false, true, false]);
    expect(buttonOf(0).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(buttonOf(1), { detail: 1 });
    expect(active()).toEqual([false, false, false]);
    // A click on the tooltip itself is not the button's.
    fireEvent.click(spots()[1]!.querySelector('p')!, { detail: 1 });
    expect(active()).toEqual([false, false, false]);
    page.scanner!.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('each spot with a tooltip is a disclosure button; the link spot without one is left as served', async () => {
    render(served);
    const link = spots()[2]!.outerHTML;
    await boot(['hotspot']);
    await wake();
    expect(buttonOf(0).getAttribute('role')).toBe('button');
    expect(buttonOf(0).getAttribute('tabindex')).toBe('0');
    expect(buttonOf(0).getAttribute('aria-expanded')).toBe('false');
    expect(buttonOf(0).getAttribute('aria-controls')).toBe('e-hotspot-tooltip-18a7a61-1');
    expect(document.getElementById('e-hotspot-tooltip-18a7a61-1')!.classList.contains('e-hotspot__tooltip')).toBe(true);
    expect(buttonOf(0).getAttribute('aria-label')).toBe('Punto de interés 1');
    expect(buttonOf(1).getAttribute('aria-controls')).toBe('tejido-info');
    // Named by its label.
    expect(buttonOf(1).hasAttribute('aria-label')).toBe(false);
    expect(spots()[2]!.outerHTML).toBe(link);
  });

  it('Enter and Space (on release) toggle; Escape closes with the focus on the button, from inside the tooltip too', async () => {
    render(served);
    await boot(['hotspot']);
    await wake();
    buttonOf(1).focus();
    fireEvent.keyDown(buttonOf(1), { key: 'Enter' });
    expect(active()).toEqual([false, true, false]);
    expect(fireEvent.keyDown(buttonOf(1), { key: ' ' })).toBe(false);
    expect(active()).toEqual([false, true, false]);
    fireEvent.keyUp(buttonOf(1), { key: ' ' });
    expect(active()).toEqual([false, false, false]);
    fireEvent.keyDown(buttonOf(1), { key: 'Enter' });
    fireEvent.keyDown(buttonOf(1), { key: 'Escape' });
    expect(active()).toEqual([false, false, false]);
    expect(buttonOf(1).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(buttonOf(1));

    fireEvent.keyDown(buttonOf(1), { key: 'Enter' });
    const inside = spots()[1]!.querySelector<HTMLElement>('.e-hotspot__tooltip a')!;
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(active()).toEqual([false, false, false]);
    expect(document.activeElement).toBe(buttonOf(1));
  });

  it('mouseenter trigger: the pointer opens and leaving closes; a pointer click does not toggle, a keyboard’s click does', async () => {
    render(served);
    setSettings({ tooltip_trigger: 'mouseenter' });
    await boot(['hotspot']);
    await wake();
    fireEvent.mouseEnter(buttonOf(0));
    expect(active()).toEqual([true, false, false]);
    fireEvent.mouseEnter(buttonOf(1));
    expect(active()).toEqual([false, true, false]);
    fireEvent.mouseLeave(spots()[1]!);
    expect(active()).toEqual([false, false, false]);
    fireEvent.click(buttonOf(0), { detail: 1 });
    expect(active()).toEqual([false, false, false]);
    fireEvent.click(buttonOf(0), { detail: 0 });
    expect(active()).toEqual([true, false, false]);
  });

  it('mouseenter trigger on a phone: a link spot’s hover does nothing, its focus shows its tooltip', async () => {
    width = 400;
    render(served);
    setSettings({ tooltip_trigger: 'mouseenter' });
    // Under mouseenter, Pro prints a link spot with its tooltip.
    const link = spots()[2]!;
    link.classList.remove('e-hotspot--no-tooltip');
    const tooltip = document.createElement('div');
    tooltip.className = 'e-hotspot__tooltip';
    tooltip.textContent = 'Guía de tallas';
    link.append(tooltip);
    await boot(['hotspot']);
    await wake();
    fireEvent.mouseEnter(buttonOf(2));
    expect(active()).toEqual([false, false, false]);
    expect(buttonOf(2).hasAttribute('role')).toBe(false);
    expect(link.getAttribute('aria-describedby')).toBe('e-hotspot-tooltip-18a7a61-3');
    link.focus();
    expect(active()).toEqual([false, false, true]);
    link.blur();
    expect(active()).toEqual([false, false, false]);
  });

  it('trigger none: tooltips stay as served, nothing to toggle', async () => {
    render(served);
    setSettings({ tooltip_trigger: 'none' });
    const before = widget().querySelector('.elementor-widget-container')!.innerHTML;
    await boot(['hotspot']);
    await wake();
    fireEvent.click(buttonOf(0));
    expect(active()).toEqual([false, false, false]);
    expect(widget().querySelector('.elementor-widget-container')!.innerHTML.replace(/ id="e-hotspot-tooltip-18a7a61-1"/, '')).toBe(before);
  });

  it('re-reads the trigger when the page crosses a breakpoint: a phone without tooltips loses the buttons, and gets them back', async () => {
    render(served);
    setSettings({ tooltip_trigger_mobile: 'none' });
    await boot(['hotspot']);
    await wake();
    fireEvent.click(buttonOf(0), { detail: 1 });
    expect(active()).toEqual([true, false, false]);
    resize(500);
    expect(active()).toEqual([false, false, false]);
    expect(buttonOf(0).hasAttribute('role')).toBe(false);
    expect(buttonOf(0).hasAttribute('tabindex')).toBe(false);
    fireEvent.click(buttonOf(0), { detail: 1 });
    expect(active()).toEqual([false, false, false]);
    resize(1100);
    expect(buttonOf(0).getAttribute('role')).toBe('button');
    fireEvent.click(buttonOf(0), { detail: 1 });
    expect(active()).toEqual([true, false, false]);
  });

  it('direction animations get the from-{side} class of the device’s side', async () => {
    render(served);
    setSettings({ tooltip_animation: 'e-hotspot--slide-direction', tooltip_position: 'right', tooltip_position_mobile: 'bottom' });
    await boot(['hotspot']);
    await wake();
    const tooltips = () => [...widget().querySelectorAll('.e-hotspot__tooltip')];
    expect(tooltips().every((tooltip) => tooltip.classList.contains('e-hotspot--tooltip-animation-from-right'))).toBe(true);
    resize(400);
    expect(tooltips().every((tooltip) => tooltip.classList.contains('e-hotspot--tooltip-animation-from-bottom') && !tooltip.classList.contains('e-hotspot--tooltip-animation-from-right'))).toBe(true);
  });

  it('sequenced animation: the spots after the first start at even steps once the image is in view; dispose takes the delays back', async () => {
    render(served);
    setSettings({ hotspot_sequenced_animation: 'yes', hotspot_sequenced_animation_duration: { unit: 'ms', size: 900 } });
    const before = widget().outerHTML;
    everythingInView();
    await boot(['hotspot']);
    await wake();
    expect(spots().map((spot) => spot.style.animationDelay)).toEqual(['', '300ms', '600ms']);
    page.scanner!.stop();
    expect(widget().outerHTML).toBe(before);
  });

  it('malformed data-settings: markup as served, one warning naming the attribute, storefront:error', async () => {
    render(malformed);
    const before = widget().outerHTML;
    await boot(['hotspot']);
    await wake();
    fireEvent.click(buttonOf(0));
    await settle();
    expect(widget().outerHTML).toBe(before);
    expect(warningsFor(page, 'hotspot')).toEqual(['[storefront] hotspot: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['hotspot']);
  });

  it('its listeners go with it; nothing toggles after dispose', async () => {
    render(served);
    const before = widget().outerHTML;
    const listeners = trackListeners();
    await boot(['hotspot']);
    await wake();
    fireEvent.click(buttonOf(0), { detail: 1 });
    page.scanner!.stop();
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(queries.every((query) => query.listeners.size === 0)).toBe(true);
    fireEvent.click(buttonOf(0), { detail: 1 });
    resize(400);
    expect(widget().outerHTML).toBe(before);
  });
});
