// @vitest-environment-options {"url":"https://tienda.example/promociones/"}
import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markup } from '../../tests/dom/support/fixtures';
import { trackListeners } from '../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../tests/dom/support/page';
import { POPUPS_STATE_EVENT, POPUPS_STATE_REQUEST_EVENT, type PopupState } from '../core/events';
import { openOverlay } from '../core/overlay';
import { createScope } from '../core/scope';
import { createActionHash } from '../page-builder/actions';
// The chunks the entries import on demand, in the module cache up front (resolved under fake timers).
import './index';
import './url-actions';
import './url-load';
import './view';

const page = usePage({ fakeTimers: true });
afterEach(() => {
  stopListening();
  for (const name of ['elementorFrontendConfig', 'ElementorProFrontendConfig']) delete (window as unknown as Record<string, unknown>)[name];
  history.replaceState(null, '', '/promociones/');
});

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const modal = (id: string) => document.querySelector<HTMLElement>(`#elementor-popup-modal-${id}`);
const dialog = (id: string) => modal(id)?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
const isShown = (id: string) => !!dialog(id)?.contains($(`[data-elementor-id="${id}"]`));
/** The page's openers and a popup's close button, by role and name. */
const subscribe = () => screen.getByRole('button', { name: 'Suscribirme al boletín' });
const welcomeLink = () => screen.getByRole('link', { name: 'Ver la oferta de bienvenida' });
const closeOf = (id: string) => within(modal(id)!).queryByRole('button', { name: 'Cerrar' });
const events: string[] = [];
const record = (event: Event) => events.push(`${event.type.split('/')[2]}:${(event as CustomEvent<{ id: string }>).detail.id}`);
const NAMES = ['elementor/popup/show', 'elementor/popup/hide'];
const listen = () => {
  events.length = 0;
  for (const name of NAMES) window.addEventListener(name, record);
};
const stopListening = () => {
  for (const name of NAMES) window.removeEventListener(name, record);
};
const blob = () => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;

async function start(html = markup.popup, globals: Record<string, unknown> = { ElementorProFrontendConfig: { popup: { hasPopUps: true } } }) {
  render(html);
  setGlobals(globals as never);
  listen();
  return boot(['popup', 'elementor-actions']);
}

describe('popups', () => {
  it('a page-load popup opens after its delay as a dialog, its document inside, focus in after 250 ms, the close button after its delay', async () => {
    await start();
    // boot() itself lets 2 ms pass.
    await flush(1997);
    expect(modal('501')).toBeNull();
    await flush(1);
    await flush(5);
    expect(isShown('501')).toBe(true);
    // Plain DOM: no React root on the page (React's first evaluation and render were the first
    // appearance's long task).
    expect(document.querySelector('[data-storefront-root]')).toBeNull();
    const box = dialog('501')!;
    // Named by its document's heading.
    expect(screen.getByRole('dialog', { name: 'Bienvenida: 10 % de descuento' })).toBe(box);
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-labelledby')).toBe($('[data-elementor-id="501"] h2').id);
    expect(modal('501')!.className).toContain('elementor-popup-modal');
    expect(box.className).toContain('animated fadeIn');
    expect(events).toEqual(['show:501']);
    expect($('#content').inert).toBe(true);
    expect(box.querySelector('.dialog-close-button')).toBeNull();
    expect(closeOf('501')).toBeNull();
    expect(box.contains(document.activeElement)).toBe(false);
    await flush(250);
    expect(box.contains(document.activeElement)).toBe(true);
    await flush(750);
    expect(box.querySelector('.dialog-close-button')).not.toBeNull();
    expect(closeOf('501')).toBe(box.querySelector('.dialog-close-button'));
  });

  it('a popup without accessible navigation (not modal) opened over a modal dialog leaves the page inert and Tab in the dialog', async () => {
    await start(markup.popup.replace('&quot;a11y_navigation&quot;:&quot;yes&quot;,', '') + '<div id="qv"><div id="qv-dialog" role="dialog"><button id="qv-close">Cerrar</button><button id="qv-add">Añadir</button></div></div>');
    const scope = createScope();
    openOverlay(scope, { name: 'quick-view', container: $('#qv'), dialog: $('#qv-dialog') });
    await flush(2000);
    await flush(5);
    expect(isShown('501')).toBe(true);
    expect(dialog('501')!.hasAttribute('aria-modal')).toBe(false);
    expect($('#content').inert).toBe(true);
    // The popup itself, on top, can be used.
    expect(modal('501')!.closest('[inert]')).toBeNull();
    $('#qv-add').focus();
    expect(fireEvent.keyDown($('#qv-add'), { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe($('#qv-close'));
    scope.dispose();
    expect($('#content').inert).toBe(false);
  });

  it('closes on Escape: the exit animation, then the document back in its place, hidden, and the hide event', async () => {
    await start();
    await flush(2000);
    await flush(5);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await flush();
    expect(events).toEqual(['show:501', 'hide:501']);
    expect(dialog('501')!.className).toContain('fadeIn reverse');
    expect($('#content').inert).toBe(false);
    await flush(500);
    await flush(5);
    expect(isShown('501')).toBe(false);
    const popup = $('[data-elementor-id="501"]');
    expect(popup.parentElement).toBe(document.body);
    expect(popup.hasAttribute('style')).toBe(false);
  });

  it('plays no animation under reduced motion, and closes at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    await start();
    await flush(2000);
    await flush(5);
    expect(dialog('501')!.className).not.toMatch(/fadeIn|zoomIn/);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await flush(5);
    expect(isShown('501')).toBe(false);
  });

  it('counts the visit once per page view and a session once per session (the page builder keys)', async () => {
    await start();
    expect(blob()).toMatchObject({ pageViews: 1, sessions: 1 });
    expect(JSON.parse(sessionStorage.getItem('elementor')!)).toMatchObject({ activeSession: true });
  });

  it('the start itself counts nothing: the visit is counted and the triggers armed in a task of their own', async () => {
    render(markup.popup);
    setGlobals({ ElementorProFrontendConfig: { popup: { hasPopUps: true } } } as never);
    const scope = createScope();
    try {
      const started = (await import('./index')).start(document.body, { name: 'popup', scope, report: () => {} });
      expect(localStorage.getItem('elementor')).toBeNull();
      expect(sessionStorage.getItem('elementor')).toBeNull();
      await flush();
      await started;
      expect(blob()).toMatchObject({ pageViews: 1, sessions: 1, 'popup-503-impressions-count': 1 });
      // Armed: the page-load trigger opens the welcome popup after its delay.
      await flush(2000);
      await flush(5);
      expect(isShown('501')).toBe(true);
    } finally {
      scope.dispose();
    }
  });

  it('does not count without hasPopUps', async () => {
    await start(markup.popup, {});
    expect(blob().pageViews).toBeUndefined();
  });

  it('opens by its open_selector, locks the scroll, puts the close button outside and closes on an outside click', async () => {
    await start();
    fireEvent.click(subscribe());
    await flush(5);
    expect(isShown('502')).toBe(true);
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog', { name: 'Boletín' })).toBe(dialog('502'));
    const close = closeOf('502')!;
    expect(close).toBe(modal('502')!.querySelector('.dialog-close-button'));
    expect(dialog('502')!.contains(close)).toBe(false);
    expect(dialog('502')!.querySelector('input#correo')).not.toBeNull();
    expect(within(dialog('502')!).getByLabelText('Correo')).toBe(dialog('502')!.querySelector('input#correo'));
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await flush(5);
    expect(isShown('502')).toBe(false);
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('the close button closes and focus returns to the opener', async () => {
    await start();
    const opener = subscribe();
    expect(opener).toBe($('.abrir-boletin'));
    opener.focus();
    fireEvent.click(opener);
    await flush(5);
    expect(dialog('502')!.contains(document.activeElement)).toBe(false);
    await flush(250);
    expect(dialog('502')!.contains(document.activeElement)).toBe(true);
    fireEvent.click(closeOf('502')!);
    await flush(5);
    expect(isShown('502')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('exit intent: Escape and outside clicks do not close when prevented; it closes itself after close_automatically', async () => {
    await start();
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
    await flush(5);
    expect(isShown('503')).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await flush(5);
    expect(isShown('503')).toBe(true);
    await flush(5000);
    await flush(5);
    expect(isShown('503')).toBe(false);
  });

  it('avoid_multiple_popups: a trigger does not open it after another popup was shown on this page', async () => {
    await start();
    await flush(2005);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await flush(600);
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
    await flush(5);
    expect(modal('503')).toBeNull();
  });

  it('times per day: the passing check counts the impression at load', async () => {
    await start();
    expect(blob()['popup-503-impressions-count']).toBe(1);
  });

  it('a popup:open link opens it, and with toggle hides it again; the action never reaches the URL', async () => {
    await start();
    const link = welcomeLink();
    expect(link).toBe($('#abrir-bienvenida'));
    fireEvent.click(link);
    await flush(5);
    expect(isShown('501')).toBe(true);
    expect(location.hash).toBe('');
    // The popup's own trigger is spent: it opened already.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.click(link);
    await flush(600);
    expect(isShown('501')).toBe(false);
  });

  it('popup:close with do_not_show_again closes it and stores popup_{id}_disable; it never shows again', async () => {
    await start();
    await flush(2005);
    fireEvent.click($('[data-elementor-id="501"] .no-mostrar'));
    await flush(600);
    expect(isShown('501')).toBe(false);
    expect(blob().popup_501_disable).toBe(true);
    fireEvent.click(welcomeLink());
    await flush(5);
    expect(isShown('501')).toBe(false);
  });

  it('fires the show and hide events through jQuery on document too, with the id', async () => {
    const jq = installJQuery();
    const heard: unknown[] = [];
    jq(document).on('elementor/popup/show elementor/popup/hide', (event, id) => heard.push(`${event.type}:${String(id)}`));
    await start();
    fireEvent.click(subscribe());
    await flush(5);
    fireEvent.click(closeOf('502')!);
    await flush(5);
    expect(heard).toEqual(['elementor/popup/show:502', 'elementor/popup/hide:502']);
  });

  describe('the popup form action (submit_success)', () => {
    const success = (form: Element, data: unknown) => form.dispatchEvent(new CustomEvent('submit_success', { bubbles: true, detail: data }));

    it('a successful submit asking to close closes the form\'s popup after 1 s, not before; do_not_show_again disables it', async () => {
      await start();
      fireEvent.click(subscribe());
      await flush(5);
      success($<HTMLInputElement>('#correo').form!, { message: 'Gracias', data: { popup: { action: 'close', do_not_show_again: 'yes' } } });
      await flush(999);
      expect(isShown('502')).toBe(true);
      await flush(1);
      await flush(5);
      expect(isShown('502')).toBe(false);
      expect(blob().popup_502_disable).toBe(true);
    });

    it('through jQuery, with the answer as the trigger argument, as the plugin\'s form handler sends it', async () => {
      const jq = installJQuery();
      await start();
      fireEvent.click(subscribe());
      await flush(5);
      jq($<HTMLInputElement>('#correo').form!).trigger('submit_success', [{ data: { popup: { action: 'close' } } }]);
      await flush(1005);
      expect(isShown('502')).toBe(false);
      expect(blob().popup_502_disable).toBeUndefined();
    });

    it('an answer asking to open opens the named popup at once', async () => {
      await start();
      fireEvent.click(subscribe());
      await flush(5);
      success($<HTMLInputElement>('#correo').form!, { data: { popup: { action: 'open', id: '501' } } });
      await flush(5);
      expect(isShown('501')).toBe(true);
    });

    it.each([
      ['no popup in the answer', { message: 'Gracias', data: {} }],
      ['no answer at all', undefined],
      ['a hostile id', { data: { popup: { action: 'open', id: '<img src=x onerror=alert(1)>' } } }],
    ])('%s: nothing happens', async (_what, data) => {
      await start();
      fireEvent.click(subscribe());
      await flush(5);
      success($<HTMLInputElement>('#correo').form!, data);
      await flush(1005);
      expect(isShown('502')).toBe(true);
      expect(document.querySelector('img')).toBeNull();
      expect(page.errors).toHaveLength(0);
    });

    it('a form outside any popup asking to close does nothing', async () => {
      render('<form id="fuera"><button>Enviar</button></form>', markup.popup);
      setGlobals({} as never);
      await boot(['popup']);
      fireEvent.click(subscribe());
      await flush(5);
      success($('#fuera'), { data: { popup: { action: 'close' } } });
      await flush(1005);
      expect(isShown('502')).toBe(true);
    });
  });

  it('tells QA tools each popup\'s rules and results, on request and on each show and hide', async () => {
    const states: PopupState[][] = [];
    const hear = (event: Event) => states.push((event as CustomEvent<PopupState[]>).detail);
    window.addEventListener(POPUPS_STATE_EVENT, hear);
    try {
      await start();
      states.length = 0;
      window.dispatchEvent(new CustomEvent(POPUPS_STATE_REQUEST_EVENT));
      expect(states).toEqual([
        [
          { id: '501', rules: [], results: {}, armed: true, visible: false, declined: null },
          { id: '502', rules: [], results: null, armed: false, visible: false, declined: null },
          { id: '503', rules: ['times'], results: { times: true }, armed: true, visible: false, declined: null },
        ],
      ]);
      fireEvent.click(subscribe());
      await flush(5);
      expect(states.at(-1)?.find((state) => state.id === '502')?.visible).toBe(true);
      fireEvent.keyDown(document.body, { key: 'Escape' });
      await flush(5);
      expect(states.at(-1)?.find((state) => state.id === '502')?.visible).toBe(false);
    } finally {
      window.removeEventListener(POPUPS_STATE_EVENT, hear);
    }
  });

  it('tells QA tools when a show was refused and why: disabled by do-not-show-again, or another popup already opened', async () => {
    localStorage.setItem('elementor', JSON.stringify({ popup_501_disable: true }));
    const states: PopupState[][] = [];
    const hear = (event: Event) => states.push((event as CustomEvent<PopupState[]>).detail);
    const declined = (id: string) => states.at(-1)?.find((state) => state.id === id)?.declined;
    window.addEventListener(POPUPS_STATE_EVENT, hear);
    try {
      await start();
      expect(declined('501')).toBeNull();
      // The page-load trigger fires at 2 s: the refusal is announced, nothing opens.
      await flush(2000);
      expect(declined('501')).toBe('disabled');
      expect(modal('501')).toBeNull();
      fireEvent.click(subscribe());
      await flush(5);
      expect(isShown('502')).toBe(true);
      expect(declined('502')).toBeNull();
      fireEvent.keyDown(document.body, { key: 'Escape' });
      await flush(5);
      // Exit intent after a popup already opened on this page view.
      fireEvent.mouseOut(document.body, { clientY: -1, relatedTarget: null });
      await flush(5);
      expect(declined('503')).toBe('avoid-multiple');
      expect(modal('503')).toBeNull();
    } finally {
      window.removeEventListener(POPUPS_STATE_EVENT, hear);
    }
  });

  describe('WP preview', () => {
    const preview = (mode: Record<string, boolean>, id: unknown) => ({
      elementorFrontendConfig: { environmentMode: mode, post: { id } },
      ElementorProFrontendConfig: { popup: { hasPopUps: true } },
    });

    it('the previewed popup (post.id) opens at once, even disabled; no other popup runs and nothing is counted', async () => {
      localStorage.setItem('elementor', JSON.stringify({ popup_502_disable: true }));
      await start(markup.popup, preview({ edit: false, wpPreview: true }, 502));
      await flush(5);
      expect(isShown('502')).toBe(true);
      await flush(3000);
      expect(modal('501')).toBeNull();
      fireEvent.click(welcomeLink());
      await flush(5);
      expect(modal('501')).toBeNull();
      expect(blob()).toEqual({ popup_502_disable: true });
    });

    it.each([
      ['in the editor', { edit: true, wpPreview: false }, 502],
      ['a preview of another post', { edit: false, wpPreview: true }, 690],
      ['a preview with a hostile post id', { edit: false, wpPreview: true }, '502 , .x'],
    ])('%s: nothing opens', async (_what, mode, id) => {
      await start(markup.popup, preview(mode, id));
      await flush(3000);
      expect(document.querySelector('.elementor-popup-modal')).toBeNull();
      expect(blob()).toEqual({});
    });
  });

  it('a malformed popup never shows and warns once; another popup still opens', async () => {
    await start(markup.popupMalformed);
    expect(warningsFor(page, 'popup')).toEqual([expect.stringContaining('popup 601: data-elementor-settings is not valid JSON')]);
    expect(page.errors).toHaveLength(1);
    await flush(5);
    expect(isShown('602')).toBe(true);
    expect(modal('601')).toBeNull();
  });

  it('a hostile action payload does nothing but warn', async () => {
    const hostile = `#elementor-action:action=popup:open&settings=${btoa(JSON.stringify({ id: '<img src=x onerror=alert(1)>' }))}`;
    render(`<a href="${hostile}" id="malo">Malo</a>`, markup.popup);
    setGlobals({} as never);
    await boot(['popup', 'elementor-actions']);
    fireEvent.click($('#malo'));
    await flush(5);
    expect(warningsFor(page, 'elementor-actions')).toEqual([expect.stringContaining('popup:open has no popup id')]);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.elementor-popup-modal')).toBeNull();
  });

  it('an action in the page URL runs once at load and leaves the URL', async () => {
    history.replaceState(null, '', `/promociones/#${decodeURIComponent(createActionHash('popup:open', { id: '502' })).slice(1)}`);
    render(markup.popup);
    await boot(['popup', 'elementor-url']);
    await flush(5);
    expect(isShown('502')).toBe(true);
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/promociones/');
  });

  describe('theme_template_id', () => {
    // The longer id first: a selector matching by prefix would find it before the right one.
    const TEMPLATES = '<div class="elementor elementor-880">Otra</div><div class="elementor elementor-88" data-elementor-type="header">Cabecera</div>';
    const scrollsAt = async (search: string) => {
      const scrolled: unknown[] = [];
      vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        scrolled.push([this.className, (options as ScrollIntoViewOptions).block]);
      });
      history.replaceState(null, '', `/promociones/${search}`);
      render(TEMPLATES);
      await boot(['elementor-url']);
      await flush(5);
      return scrolled;
    };

    it('brings its template (that id, not one that starts with it) to the middle of the viewport at load', async () => {
      expect(await scrollsAt('?theme_template_id=88')).toEqual([['elementor elementor-88', 'center']]);
    });

    it.each([
      ['no parameter', ''],
      ['an id no template has', '?theme_template_id=9'],
      ['a selector list smuggled after a digit', `?theme_template_id=${encodeURIComponent('9,.elementor-88')}`],
      ['an id that is not digits', '?theme_template_id=abc'],
    ])('%s: nothing scrolls and nothing warns', async (_what, search) => {
      expect(await scrollsAt(search)).toEqual([]);
      expect(page.errors).toHaveLength(0);
    });
  });

  it('leaves no listener behind over open and close cycles, and gives the document back when stopped', async () => {
    const scanner = await start();
    const cycle = async () => {
      fireEvent.click(subscribe());
      await flush(5);
      expect(isShown('502')).toBe(true);
      fireEvent.keyDown(document.body, { key: 'Escape' });
      await flush(5);
      expect(isShown('502')).toBe(false);
    };
    await cycle();
    const tracker = trackListeners();
    for (let i = 0; i < 5; i++) await cycle();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    fireEvent.click(subscribe());
    await flush(5);
    scanner.stop();
    await flush(5);
    expect($('[data-elementor-id="502"]').parentElement).toBe(document.body);
    expect(modal('502')).toBeNull();
    expect($('#content').inert).toBe(false);
  });
});
