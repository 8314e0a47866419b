import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackListeners, type ListenerTracker } from '../../tests/dom/support/listeners';
import { openOverlay, overlayCount, type Overlay } from './overlay';
import { createScope, type Scope } from './scope';
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

function open(options: Partial<Parameters<typeof openOverlay>[1]> = {}, id = '#modal', dialog = '#dialog', scope: Scope = createScope()) {
  const overlay = openOverlay(scope, { name: 'test', container: $(id), dialog: $(dialog), ...options });
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

  it('leaves an Escape that a control inside handled (a submenu closing), and prevents the default of the one it acts on', () => {
    const onDismiss = vi.fn();
    open({ onDismiss });
    // A submenu inside the dialog: its own keydown listener, bubble phase, as widgets listen.
    const submenu = { open: true };
    $('#qty').addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !submenu.open) return;
      event.preventDefault();
      submenu.open = false;
    });
    expect(fireEvent.keyDown($('#qty'), { key: 'Escape' })).toBe(false);
    expect(submenu.open).toBe(false);
    expect(onDismiss).not.toHaveBeenCalled();

    // The submenu is shut: the next Escape is the dialog's, and the layer says it used it.
    expect(fireEvent.keyDown($('#qty'), { key: 'Escape' })).toBe(false);
    expect(onDismiss).toHaveBeenCalledTimes(1);
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
  it('a non-modal overlay opened over a modal one keeps the page inert and the Tab trap; closing either gives back exactly what it took', async () => {
    const modalDismiss = vi.fn();
    const chatDismiss = vi.fn();
    $('#opener').focus();
    const modal = open({ onDismiss: modalDismiss });
    expect($('#second').inert).toBe(true);
    // The chat box, opening on its own timer without taking focus.
    const chat = open({ modal: false, lockScroll: false, moveFocus: false, onDismiss: chatDismiss }, '#second', '#dialog2');
    expect($('#masthead').inert).toBe(true);
    expect($('#main').inert).toBe(true);
    expect($('#modal').inert).toBe(false);
    // It is on top: usable, not inert under the modal.
    expect($('#second').inert).toBe(false);
    expect(document.documentElement.style.overflow).toBe('hidden');

    $('#add').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe($('#close'));
    // Focus pushed out to the page comes back into the modal.
    $('#other').focus();
    expect($('#dialog').contains(document.activeElement)).toBe(true);

    // Escape from inside the modal is the modal's, not the chat's above it.
    fireEvent.keyDown($('#qty'), { key: 'Escape' });
    expect(modalDismiss).toHaveBeenCalledTimes(1);
    expect(chatDismiss).not.toHaveBeenCalled();
    fireEvent.keyDown($('#inner'), { key: 'Escape' });
    expect(chatDismiss).toHaveBeenCalledTimes(1);

    chat.close();
    expect($('#main').inert).toBe(true);
    expect($('#second').inert).toBe(true);
    $('#add').focus();
    tab();
    expect(document.activeElement).toBe($('#close'));

    modal.close();
    await focusReturned();
    for (const id of ['#masthead', '#main', '#second', '#modal']) expect($(id).inert).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe($('#opener'));
  });

  it('a modal closed from under a non-modal one leaves the page live', () => {
    const modal = open();
    const chat = open({ modal: false, moveFocus: false }, '#second', '#dialog2');
    modal.close();
    for (const id of ['#masthead', '#main', '#second']) expect($(id).inert).toBe(false);
    chat.close();
    for (const id of ['#masthead', '#main', '#second', '#modal']) expect($(id).inert).toBe(false);
  });

  it('tab edges are the controls Tab reaches: roving items (tabindex -1) are never the first or last stop', () => {
    $('#dialog').insertAdjacentHTML(
      'beforeend',
      `<div role="radiogroup" id="stars"><span role="radio" tabindex="0" id="star1">1</span><span role="radio" tabindex="-1">2</span><button type="button" tabindex="-1">3</button></div>`,
    );
    $('#dialog').insertAdjacentHTML('afterbegin', `<div role="tablist"><button role="tab" tabindex="-1">A</button><button role="tab" id="tab-b">B</button></div>`);
    open();
    $('#star1').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe($('#tab-b'));
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe($('#star1'));
    // A control in the middle: the browser's own Tab.
    $('#qty').focus();
    expect(tab()).toBe(true);
  });

  it('focus that falls to body when the dialog content it was on is replaced goes back into the dialog', async () => {
    open();
    $('#add').focus();
    $('#dialog').replaceChildren(Object.assign(document.createElement('button'), { id: 'fresh', textContent: 'Nuevo' }));
    expect(document.activeElement).toBe(document.body);
    await vi.waitFor(() => expect(document.activeElement).toBe($('#fresh')));
  });

  it('nodes appended to the page while a modal is open are inert (a toast), an overlay host opened on the layer is not; all given back on close', async () => {
    const modal = open();
    const toast = document.createElement('div');
    toast.id = 'toast';
    toast.innerHTML = '<a href="/carrito">Ver carrito</a>';
    const status = Object.assign(document.createElement('div'), { id: 'announce' });
    status.setAttribute('role', 'status');
    document.body.append(toast, status);
    await vi.waitFor(() => expect(toast.inert).toBe(true));
    expect(status.inert).toBe(false);

    // Another overlay's host, appended then opened on the layer (a popup over the modal).
    const host = document.createElement('div');
    host.id = 'host';
    host.innerHTML = '<div id="host-dialog" role="dialog"><button>Cerrar</button></div>';
    document.body.append(host);
    const popup = open({}, '#host', '#host-dialog');
    expect(host.inert).toBe(false);
    expect($('#modal').inert).toBe(true);
    await Promise.resolve();
    expect(host.inert).toBe(false);
    popup.close();
    expect(host.inert).toBe(true);
    modal.close();
    expect(toast.inert).toBe(false);
    expect(host.inert).toBe(false);
  });

  it('is closed when the scope it was opened with is disposed', async () => {
    const scope = createScope();
    $('#opener').focus();
    open({}, '#modal', '#dialog', scope);
    expect(overlayCount()).toBe(1);
    scope.dispose();
    expect(overlayCount()).toBe(0);
    expect($('#main').inert).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    await focusReturned();
    expect(document.activeElement).toBe($('#opener'));
    // Opened with a scope already disposed: nothing opens.
    const late = openOverlay(scope, { name: 'test', container: $('#modal'), dialog: $('#dialog') });
    expect(overlayCount()).toBe(0);
    late.close();
  });
});
