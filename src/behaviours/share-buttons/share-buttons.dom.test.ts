import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import served from '../../../fixtures/markup/share-buttons.html?raw';
import malformed from '../../../fixtures/markup/share-buttons.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, render, settle, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { SHARE_WINDOW_SIZE } from '../../core/timings';
import { windowFeatures } from './logic';

const page = usePage();
const button = (network: string, widget = 0) =>
  document.querySelectorAll('.elementor-widget-share-buttons')[widget]!.querySelector<HTMLElement>(`.elementor-share-btn_${network}`)!;

let open: MockInstance<typeof window.open>;
let opened: { opener: unknown };
beforeEach(() => {
  opened = { opener: window };
  open = vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
  document.title = 'Guía de tallas | Tienda';
  setGlobals({ elementorFrontendConfig: { post: { id: 42, title: 'Gu%C3%ADa', excerpt: 'Todo sobre tallas', featuredImage: 'https://tienda.example/tallas.jpg' } } });
});

const features = () => windowFeatures(SHARE_WINDOW_SIZE, window.screen);
const here = () => encodeURIComponent(window.location.href);

describe('share buttons', () => {
  it('a first click, held while the widget loads, opens the network’s share page centred, without an opener', async () => {
    render(served);
    await boot(['share-buttons']);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(button('facebook').querySelector('.elementor-share-btn__title')!);
    await settle();
    expect(open.mock.calls).toEqual([[`https://www.facebook.com/sharer/sharer.php?u=${here()}`, '', features()]]);
    expect(opened.opener).toBeNull();
  });

  it('Enter shares; Space shares on its release, not scrolling the page on its press', async () => {
    render(served);
    await boot(['share-buttons']);
    fireEvent.click(button('facebook'));
    await settle();
    open.mockClear();
    fireEvent.keyDown(button('whatsapp'), { key: 'Enter' });
    expect(open.mock.calls).toEqual([[`https://wa.me/?text=*Gu%C3%ADa%20de%20tallas%20%7C%20Tienda*%0ATodo%20sobre%20tallas%0A${here()}`, '', features()]]);
    open.mockClear();
    expect(fireEvent.keyDown(button('whatsapp'), { key: ' ' })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    fireEvent.keyUp(button('whatsapp'), { key: ' ' });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('email goes to the mail client, print prints', async () => {
    // happy-dom has no print().
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    onTestFinished(() => void delete (window as { print?: unknown }).print);
    render(served);
    await boot(['share-buttons']);
    fireEvent.click(button('email'));
    await settle();
    expect(page.assign.mock.calls).toEqual([[`mailto:?subject=Gu%C3%ADa%20de%20tallas%20%7C%20Tienda&body=Todo%20sobre%20tallas%0A${here()}`]]);
    fireEvent.click(button('print'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('a widget with its own link shares that link, encoded, without this page’s title', async () => {
    render(served);
    await boot(['share-buttons']);
    fireEvent.click(button('x-twitter', 1));
    await settle();
    expect(open.mock.calls).toEqual([['https://x.com/intent/tweet?url=https%3A%2F%2Ftienda.example%2Fcoleccion%2F%3Fcolor%3Drojo%26talla%3Dm', '', features()]]);
  });

  it('a link that is not http(s) shares this page instead', async () => {
    render(served);
    document.querySelectorAll('.elementor-widget-share-buttons')[1]!.setAttribute('data-settings', JSON.stringify({ share_url: { url: 'javascript:alert(1)' } }));
    await boot(['share-buttons']);
    fireEvent.click(button('telegram', 1));
    await settle();
    expect(open.mock.calls).toEqual([[`https://t.me/share/url?url=${here()}&text=Todo%20sobre%20tallas`, '', features()]]);
  });

  it('malformed data-settings: shares nothing, markup as served, one warning naming the attribute, storefront:error', async () => {
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['share-buttons']);
    fireEvent.click(button('facebook'));
    await settle();
    fireEvent.click(button('facebook'));
    expect(open).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
    expect(warningsFor(page, 'share-buttons')).toEqual(['[storefront] share-buttons: its data-settings attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['share-buttons']);
  });

  it('its listeners go with it, and a press after dispose does nothing', async () => {
    render(served);
    const before = document.body.innerHTML;
    const listeners = trackListeners();
    await boot(['share-buttons']);
    fireEvent.click(button('facebook'));
    await settle();
    open.mockClear();
    page.scanner!.stop();
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    fireEvent.click(button('facebook'));
    fireEvent.keyDown(button('whatsapp'), { key: 'Enter' });
    expect(open).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
  });
});
