import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/lightbox.html?raw';
import malformed from '../../../fixtures/markup/lightbox.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { lightboxRequests } from '../../core/signals';
import { createActionHash } from '../../page-builder/actions';

const page = usePage();
// A failed test must not leave its PhotoSwipe open for the next (the library keeps it on window).
afterEach(() => {
  lightboxRequests.value = [];
  (window as unknown as { pswp?: { destroy(): void } }).pswp?.destroy();
  delete (window as unknown as { pswp?: unknown }).pswp;
});
const url = (path: string) => new URL(path, location.href).href;

interface Pswp {
  currIndex: number;
  currSlide?: { data: Record<string, unknown>; content: { element?: HTMLElement } };
  getNumItems(): number;
  goTo(index: number): void;
  close(): void;
  element?: HTMLElement;
  opener: { isOpen: boolean };
}
const pswp = () => (window as unknown as { pswp?: Pswp }).pswp;
// PhotoSwipe's core is a dynamic import; on a cold machine the first transform takes seconds.
const LOADED = { timeout: 10_000 };
// Open once its opening animation is over: PhotoSwipe ignores a close before that.
const opened = () => vi.waitFor(() => expect(pswp()?.opener.isOpen).toBe(true), LOADED);
const closed = () => vi.waitFor(() => expect(pswp()).toBeUndefined(), LOADED);
const byId = (id: string) => document.getElementById(id) as HTMLAnchorElement;

async function start(html = served, kit?: Record<string, unknown>) {
  render(html);
  if (kit) setGlobals({ elementorFrontendConfig: { kit } });
  return boot(['lightbox']);
}

describe('page-builder lightbox', () => {
  it('a click before the chunk is held, then opens the image in PhotoSwipe on the overlay layer, title and description as text; focus returns on close', async () => {
    await start();
    const link = byId('single');
    link.focus();
    expect(fireEvent.click(link.querySelector('img')!)).toBe(false);
    await opened();

    expect(pswp()!.getNumItems()).toBe(1);
    expect(pswp()!.currSlide!.data).toMatchObject({
      type: 'image',
      src: url('/wp-content/uploads/jarron.jpg'),
      alt: 'Jarrón azul sobre una mesa',
      width: 2560,
      height: 1920,
    });
    const root = pswp()!.element!;
    expect(root.getAttribute('aria-modal')).toBe('true');
    expect(root.getAttribute('aria-label')).toBe('Visor de imágenes');
    const caption = root.querySelector('.sf-pswp-caption')!;
    expect(caption.textContent).toBe('Jarrón azul\nCerámica de Manises <b>hecha a mano</b>');
    expect(caption.querySelector('b')).toBeNull();
    await vi.waitFor(() => expect(root.contains(document.activeElement)).toBe(true));
    expect(link.closest('[inert]')).not.toBeNull();
    // Spec §9: the share button and menu.
    expect(root.querySelector('.pswp__button--sf-share')).not.toBeNull();

    pswp()!.close();
    await closed();
    expect(link.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('a slideshow is its visible links in document order, opened at the clicked one; a video slide plays only while current', async () => {
    await start();
    fireEvent.click(byId('show-2'));
    await opened();

    expect(pswp()!.getNumItems()).toBe(3);
    expect(pswp()!.currIndex).toBe(1);
    expect(pswp()!.currSlide!.data).toMatchObject({ src: url('/wp-content/uploads/plato-2.webp?ver=2'), width: 2560, height: 1707 });
    // The next slide is preloaded, its player not built.
    const video = () => document.querySelector<HTMLElement>('.sf-pswp-video');
    await vi.waitFor(() => expect(video()).not.toBeNull());
    expect(video()!.querySelector('iframe')).toBeNull();

    pswp()!.goTo(2);
    await vi.waitFor(() => expect(video()!.querySelector('iframe')).not.toBeNull());
    const frame = video()!.querySelector('iframe')!;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/XHOmBV4js_E?autoplay=1&rel=0');
    expect(frame.title).toBe('Vídeo del taller');
    pswp()!.goTo(0);
    await vi.waitFor(() => expect(video()?.querySelector('iframe') ?? null).toBeNull());
    pswp()!.close();
    await closed();
  });

  it('Vimeo in a frame, a hosted file in the browser’s player', async () => {
    await start();
    fireEvent.click(byId('vimeo'));
    await opened();
    await vi.waitFor(() => expect(document.querySelector('.sf-pswp-video iframe')).not.toBeNull());
    expect(document.querySelector<HTMLIFrameElement>('.sf-pswp-video iframe')!.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    pswp()!.close();
    await closed();

    fireEvent.click(byId('hosted'));
    await opened();
    await vi.waitFor(() => expect(document.querySelector('.sf-pswp-video video')).not.toBeNull());
    const player = document.querySelector<HTMLVideoElement>('.sf-pswp-video video')!;
    expect(player.getAttribute('src')).toBe(url('/wp-content/uploads/taller.mp4'));
    expect(player.controls).toBe(true);
    pswp()!.close();
    await closed();
  });

  it('leaves alone links that do not ask for it: no attribute, "no", a download, a page, a ctrl-click', async () => {
    await start();
    fireEvent.click(byId('single'));
    await opened();
    pswp()!.close();
    await closed();

    for (const id of ['plain', 'refused', 'download', 'page']) expect(fireEvent.click(byId(id))).toBe(true);
    expect(fireEvent.click(byId('single'), { ctrlKey: true })).toBe(true);
    await flush(20);
    expect(pswp()).toBeUndefined();
  });

  it('the kit’s global lightbox opens a plain image link, but not one that says "no"', async () => {
    await start(served, { global_image_lightbox: 'yes', lightbox_enable_share: '' });
    fireEvent.click(byId('single'));
    await opened();
    expect(pswp()!.element!.querySelector('.pswp__button--sf-share')).toBeNull();
    pswp()!.close();
    await closed();

    expect(fireEvent.click(byId('plain'))).toBe(false);
    await opened();
    expect(pswp()!.currSlide!.data.src).toBe(url('/wp-content/uploads/mantel.avif'));
    pswp()!.close();
    await closed();
    expect(fireEvent.click(byId('refused'))).toBe(true);
  });

  it('malformed: a video that is not https, or a javascript: href, never opens, and warns once per link', async () => {
    await start(malformed);
    const markup = document.body.innerHTML;
    expect(fireEvent.click(byId('script-video'))).toBe(false);
    await flush(50);
    fireEvent.click(byId('script-video'));
    fireEvent.click(byId('http-video'));
    fireEvent.click(byId('script-image'));
    await flush(50);
    expect(pswp()).toBeUndefined();
    expect(document.body.innerHTML).toBe(markup);
    expect(warningsFor(page, 'lightbox')).toEqual([
      '[storefront] lightbox: a lightbox link was not opened: data-elementor-lightbox-video "javascript:alert(1)" is not an https URL (javascript:)',
      '[storefront] lightbox: a lightbox link was not opened: data-elementor-lightbox-video "http://videos.example.net/taller.mp4" is not an https URL (http:)',
      '[storefront] lightbox: a lightbox link was not opened: the link\'s href "javascript:alert(1)//foto.jpg" is not an http(s) URL',
    ]);
    expect(page.errors.map((error) => error.widget)).toEqual(['lightbox', 'lightbox', 'lightbox']);
  });

  it('dispose closes an open lightbox, takes its listeners and leaves the links as served', async () => {
    const listeners = trackListeners();
    await start();
    const markup = document.body.innerHTML;
    fireEvent.click(byId('show-1'));
    await opened();
    page.scanner?.stop();
    await closed();
    expect(document.querySelector('.pswp')).toBeNull();
    expect(document.body.innerHTML).toBe(markup);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
    expect(fireEvent.click(byId('single'))).toBe(true);
  });

  it('disposed while PhotoSwipe loads: nothing opens afterwards', async () => {
    await start();
    fireEvent.click(byId('single'));
    // Somewhere between the widget's chunk, the replayed click and PhotoSwipe's own chunk.
    await flush();
    page.scanner?.stop();
    await flush(200);
    expect(pswp()).toBeUndefined();
    expect(document.querySelector('.pswp')).toBeNull();
  });

  it('disposed during the opening animation (which PhotoSwipe will not close under): it goes at once, and the page is usable', async () => {
    await start();
    fireEvent.click(byId('single'));
    await vi.waitFor(() => expect(pswp()).toBeDefined(), LOADED);
    expect(pswp()!.opener.isOpen).toBe(false);
    page.scanner?.stop();
    expect(pswp()).toBeUndefined();
    expect(document.querySelector('.pswp')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    await flush(500);
    expect(document.querySelector('.pswp')).toBeNull();
  });

  it('the lightbox URL action: a link’s action opens its slideshow at that picture, one for a lone file opens it alone', async () => {
    const actions = [
      `<a id="action-show" href="${createActionHash('lightbox', { id: 21, url: '/wp-content/uploads/plato-2.webp?ver=2', slideshow: 'b2c3d4e' })}">Ver plato 2</a>`,
      `<a id="action-lone" href="${createActionHash('lightbox', { id: 22, url: '/wp-content/uploads/lamina.png' })}">Ver lámina</a>`,
      `<a id="action-video" href="${createActionHash('lightbox', { type: 'video', videoType: 'youtube', url: 'javascript:alert(1)' })}">Vídeo</a>`,
    ].join('');
    render(served, actions);
    const scanner = await boot(['lightbox', 'elementor-actions']);
    expect(scanner).toBeDefined();
    fireEvent.click(byId('action-show'));
    // The lightbox widget starts on its own links' intent: an action run before it waits for it.
    await flush(50);
    expect(pswp()).toBeUndefined();
    fireEvent.pointerOver(byId('single'));
    await opened();
    expect(pswp()!.getNumItems()).toBe(3);
    expect(pswp()!.currIndex).toBe(1);
    pswp()!.close();
    await closed();
    expect(document.activeElement).toBe(byId('action-show'));

    fireEvent.click(byId('action-lone'));
    await opened();
    expect(pswp()!.getNumItems()).toBe(1);
    expect(pswp()!.currSlide!.data.src).toBe(url('/wp-content/uploads/lamina.png'));
    pswp()!.close();
    await closed();

    fireEvent.click(byId('action-video'));
    await flush(50);
    expect(pswp()).toBeUndefined();
    expect(warningsFor(page, 'lightbox')).toEqual([
      '[storefront] lightbox: a lightbox action was not run: data-elementor-lightbox-video "javascript:alert(1)" is not an https URL (javascript:)',
    ]);
    expect(lightboxRequests.value).toEqual([]);
  });
});
