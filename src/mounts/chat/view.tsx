import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { loadChunk } from '../../core/chunk';
import { describeError } from '../../core/errors';
import { text } from '../../core/i18n';
import { prefersReducedMotion } from '../../core/motion';
import { createRestorer } from '../../core/restore';
import { CHAT_QR_SIZE } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { mountWidget } from '../mount';
import { useOverlay } from '../use-overlay';
import type { ChatProps } from './index';
import { qrLink, qrPixels, revealDelay, skuMessage, typingDelay } from './logic';
import { onPixelRatioChange } from './ratio';

/** The plugin's pause after a note bubble, before the next one. */
const NOTE_PAUSE_MS = 210;
/** Elements whose children the view renders itself (the rest are moved in as served). */
const STRUCTURAL = /^joinchat__(button|chatbox|box|header|scroll|content|chat|box__scroll|box__content|dialog)$/;
const BOOLEAN_ATTRIBUTES = new Set(['hidden', 'disabled', 'autoplay', 'loop', 'muted', 'playsinline', 'controls']);

/**
 * Takes over Joinchat's markup: the same elements with the same classes (the plugin's and a
 * theme's CSS keep applying), rendered by React; what the shop wrote inside them (icons, images,
 * bubbles' content, the opt-in text and its checkbox) is moved in as served, never re-parsed, and
 * moved back on dispose.
 */
export function mount(root: HTMLElement, ctx: WidgetContext, props: ChatProps): void {
  const server = [...root.children] as HTMLElement[];
  const restorer = createRestorer();
  ctx.scope.add(() => restorer.restore());
  // Focus on a served control (the Tab that brought the view in) moves to the same control rendered here.
  const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? FOCUSABLE_CONTROLS.find((selector) => document.activeElement!.matches(selector)) : undefined;
  mountWidget(root, ctx, () => <Chat {...props} ctx={ctx} server={server} restorer={restorer} focused={focused} />);
}

const FOCUSABLE_CONTROLS = ['.joinchat__button', '.joinchat__close', '.joinchat__open', '#joinchat_optin'];

type Restorer = ReturnType<typeof createRestorer>;
interface ViewProps extends ChatProps {
  ctx: WidgetContext;
  server: HTMLElement[];
  restorer: Restorer;
  focused?: string;
}

function Chat(props: ViewProps): ReactNode {
  useSignals();
  const { ready, root, focused } = props;
  // The box shows only once it is rendered here (its bubbles hidden first when they are revealed).
  useLayoutEffect(() => {
    if (focused && (document.activeElement === document.body || !document.activeElement)) root.querySelector<HTMLElement>(focused)?.focus();
    ready.value = true;
    return () => {
      ready.value = false;
    };
  }, [ready, root, focused]);
  return <>{props.server.map((element, index) => renderElement(element, index, props))}</>;
}

function renderElement(element: Element, key: number, props: ViewProps): ReactNode {
  // The plugin removes its QR slot where it draws no code (a phone, `qr` off).
  if (element.classList.contains('joinchat__qr')) return props.qr ? <Qr key={key} element={element} props={props} /> : null;
  if (element.classList.contains(props.scheme.box)) return <Box key={key} element={element} {...props} />;
  return <Shell key={key} element={element} props={props} />;
}

/**
 * Joinchat's QR slot (`.joinchat__qr`, beside the box in 6.x, inside the button in 5.x) with its
 * caption as served and a canvas after it, as the plugin appends one. The code is drawn the first
 * time the box opens (a widget with no box: when the pointer over its button brought this view
 * in), from its own chunk, and again only when the send control's link (a trigger's message, the
 * variation's SKU) or the device pixel ratio (browser zoom) changes.
 * The whole slot is hidden from assistive technology, as the plugin's tooltip is: a code to scan
 * with a phone is a pointer user's shortcut to the same link the send control (a named button)
 * opens, so it names nothing new; and it sits outside the dialog and the page's landmarks. A chunk or draw failure removes the slot (the plugin's own
 * answer when it cannot draw) and is reported once; the box works on without it.
 */
function Qr({ element, props }: { element: Element; props: ViewProps }): ReactNode {
  useSignals();
  const { state, settings, ctx } = props;
  const slot = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<string | null>(null);
  const reported = useRef(false);
  const [failed, setFailed] = useState(false);
  const { open, contact } = state.value;
  // A button-only widget (no box) shows its QR on the button's hover, which is what loaded this view.
  const [boxless] = useState(() => !props.server.some((served) => served.classList.contains(props.scheme.box)));
  const link = qrLink(contact.phone || settings.telephone, skuMessage(contact.message, props.sku.value));
  // Browser zoom changes the device pixel ratio: the code is drawn again for the new one, crisp.
  const [ratio, setRatio] = useState(() => window.devicePixelRatio);
  useEffect(() => {
    const scope = ctx.scope.child();
    onPixelRatioChange(scope, () => setRatio(window.devicePixelRatio));
    return () => scope.dispose();
  }, [ctx]);

  // The served caption moves in before the canvas (and back on unmount), as the plugin's markup has it.
  useLayoutEffect(() => {
    const target = slot.current;
    if (!target) return;
    const nodes = [...element.childNodes];
    target.prepend(...nodes);
    return () => {
      element.append(...nodes.filter((node) => node.parentNode === target));
    };
  }, [element, failed]);

  useEffect(() => {
    const target = canvas.current;
    const pixels = qrPixels(ratio);
    if (!(open || boxless) || !target || drawn.current === `${pixels} ${link}`) return;
    drawn.current = `${pixels} ${link}`;
    loadChunk('qr', () => import('./qr'))
      .then(({ drawQr }) => drawQr(target, link, pixels))
      .catch((error: unknown) => {
        if (ctx.scope.disposed || reported.current) return;
        reported.current = true;
        ctx.report(`its QR code could not be drawn (${describeError(error)}): the box works without it`, error);
        setFailed(true);
      });
  }, [open, boxless, link, ratio, ctx]);

  if (failed) return null;
  return createElement(element.localName, { ...attributesOf(element), 'aria-hidden': 'true', ref: slot }, <canvas ref={canvas} style={{ width: CHAT_QR_SIZE, height: CHAT_QR_SIZE }} />);
}

/** Badge and button classes that follow the state. */
function useStateClasses(element: Element, props: ViewProps): { className?: string; extra?: Record<string, unknown> } {
  const state = props.state.value;
  if (element.classList.contains('joinchat__badge')) {
    return { className: state.badge === 'in' ? 'joinchat__badge--in' : state.badge === 'out' ? 'joinchat__badge--out' : undefined };
  }
  const extra: Record<string, unknown> = {};
  // 5.x printed its controls as plain divs: they get the button role, a tab stop and a name.
  if (element.matches('.joinchat__button, .joinchat__close') && !element.hasAttribute('role')) {
    Object.assign(extra, {
      role: 'button',
      tabIndex: 0,
      'aria-label': element.getAttribute('title') || element.querySelector('.joinchat__button__sendtext')?.textContent?.trim() || text('chat_open'),
    });
  }
  if (element.classList.contains('joinchat__button') && props.root.querySelector(`.${props.scheme.box}`) !== null) {
    Object.assign(extra, { 'aria-haspopup': 'dialog', 'aria-expanded': state.open });
  }
  return { extra };
}

function Shell({ element, props, className, children }: { element: Element; props: ViewProps; className?: string; children?: ReactNode }): ReactNode {
  useSignals();
  const ref = useRef<HTMLElement>(null);
  const structural = [...element.classList].some((name) => STRUCTURAL.test(name));
  const own = useStateClasses(element, props);
  useLayoutEffect(() => {
    const target = ref.current;
    if (structural || !target) return;
    const nodes = [...element.childNodes];
    target.append(...nodes);
    return () => {
      element.append(...nodes.filter((node) => node.parentNode === target));
    };
  }, [element, structural]);
  const content = children ?? (structural ? [...element.children].map((child, index) => renderElement(child, index, props)) : undefined);
  return createElement(element.localName, { ...attributesOf(element, [className, own.className]), ...own.extra, ref }, content);
}

/** The served element's attributes as React props (event-handler attributes dropped). */
function attributesOf(element: Element, extraClasses: (string | undefined)[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    if (/^on/i.test(name)) continue;
    if (name === 'class') continue;
    if (name === 'for') out.htmlFor = value;
    else if (name === 'tabindex') out.tabIndex = Number(value);
    else if (name === 'style') out.style = styleObject(value);
    else if (BOOLEAN_ATTRIBUTES.has(name)) out[name] = true;
    else out[name] = value;
  }
  const className = [element.getAttribute('class') ?? '', ...extraClasses].filter(Boolean).join(' ').trim();
  if (className) out.className = className;
  return out;
}

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const index = declaration.indexOf(':');
    if (index < 0) continue;
    const name = declaration.slice(0, index).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (key) style[key] = declaration.slice(index + 1).trim();
  }
  return style;
}

/**
 * The chat box: a non-modal dialog on the overlay layer (focus in when the shopper opened it,
 * Escape closes, focus back; the page keeps scrolling and stays usable), its bubbles revealed one
 * by one the first time it opens (typing, then the bubble; the opt-in last), its lazy media and
 * random options settled then.
 */
function Box({ element, ...props }: ViewProps & { element: Element }): ReactNode {
  useSignals();
  const { state, close, scheme, restorer } = props;
  const ref = useRef<HTMLElement>(null);
  const open = state.value.open;
  const focusIn = state.value.focusIn;
  const bubbles = [...element.querySelectorAll(`.${scheme.bubble}`)];
  // Read once, from the box as served: 5.x's box has no role or label of its own, and its header
  // names it, as 6.x's does through aria-labelledby.
  const [label] = useState(() => element.querySelector('.joinchat__header')?.textContent?.trim() || text('chat_open'));
  const [revealed, setRevealed] = useState(bubbles.length);
  const [typing, setTyping] = useState(false);
  const [optinShown, setOptinShown] = useState(true);
  const first = useRef(true);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!open || !first.current || !box) return;
    first.current = false;
    // First open: lazy media get their source, one option of each `<jc-rand>` is kept.
    for (const media of box.querySelectorAll<HTMLElement>('[data-src]')) {
      restorer.attributes(media, 'src', 'data-src');
      media.setAttribute('src', media.getAttribute('data-src') ?? '');
      media.removeAttribute('data-src');
    }
    for (const rand of box.querySelectorAll('jc-rand')) {
      const options = [...rand.querySelectorAll(':scope > jc-opt')];
      const keep = options[Math.floor(Math.random() * options.length)];
      for (const option of options) {
        restorer.attributes(option, 'hidden');
        if (option !== keep) option.setAttribute('hidden', '');
      }
    }
    if (bubbles.length < 2 || prefersReducedMotion()) {
      const timer = setTimeout(() => chatOf(box, scheme)?.dispatchEvent(new CustomEvent('joinchat:bubbles')), 1);
      return () => clearTimeout(timer);
    }
    setRevealed(0);
    setOptinShown(false);
  }, [open, bubbles.length, restorer, scheme]);

  // The reveal, one step at a time.
  useEffect(() => {
    const box = ref.current;
    if (!box || revealed >= bubbles.length || first.current) return;
    const next = box.querySelectorAll<HTMLElement>(`.${scheme.bubble}:not(.${scheme.bubble}--loading)`)[revealed];
    if (!next) return;
    if (next.classList.contains(`${scheme.bubble}--note`)) {
      const timer = setTimeout(() => setRevealed((n) => n + 1), revealed === 0 ? 0 : NOTE_PAUSE_MS);
      return () => clearTimeout(timer);
    }
    if (!typing) {
      const timer = setTimeout(() => setTyping(true), revealed === 0 ? 0 : revealDelay(Math.random()));
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      setTyping(false);
      setRevealed((n) => n + 1);
    }, typingDelay(next.textContent ?? '', Math.random()));
    return () => clearTimeout(timer);
  }, [revealed, typing, bubbles.length, scheme]);

  useEffect(() => {
    const box = ref.current;
    if (!box || first.current || revealed < bubbles.length || optinShown) return;
    setOptinShown(true);
    chatOf(box, scheme)?.dispatchEvent(new CustomEvent('joinchat:bubbles'));
  }, [revealed, bubbles.length, optinShown, scheme]);

  // A new opening when the way it was asked changes (focus in or not), as each open decides that.
  useOverlay(props.ctx.scope, open && props.ready.value ? (focusIn ? 'focus' : 'quiet') : null, () => {
    const box = ref.current;
    if (!box) return null;
    return {
      name: 'chat',
      container: box,
      dialog: box,
      // The page stays usable and scrolls: the box is a corner of it, not a modal.
      modal: false,
      lockScroll: false,
      moveFocus: focusIn,
      onDismiss: (reason) => {
        if (reason === 'escape') close();
      },
    };
  });

  const render = (child: Element, key: number): ReactNode => {
    const index = bubbles.indexOf(child);
    if (index >= 0) {
      const hidden = index >= revealed;
      return (
        <BubbleSlot key={key} typing={typing && index === revealed} scheme={scheme}>
          <Shell element={child} props={props} className={hidden ? 'joinchat--hidden' : undefined} />
        </BubbleSlot>
      );
    }
    if (child.classList.contains('joinchat__optin')) return <Shell key={key} element={child} props={props} className={optinShown ? undefined : 'joinchat--hidden'} />;
    if ([...child.classList].some((name) => STRUCTURAL.test(name))) {
      return (
        <Shell key={key} element={child} props={props}>
          {[...child.children].map(render)}
        </Shell>
      );
    }
    return <Shell key={key} element={child} props={props} />;
  };

  const attributes = attributesOf(element);
  // Not modal: the page behind stays live.
  delete attributes['aria-modal'];
  if (!attributes.role) {
    attributes.role = 'dialog';
    attributes['aria-label'] = label;
  }
  return createElement(element.localName, { ...attributes, ref }, [...element.children].map(render));
}

/** A bubble, preceded while it is being "typed" by the plugin's loading bubble. */
function BubbleSlot({ typing, scheme, children }: { typing: boolean; scheme: ViewProps['scheme']; children: ReactNode }): ReactNode {
  return (
    <>
      {typing ? <div className={`${scheme.bubble} ${scheme.bubble}--loading`} aria-hidden="true" /> : null}
      {children}
    </>
  );
}

function chatOf(box: HTMLElement, scheme: ViewProps['scheme']): HTMLElement | null {
  return box.querySelector<HTMLElement>(`.${scheme.bubble}`)?.parentElement ?? null;
}
