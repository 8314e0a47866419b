import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackListeners, type ListenerTracker } from '../../tests/dom/support/listeners';
import { openOverlay, overlayCount, type Overlay } from './overlay';
import { openOverlays } from './signals';

let tracker: ListenerTracker;
const opened: Overlay[] = [];

beforeEach(() => {
  document.body.innerHTML = `
    <header id="masthead"><button id="opener">Vista rápida</button><a href="/x" id="other">Otro</a></header>
    <main id="main"><p>Contenido</p></main>
    <div class="widget_shopping_cart_live_region" role="status"></div>
    <div id="modal"><div class="backdrop"></div><div id="dialog" role="dialog" aria-modal="true">
      <button id="close">Cerrar</button><input id="qty" value="1"><button id="add">Añadir</button>
    </div></div>
    <div id="second"><div id="dialog2" role="dialog"><button id="inner">Dentro</button><button id="inner2">Dentro 2</button></div></div>`;
  document.documentElement.removeAttribute('style');
  tracker = trackListeners();
});

afterEach(() => {
  for (const overlay of opened.splice(0)) overlay.close({ returnFocus: false });
  tracker.stop();
});

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

function open(options: Partial<Parameters<typeof openOverlay>[0]> = {}, id = '#modal', dialog = '#dialog') {
  const overlay = openOverlay({ name: 'test', container: $(id), dialog: $(dialog), ...options });
  opened.push(overlay);
  return overlay;
}

/** Focus goes back in a microtask (after a React commit that closed the overlay). */
const focusReturned = () => Promise.resolve();

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('the overlay layer', () => {
  it('moves focus in, keeps Tab inside both ways, and returns focus to the opener on close', async () => {
    $('#opener').focus();
    const overlay = open();
    expect(document.activeElement).toBe($('#close'));

    $('#add').focus();
    tab();
    expect(document.activeElement).toBe($('#close'));
    tab(true);
    expect(document.activeElement).toBe($('#add'));

    overlay.close();
    await focusReturned();
    expect(document.activeElement).toBe($('#opener'));
  });

  it('opened with moveFocus false, leaves focus until its owner asks, and not once another is on top', () => {
    $('#opener').focus();
    const overlay = open({ moveFocus: false, initialFocus: $('#qty') });
    expect(document.activeElement).toBe($('#opener'));
    overlay.focus();
    expect(document.activeElement).toBe($('#qty'));

    open({}, '#second', '#dialog2');
    expect(document.activeElement).toBe($('#inner'));
    overlay.focus();
    expect(document.activeElement).toBe($('#inner'));
  });

  it('makes the rest of the page inert, but not live regions, and gives back exactly what it took', () => {
    $('#main').inert = false;
    $('#second').inert = true;
    const overlay = open();
    expect($('#masthead').inert).toBe(true);
    expect($('#main').inert).toBe(true);
    expect($('#modal').inert).toBe(false);
    expect($('.widget_shopping_cart_live_region').inert).toBe(false);

    overlay.close();
    expect($('#masthead').inert).toBe(false);
    expect($('#main').inert).toBe(false);
    // It was inert before: someone else's, left as it was.
    expect($('#second').inert).toBe(true);
  });

  it('asks its owner to close on Escape and on a click outside the dialog, not on one that started inside', () => {
    const onDismiss = vi.fn();
    open({ onDismiss });
    fireEvent.keyDown($('#qty'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenLastCalledWith('escape', expect.any(Event));

    fireEvent.pointerDown($('.backdrop'));
    fireEvent.click($('.backdrop'));
    expect(onDismiss).toHaveBeenLastCalledWith('outside', expect.any(Event));
    expect(onDismiss).toHaveBeenCalledTimes(2);

    // A text selection dragged from the quantity field out over the backdrop.
    fireEvent.pointerDown($('#qty'));
    fireEvent.click($('.backdrop'));
    fireEvent.pointerDown($('#add'));
    fireEvent.click($('#add'));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('leaves an Escape that a control inside already handled', () => {
    const onDismiss = vi.fn();
    open({ onDismiss });
    $('#qty').addEventListener('keydown', (event) => event.preventDefault());
    // Our capture listener runs first; a control that handles Escape does so in its own
    // capture phase or earlier, which a dispatch with defaultPrevented stands for.
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    event.preventDefault();
    $('#qty').dispatchEvent(event);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('locks the page scroll and restores the inline styles the page had', () => {
    document.documentElement.style.setProperty('overflow', 'auto');
    const overlay = open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    const second = open({}, '#second', '#dialog2');
    second.close();
    expect(document.documentElement.style.overflow).toBe('hidden');
    overlay.close();
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(document.documentElement.style.getPropertyValue('--storefront-scrollbar-gap')).toBe('');
  });

  it('a non-modal overlay neither locks the scroll nor makes the page inert, and does not trap Tab', () => {
    open({ modal: false });
    expect(document.documentElement.style.overflow).toBe('');
    expect($('#main').inert).toBe(false);
    $('#add').focus();
    const event = fireEvent.keyDown($('#add'), { key: 'Tab' });
    expect(event).toBe(true);
  });

  it('stacks: the newest has the keyboard and the one under it is inert; closing it hands both back', async () => {
    const firstDismiss = vi.fn();
    const secondDismiss = vi.fn();
    $('#opener').focus();
    const first = open({ onDismiss: firstDismiss });
    $('#add').focus();
    const second = open({ onDismiss: secondDismiss }, '#second', '#dialog2');
    expect(openOverlays.value.map(({ name, modal }) => ({ name, modal }))).toEqual([
      { name: 'test', modal: true },
      { name: 'test', modal: true },
    ]);
    expect($('#modal').inert).toBe(true);
    expect(first.isTop()).toBe(false);
    expect(second.isTop()).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(secondDismiss).toHaveBeenCalledTimes(1);
    expect(firstDismiss).not.toHaveBeenCalled();

    second.close();
    await focusReturned();
    expect($('#modal').inert).toBe(false);
    expect($('#second').inert).toBe(true);
    expect(document.activeElement).toBe($('#add'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(firstDismiss).toHaveBeenCalledTimes(1);

    first.close();
    await focusReturned();
    expect($('#second').inert).toBe(false);
    expect(document.activeElement).toBe($('#opener'));
    expect(openOverlays.value).toEqual([]);
  });

  it('returns focus to the element its owner names at close (the opener may have been replaced)', async () => {
    $('#opener').focus();
    const overlay = open({ returnFocus: () => $('#other') });
    overlay.close();
    await focusReturned();
    expect(document.activeElement).toBe($('#other'));
  });

  it('does not take focus back from an element the shopper moved to', async () => {
    $('#opener').focus();
    const overlay = open({ modal: false });
    $('#other').focus();
    overlay.close();
    await focusReturned();
    expect(document.activeElement).toBe($('#other'));
  });

  it('focuses the dialog itself when it has no control yet (content still loading)', () => {
    $('#dialog2').replaceChildren();
    open({}, '#second', '#dialog2');
    expect(document.activeElement).toBe($('#dialog2'));
    expect($('#dialog2').getAttribute('tabindex')).toBe('-1');
  });

  it('holds document listeners only while an overlay is open', () => {
    const baseline = tracker.live().length;
    const a = open();
    const b = open({}, '#second', '#dialog2');
    expect(tracker.live().length).toBeGreaterThan(baseline);
    a.close();
    b.close();
    b.close();
    expect(tracker.live()).toHaveLength(baseline);
    expect(overlayCount()).toBe(0);
  });
});
