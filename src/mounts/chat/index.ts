import { effect, signal, type Signal } from '@preact/signals-core';
import { loadChunk } from '../../core/chunk';
import { clickOnSpace, closestTarget } from '../../core/delegate';
import { describeError } from '../../core/errors';
import { createRestorer } from '../../core/restore';
import { localStore, sessionStore } from '../../core/storage';
import {
  CHAT_HOVER_OPEN_MS,
  CHAT_KEYBOARD_DEBOUNCE_MS,
  CHAT_KEYBOARD_HIDE_MS,
  CHAT_OPEN_GUARD_MS,
  CHAT_OPENING_MS,
  CHAT_URL_OPEN_MS,
} from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { JOINCHAT_APP_TRIGGER, JOINCHAT_CLOSE_TRIGGER, JOINCHAT_OPEN_TRIGGER, JOINCHAT_SHOW_TRIGGER } from '../../selectors';
import {
  autoAction,
  countView,
  ctaSeen,
  HASHES_KEY,
  isMobileAgent,
  showsQr,
  saveHash,
  skuMessage,
  showTooltip,
  urlTrigger,
  VIEWS_KEY,
  type ChatSettings,
} from './logic';
import { blockQrs, directTriggers, fire, followSku, openApp as openMessagingApp } from './app';
import { parseSettings, schemeOf, type Scheme } from './parse';

export interface ChatState {
  shown: boolean;
  tooltip: boolean;
  /** The box is asked open (it shows once the view has rendered it). */
  open: boolean;
  opening: boolean;
  badge: 'none' | 'in' | 'out';
  optedIn: boolean;
  /** Hidden on mobile while a text field has the keyboard. */
  keyboard: boolean;
  /** What opened the box: a click on one of our controls takes focus into it; the page's own moves do not. */
  focusIn: boolean;
  /** Whom and what the box's send control (and its QR code) opens the app with. */
  contact: Contact;
}

/** A phone ('' for the settings' telephone) and the text of the message. */
export interface Contact {
  phone: string;
  message: string;
}

export interface ChatProps {
  root: HTMLElement;
  scheme: Scheme;
  settings: ChatSettings;
  mobile: boolean;
  /** Draw the QR code into `.joinchat__qr` when the box opens (settings' `qr`, a desktop). */
  qr: boolean;
  state: Signal<ChatState>;
  /** The SKU the messages carry in place of their `<jc-sku>` part (null: the settings have none). */
  sku: Signal<string | null>;
  ready: Signal<boolean>;
  close(): void;
  setOptin(checked: boolean): void;
}

/** The widget's controls a keyboard activates (they are `div role=button`). */
const CONTROLS = '.joinchat__button, .joinchat__close, .joinchat__open';
/** widgets.md §1.8: the input types that bring up a keyboard. */
const KEYBOARD_TYPES = /^(date|datetime|email|month|number|password|search|tel|text|textarea|time|url|week)$/;

/**
 * Joinchat counts its delays from DOMContentLoaded (widgets.md §1.7); this widget starts at idle,
 * later, so the time already gone is taken off, or the button would come late by that much.
 */
function sinceDomReady(): number {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry && entry.domContentLoadedEventStart > 0 ? Math.max(0, performance.now() - entry.domContentLoadedEventStart) : 0;
}

/**
 * Joinchat (widgets.md §1) on the plugin's own `.joinchat` markup, 6.x or 5.x. This part holds no
 * React: it reads the settings, counts the page view, shows the button after `button_delay` (a
 * class on the served markup), and owns the timers and the page's triggers. The React view, which
 * renders the box (bubbles revealed one by one, the opt-in, focus and Escape through the overlay
 * layer), loads on the first intent on the widget (pointer, focus, touch) or when the box must
 * open; until then a box asked open waits for it.
 */
export function start(root: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  const parsed = parseSettings(root.dataset.settings);
  if (!parsed.ok) return ctx.report(`${parsed.reason}: the chat is left as served`);
  const settings = parsed.value;
  // Spec §5: nothing at all without a telephone.
  if (!settings.telephone) return;
  const mobile = isMobileAgent(navigator.userAgent);
  const scheme = schemeOf(root);
  const box = root.querySelector<HTMLElement>(`.${scheme.box}`);
  const store = settings.cookieless ? sessionStore() : localStore();
  let showedAt = Number.NEGATIVE_INFINITY;

  const openApp = (phone: string, message: string, trigger: string) => {
    if (Date.now() - showedAt < CHAT_OPEN_GUARD_MS) return;
    if (openMessagingApp(settings, mobile, phone, skuMessage(message, sku.value), trigger)) remember();
  };

  const remember = () => {
    const next = saveHash(store.get(HASHES_KEY), settings);
    if (next !== null) store.set(HASHES_KEY, next);
  };
  const dataOf = (element: HTMLElement): Contact => ({ phone: element.dataset.phone ?? '', message: element.dataset.message ?? settings.message_send });
  const defaultContact: Contact = { phone: '', message: settings.message_send };

  // The SKU follows the variation form; the block QRs are drawn whether or not the widget runs.
  const sku = signal(settings.sku);
  const redrawBlocks = blockQrs(ctx, settings, mobile, () => sku.value);
  if (settings.sku !== null) {
    followSku(ctx, settings.sku, (next) => {
      sku.value = next;
      redrawBlocks();
    });
  }

  // mobile_only on a desktop: no widget, but the page's trigger links still open the app.
  if (settings.mobile_only && !mobile) {
    directTriggers(scope, (phone, message) => openApp(phone, message ?? settings.message_send, 'trigger'));
    return;
  }

  const views = countView(store.get(VIEWS_KEY), settings);
  if (views.next !== null) store.set(VIEWS_KEY, views.next);
  const hasCta = !!box && !!settings.message_hash;
  const startState = { hasCta, seen: ctaSeen(store.get(HASHES_KEY), settings), due: views.due };

  const restorer = createRestorer();
  restorer.attributes(root, 'hidden', 'style');
  restorer.classes(root, 'joinchat--show', 'joinchat--tooltip', 'joinchat--chatbox', 'joinchat--opening', 'joinchat--optout');
  scope.add(() => restorer.restore());

  const needsOptin = root.classList.contains('joinchat--optout');
  const state = signal<ChatState>({ shown: false, tooltip: false, open: false, opening: false, badge: 'none', optedIn: !needsOptin, keyboard: false, focusIn: false, contact: defaultContact });
  const ready = signal(false);
  const update = (change: Partial<ChatState>) => (state.value = { ...state.value, ...change });

  // The root's classes follow the state (the view renders its children).
  scope.add(
    effect(() => {
      const { shown, tooltip, open, opening, optedIn, keyboard } = state.value;
      const visible = shown && !keyboard;
      if (shown) root.removeAttribute('hidden');
      root.classList.toggle('joinchat--show', visible);
      root.classList.toggle('joinchat--tooltip', visible && tooltip);
      root.classList.toggle('joinchat--chatbox', open && ready.value);
      root.classList.toggle('joinchat--opening', opening && ready.value);
      root.classList.toggle('joinchat--optout', !optedIn);
    }),
  );

  let view: Promise<void> | undefined;
  const loadView = () =>
    (view ??= loadChunk('chat-view', () => import('./view')).then(
      ({ mount }) => {
        if (!scope.disposed) mount(root, ctx, { root, scheme, settings, mobile, qr: showsQr(settings, mobile), state, sku, ready, close, setOptin });
      },
      (error: unknown) => ctx.report(`its view could not be loaded (${describeError(error)})`, error),
    ));

  let autoTimer: () => void = () => {};
  const show = (tooltip: boolean) => {
    if (state.value.shown) return;
    update({ shown: true, tooltip });
  };
  /**
   * Design note: a page trigger's `data-phone` / `data-message` stay with the box it opens (the
   * plugin drops them there), so its send control and QR code carry that trigger's message, also
   * when the box is already open; any other opening goes back to the settings' telephone and message.
   */
  const openBox = (trigger: string, focusIn = false, contact: Contact = defaultContact) => {
    if (!box) return openApp(contact.phone, contact.message, trigger);
    if (state.value.open) {
      // A page trigger clicked while the box is open still says what the shopper is asking about.
      if (trigger === 'trigger') update({ contact });
      return;
    }
    autoTimer();
    showedAt = Date.now();
    update({ shown: true, open: true, opening: true, focusIn, contact, badge: state.value.badge === 'in' ? 'out' : state.value.badge });
    scope.timeout(() => update({ opening: false }), CHAT_OPENING_MS);
    remember();
    fire('show', { trigger });
    void loadView();
  };
  function close() {
    if (!state.value.open) return;
    update({ open: false, tooltip: false, opening: false, badge: state.value.badge === 'out' ? 'none' : state.value.badge });
    remember();
    fire('hide', {});
  }
  function setOptin(checked: boolean) {
    update({ optedIn: checked });
    fire('optin', { optin: checked });
  }
  const appOrBox = (phone: string, message: string, trigger: string) => {
    // Without consent a click only shows the box (spec §4).
    if (box && !state.value.optedIn) openBox(trigger, true, { phone, message });
    else openApp(phone, message, trigger);
  };

  // Showing the button, and what follows message_delay later.
  const showAndSchedule = (delayMs: number) => {
    scope.timeout(() => {
      show(showTooltip(settings, startState));
      const action = autoAction(settings, startState);
      if (!action) return;
      autoTimer = scope.timeout(() => {
        if (action === 'badge') update({ badge: 'in' });
        else openBox('auto');
      }, settings.message_delay * 1000);
    }, delayMs);
  };
  const fromUrl = urlTrigger(location.hash, location.search);
  if (fromUrl !== null) {
    scope.timeout(() => {
      show(false);
      scope.timeout(() => openBox('url'), CHAT_URL_OPEN_MS);
    }, fromUrl * 1000 - sinceDomReady());
  } else {
    showAndSchedule(root.classList.contains('joinchat--show') ? 0 : Math.max(0, settings.button_delay) * 1000 - sinceDomReady());
  }

  // Intent on the widget brings the view in before it is needed.
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) scope.on(root, type, () => void loadView(), { once: true, passive: true });

  // The widget's controls and the page's triggers, in one delegated listener.
  scope.on(document, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const control = root.contains(target) ? target.closest<HTMLElement>(`${CONTROLS}, .joinchat__badge`) : null;
    if (control) {
      event.preventDefault();
      if (control.matches('.joinchat__close')) close();
      else if (control.matches('.joinchat__open')) appOrBox(state.value.contact.phone, state.value.contact.message, 'contact');
      else if (!box) openApp('', settings.message_send, 'button');
      else if (state.value.open) {
        // 5.x had no send control: the button's second click opened the app.
        if (scheme.version === 5) appOrBox(state.value.contact.phone, state.value.contact.message, 'button');
        else close();
      } else openBox('button', true);
      return;
    }
    // The nearest trigger decides (6.x): an app link inside an open-chat block opens the app.
    const trigger = target.closest<HTMLElement>(`${JOINCHAT_OPEN_TRIGGER}, ${JOINCHAT_APP_TRIGGER}, ${JOINCHAT_CLOSE_TRIGGER}`);
    if (!trigger) return;
    event.preventDefault();
    const { phone, message } = dataOf(trigger);
    if (trigger.matches(JOINCHAT_CLOSE_TRIGGER)) close();
    else if (trigger.matches(JOINCHAT_APP_TRIGGER)) appOrBox(phone, message, 'trigger');
    else openBox('trigger', true, { phone, message });
  });
  scope.on(root, 'keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const control = closestTarget(event, CONTROLS);
    if (key === 'Enter' && control) {
      event.preventDefault();
      control.click();
    }
  });
  clickOnSpace(scope, CONTROLS, root);
  // The opt-in checkbox, served inside the box's opt-in text.
  scope.on(root, 'change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.id === 'joinchat_optin') setOptin(input.checked);
  });

  // On a desktop, resting the pointer on the button opens the box.
  if (!mobile && box) {
    let hover: () => void = () => {};
    scope.on(root, 'pointerover', (event) => {
      if (!closestTarget(event, '.joinchat__button') || state.value.open || (event as PointerEvent).pointerType === 'touch') return;
      hover();
      hover = scope.timeout(() => openBox('hover'), CHAT_HOVER_OPEN_MS);
    });
    scope.on(root, 'pointerout', (event) => {
      const next = (event as PointerEvent).relatedTarget;
      const button = closestTarget(event, '.joinchat__button');
      if (button && !(next instanceof Node && button.contains(next))) hover();
    });
  }

  // `.joinchat_show` in view opens the box once (not when seen); `.joinchat_force_show` always.
  const reveal = document.querySelectorAll(JOINCHAT_SHOW_TRIGGER);
  if (hasCta && reveal.length && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.find((entry) => entry.isIntersecting && (entry.target.matches('.joinchat_force_show') || !startState.seen));
      if (!seen) return;
      observer.disconnect();
      openBox('screen');
    });
    for (const element of reveal) observer.observe(element);
    scope.add(() => observer.disconnect());
  }

  if (mobile) {
    // The keyboard covers the screen: the widget steps aside while a page text field has focus.
    let check: () => void = () => {};
    const onFocusChange = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || root.contains(field)) return;
      check();
      check = scope.timeout(() => {
        const active = document.activeElement;
        const typing = (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && !root.contains(active) && KEYBOARD_TYPES.test(active.type);
        if (!typing) return update({ keyboard: false, tooltip: false });
        if (state.value.open) {
          close();
          scope.timeout(() => update({ keyboard: true }), CHAT_KEYBOARD_HIDE_MS);
        } else update({ keyboard: true });
      }, CHAT_KEYBOARD_DEBOUNCE_MS);
    };
    scope.on(document, 'focusin', onFocusChange);
    scope.on(document, 'focusout', onFocusChange);
    const setHeight = () => root.style.setProperty('--vh', `${window.innerHeight}px`);
    let resize: () => void = () => {};
    scope.on(window, 'resize', () => {
      resize();
      resize = scope.timeout(setHeight, CHAT_KEYBOARD_DEBOUNCE_MS);
    });
    setHeight();
  }
  fire('start', {});
}
