// @vitest-environment-options {"url":"https://tienda.example/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/search-form.html?raw';
import malformed from '../../../fixtures/markup/search-form.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { overlayCount } from '../../core/overlay';
import type { WidgetDef } from '../../core/types';
import { SEARCH_FORM_WIDGET } from '../../page-builder/selectors';

const DEF: WidgetDef = { name: 'search-form', selector: SEARCH_FORM_WIDGET, strategy: 'interaction', instance: 'element', load: () => import('./index') };

const page = usePage();
const widgetOf = (id: string) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
const CLASSIC = '2a2a2a2';
const MINIMAL = '2c2c2c2';
const FULL = '2b2b2b2';
const formOf = (id: string) => widgetOf(id).querySelector<HTMLFormElement>('form.elementor-search-form')!;
const inputOf = (id: string) => widgetOf(id).querySelector<HTMLInputElement>('.elementor-search-form__input')!;
const toggle = () => widgetOf(FULL).querySelector<HTMLElement>('.elementor-search-form__toggle')!;
const container = () => widgetOf(FULL).querySelector<HTMLElement>('.elementor-search-form__container')!;
const closeButton = () => widgetOf(FULL).querySelector<HTMLElement>('.dialog-close-button')!;
const focused = (id: string) => formOf(id).classList.contains('elementor-search-form--focus');
const isFullScreen = () => container().classList.contains('elementor-search-form--full-screen') && container().classList.contains('elementor-lightbox');

async function start(html = served): Promise<void> {
  render(html);
  await boot(['search-form'], [DEF]);
}

/** The shopper's pointer comes over the widget: the intent that loads it. */
async function wake(id: string): Promise<void> {
  fireEvent.pointerOver(widgetOf(id));
  await settle();
}

describe('search form: classic and minimal skins', () => {
  it('classic: the form wears the focus class while its field has focus, from the focus that woke it', async () => {
    await start();
    const before = widgetOf(CLASSIC).outerHTML;
    inputOf(CLASSIC).focus();
    await settle();
    expect(focused(CLASSIC)).toBe(true);
    inputOf(CLASSIC).blur();
    expect(focused(CLASSIC)).toBe(false);
    inputOf(CLASSIC).focus();
    expect(focused(CLASSIC)).toBe(true);
    page.scanner!.stop();
    expect(widgetOf(CLASSIC).outerHTML).toBe(before);
  });

  it('minimal: the icon focuses the field, with the focus class', async () => {
    await start();
    await wake(MINIMAL);
    fireEvent.click(widgetOf(MINIMAL).querySelector('.elementor-search-form__icon i')!);
    expect(document.activeElement).toBe(inputOf(MINIMAL));
    expect(focused(MINIMAL)).toBe(true);
    inputOf(MINIMAL).blur();
    expect(focused(MINIMAL)).toBe(false);
  });
});

describe('search form: full screen', () => {
  it('closed, the invisible form is out of the tab order; the toggle opens it as a modal dialog with focus in the field', async () => {
    await start();
    await wake(FULL);
    expect(container().hasAttribute('inert')).toBe(true);
    // The pointer's click on the toggle.
    fireEvent.click(toggle());
    expect(isFullScreen()).toBe(true);
    expect(container().hasAttribute('inert')).toBe(false);
    expect(container().getAttribute('role')).toBe('dialog');
    expect(container().getAttribute('aria-modal')).toBe('true');
    expect(container().getAttribute('aria-label')).toBe('Buscar');
    expect(document.activeElement).toBe(inputOf(FULL));
    expect(overlayCount()).toBe(1);
    // The rest of the page is inert while it is open.
    expect(inputOf(CLASSIC).closest('[inert]')).not.toBeNull();
    expect(toggle().closest('[inert]')).not.toBeNull();
    // A click on the field is not on the backdrop.
    fireEvent.click(inputOf(FULL));
    expect(isFullScreen()).toBe(true);
  });

  it('Escape closes it, focus back on the toggle, the form inert again', async () => {
    await start();
    await wake(FULL);
    fireEvent.click(toggle());
    expect(fireEvent.keyDown(inputOf(FULL), { key: 'Escape' })).toBe(false);
    expect(isFullScreen()).toBe(false);
    expect(container().hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe(toggle());
    expect(container().hasAttribute('inert')).toBe(true);
    expect(inputOf(CLASSIC).closest('[inert]')).toBeNull();
    expect(overlayCount()).toBe(0);
    await settle();
    expect(document.activeElement).toBe(toggle());
  });

  it('keyboard only: Enter or Space on the toggle opens, Enter or Space on the close button closes', async () => {
    await start();
    toggle().focus();
    // The first Enter is held while the widget loads, then replayed.
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    await settle();
    expect(isFullScreen()).toBe(true);
    expect(document.activeElement).toBe(inputOf(FULL));
    closeButton().focus();
    expect(fireEvent.keyDown(closeButton(), { key: ' ' })).toBe(false);
    expect(isFullScreen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
    expect(fireEvent.keyDown(toggle(), { key: ' ' })).toBe(false);
    expect(isFullScreen()).toBe(true);
    fireEvent.keyDown(closeButton(), { key: 'Enter' });
    expect(isFullScreen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('the close button and a click on the backdrop close it, focus back on the toggle each time', async () => {
    await start();
    await wake(FULL);
    fireEvent.click(toggle());
    fireEvent.click(closeButton().querySelector('i')!);
    expect(isFullScreen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
    fireEvent.click(toggle());
    fireEvent.click(container());
    expect(isFullScreen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('a shopper who reached the invisible field by Tab before the widget ran is shown it', async () => {
    await start();
    inputOf(FULL).focus();
    await settle();
    expect(isFullScreen()).toBe(true);
    expect(document.activeElement).toBe(inputOf(FULL));
  });

  it('under reduced motion the dialog does not scale in; the style is given back on close', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: media.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    await start();
    await wake(FULL);
    fireEvent.click(toggle());
    expect(container().style.transition).toBe('none');
    fireEvent.keyDown(inputOf(FULL), { key: 'Escape' });
    expect(container().hasAttribute('style')).toBe(false);
  });
});

describe('search form: malformed markup and dispose', () => {
  it('malformed data-settings: markup as served, one warning naming the attribute, storefront:error', async () => {
    await start(malformed);
    const before = widgetOf(FULL).outerHTML;
    await wake(FULL);
    fireEvent.click(toggle());
    await settle();
    expect(widgetOf(FULL).outerHTML).toBe(before);
    expect(overlayCount()).toBe(0);
    expect(warningsFor(page, 'search-form')).toEqual(['[storefront] search-form: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['search-form']);
  });

  it('a full-screen form without its toggle: markup as served, one warning', async () => {
    await start(served.replace(/<div class="elementor-search-form__toggle"[\s\S]*?<\/div>/, ''));
    const before = widgetOf(FULL).outerHTML;
    await wake(FULL);
    expect(widgetOf(FULL).outerHTML).toBe(before);
    expect(warningsFor(page, 'search-form')).toEqual(["[storefront] search-form: the full-screen skin's .elementor-search-form__toggle or its .elementor-search-form__container around the field is missing"]);
  });

  it('disposed while open: the dialog closes, focus back on the toggle, listeners gone, markup as served', async () => {
    render(served);
    const before = document.body.innerHTML;
    const listeners = trackListeners();
    await boot(['search-form'], [DEF]);
    await wake(CLASSIC);
    await wake(MINIMAL);
    await wake(FULL);
    fireEvent.click(toggle());
    inputOf(FULL).focus();
    page.scanner!.stop();
    await settle();
    expect(overlayCount()).toBe(0);
    expect(document.activeElement).toBe(toggle());
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(document.body.innerHTML).toBe(before);
    fireEvent.click(toggle());
    expect(isFullScreen()).toBe(false);
  });
});
