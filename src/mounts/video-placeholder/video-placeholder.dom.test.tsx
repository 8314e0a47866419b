// @vitest-environment-options {"url":"https://tienda.example/video/"}
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { disposeHost, hostStats } from '../host';
// The view's chunk (React with it) is imported up front: the first import transforms React.
import './view';

const page = usePage();
/** A render through the shared root lands in a later microtask or task. */
const RENDERED = { timeout: 10_000 };

// The shared root outlives the page between tests otherwise.
afterEach(() => disposeHost());

/** The page's content (the shared root's hidden container sits after it in the body). */
const content = () => [...document.querySelectorAll('.entry-content')].map((element) => element.outerHTML).join('\n');
const placeholders = () => [...document.querySelectorAll<HTMLElement>('.rll-youtube-player')];
const first = () => placeholders()[0]!;
const second = () => placeholders()[1]!;
const playOf = (element: HTMLElement) => element.querySelector<HTMLButtonElement>('button.play');
const iframeOf = (element: HTMLElement) => element.querySelector<HTMLIFrameElement>('iframe');
const TITLED = 'Cómo hacemos la taza Amanecer';
/** The play buttons by their names: the first placeholder's carries its title, the second has none. */
const playFirst = () => screen.getByRole('button', { name: `Reproducir el vídeo: ${TITLED}` });
const playSecond = () => screen.getByRole('button', { name: 'Reproducir el vídeo' });

async function bootInView(): Promise<void> {
  everythingInView();
  await boot(['video-placeholder']);
  await vi.waitFor(() => expect(placeholders().every((element) => playOf(element))).toBe(true), RENDERED);
}

describe('video placeholder', () => {
  it('shows the 480×360 thumbnail from the video host by id, with the page’s alt, and a play button named after it', async () => {
    render(markup.videoPlaceholder);
    await bootInView();

    const image = within(first()).getByRole('img', { name: TITLED });
    expect(image).toBe(first().querySelector('img'));
    expect(image.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(image.getAttribute('alt')).toBe('Cómo hacemos la taza Amanecer');
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('360');
    const play = playOf(first())!;
    expect(play.type).toBe('button');
    expect(screen.getByRole('button', { name: 'Reproducir el vídeo: Cómo hacemos la taza Amanecer' })).toBe(play);
    // The plugin's structure: a div holding both, inside the placeholder; no player yet.
    expect(play.parentElement!.parentElement).toBe(first());
    expect(image.parentElement).toBe(play.parentElement);
    expect(iframeOf(first())).toBeNull();
    // The noscript fallback after it is left where it was.
    expect(first().nextElementSibling!.tagName).toBe('NOSCRIPT');
  });

  it('names the button and the player in Spanish when the site printed no title', async () => {
    render(markup.videoPlaceholder);
    await bootInView();

    expect(second().querySelector('img')!.getAttribute('src')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(second().querySelector('img')!.getAttribute('alt')).toBe('');
    expect(playOf(second())!.getAttribute('aria-label')).toBe('Reproducir el vídeo');
    expect(playSecond()).toBe(playOf(second()));
    fireEvent.click(playSecond());
    await vi.waitFor(() => expect(iframeOf(second())).not.toBeNull(), RENDERED);
    expect(iframeOf(second())!.title).toBe('Reproductor de vídeo');
    expect(screen.getByTitle('Reproductor de vídeo')).toBe(iframeOf(second()));
    expect(iframeOf(second())!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  });

  it('a click swaps in the autoplaying player, focused; the thumbnail stays under it until the player has loaded', async () => {
    render(markup.videoPlaceholder);
    await bootInView();

    fireEvent.click(playFirst());
    await vi.waitFor(() => expect(iframeOf(first())).not.toBeNull(), RENDERED);

    const frame = iframeOf(first())!;
    expect(within(first()).getByTitle(TITLED)).toBe(frame);
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&feature=oembed&start=30');
    expect(frame.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.title).toBe('Cómo hacemos la taza Amanecer');
    await vi.waitFor(() => expect(document.activeElement).toBe(frame), RENDERED);
    // The button is gone; the thumbnail, now decorative, still fills the box under the player.
    expect(playOf(first())).toBeNull();
    expect(screen.queryByRole('button', { name: `Reproducir el vídeo: ${TITLED}` })).toBeNull();
    expect(first().querySelector('img')!.getAttribute('alt')).toBe('');
    // The other placeholder is untouched.
    expect(playOf(second())).not.toBeNull();

    frame.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(first().querySelector('img')).toBeNull(), RENDERED);
    expect(iframeOf(first())).toBe(frame);
    expect(first().children).toHaveLength(1);
  });

  it('draws the thumbnail as plain markup and renders the player through React only once played; the box is busy meanwhile', async () => {
    render(markup.videoPlaceholder);
    await bootInView();
    expect(hostStats().portals).toBe(0);

    // Intent alone loads the view but renders nothing: the thumbnail is the page's own markup.
    fireEvent.pointerOver(first().querySelector('img')!);
    await flush(50);
    expect(hostStats().portals).toBe(0);
    expect(first().hasAttribute('aria-busy')).toBe(false);

    fireEvent.click(playFirst());
    expect(first().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(iframeOf(first())).not.toBeNull(), RENDERED);
    expect(hostStats().portals).toBe(1);
    expect(first().hasAttribute('aria-busy')).toBe(false);
  });

  it('the play control is a native button, so Enter and Space play it from the keyboard', async () => {
    render(markup.videoPlaceholder);
    await bootInView();

    const play = playFirst();
    expect(play).toBe(playOf(first()));
    play.focus();
    expect(document.activeElement).toBe(play);
    expect(play.tagName).toBe('BUTTON');
    expect(play.getAttribute('type')).toBe('button');
    expect(play.tabIndex).toBe(0);
    expect(play.hasAttribute('role')).toBe(false);
  });

  it('waits until the placeholder comes near the viewport', async () => {
    render(markup.videoPlaceholder);
    const served = content();
    await boot(['video-placeholder']);
    await flush(50);

    expect(content()).toBe(served);
  });

  it('evaluates no view before the page’s load event, and renders once it fires', async () => {
    render(markup.videoPlaceholder);
    const served = content();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    everythingInView();
    // The scanner settles only once the widget has started, after load.
    const booted = boot(['video-placeholder']);
    await flush(50);
    expect(content()).toBe(served);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await booted;
    await vi.waitFor(() => expect(placeholders().every((element) => playOf(element))).toBe(true), RENDERED);
  });

  it('a malformed placeholder stays as served, warns once naming the attribute and fires storefront:error; the others play', async () => {
    render(markup.videoPlaceholderMalformed, markup.videoPlaceholder);
    const bad = ['#sin-id', '#src-javascript'].map((id) => document.querySelector<HTMLElement>(id)!);
    const served = bad.map((element) => element.outerHTML);
    everythingInView();
    await boot(['video-placeholder']);
    await vi.waitFor(() => expect(playOf(document.querySelector<HTMLElement>('[data-id="aqz-KE-bpKQ"]')!)).not.toBeNull(), RENDERED);
    await settle();

    expect(bad.map((element) => element.outerHTML)).toEqual(served);
    expect(document.querySelectorAll('.rll-youtube-player iframe')).toHaveLength(0);
    const warnings = warningsFor(page, 'video-placeholder');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/no data-id/);
    expect(warnings[1]).toMatch(/data-src "javascript:alert\(document\.cookie\)" is not an https or same-site address/);
    expect(page.errors.map((detail) => detail.widget)).toEqual(['video-placeholder', 'video-placeholder']);

    // A rescan does not report them again.
    page.scanner!.scan(document);
    await settle();
    expect(warningsFor(page, 'video-placeholder')).toHaveLength(2);
  });

  it('leaves alone a placeholder the plugin’s own script has already filled', async () => {
    render(
      '<div class="entry-content"><div class="rll-youtube-player" data-src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-id="dQw4w9WgXcQ" data-query="" data-alt="x"><div data-id="dQw4w9WgXcQ"><img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="x"><button class="play" aria-label="play Youtube video"></button></div></div></div>',
    );
    const served = content();
    everythingInView();
    await boot(['video-placeholder']);
    await flush(50);

    expect(content()).toContain('play Youtube video');
    expect(content()).toBe(served);
  });

  it('gives back the markup as served when stopped, before and after the swap', async () => {
    render(markup.videoPlaceholder);
    const served = content();
    const scanner = await (async () => {
      everythingInView();
      const s = await boot(['video-placeholder']);
      await vi.waitFor(() => expect(playOf(first())).not.toBeNull(), RENDERED);
      return s;
    })();
    fireEvent.click(playOf(first())!);
    await vi.waitFor(() => expect(iframeOf(first())).not.toBeNull(), RENDERED);

    scanner.stop();
    await flush();

    expect(content()).toBe(served);
  });

  it('stopped while it waits for load, it never renders', async () => {
    render(markup.videoPlaceholder);
    const served = content();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    everythingInView();
    const booted = boot(['video-placeholder']);
    await flush(50);
    page.scanner!.stop();
    await booted;
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await flush(50);

    expect(content()).toBe(served);
  });

  it('leaves no listener behind when its markup is removed, after a swap', async () => {
    render(markup.videoPlaceholder);
    const tracker = trackListeners();
    everythingInView();
    await boot(['video-placeholder']);
    await vi.waitFor(() => expect(playOf(first())).not.toBeNull(), RENDERED);
    fireEvent.click(playOf(first())!);
    await vi.waitFor(() => expect(iframeOf(first())).not.toBeNull(), RENDERED);

    for (const element of placeholders()) element.remove();
    await flush();
    await settle();

    // What React leaves on the removed elements (its portal listeners) goes with them; the page's
    // one shared root (created by this test's first mount) is not the widget's.
    const ours = (registration: { target: EventTarget }) =>
      registration.target === window || ((registration.target as Node).isConnected && !(registration.target as Element).matches?.('[data-storefront-root]'));
    expect(tracker.live(ours)).toEqual([]);
    tracker.stop();
  });
});
