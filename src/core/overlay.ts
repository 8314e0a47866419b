/**
 * The overlay layer: what every modal on the page needs, written once. The quick view, the
 * gallery's lightbox and every later dialog (chat box, popups, off-canvas panels, the payment
 * modal) open through here, so two of them open at once still agree on who has the keyboard,
 * which part of the page is inert and whether the page scrolls.
 *
 * Stacking: overlays stack. The newest one is on top and alone gets Escape, outside clicks and the
 * Tab trap; everything else, the overlays under it included, is inert while it is open (when it is
 * modal). Closing it gives the keyboard back to the one below, and focus back to its own opener.
 * The page's scroll is locked while any locking overlay is open and restored when the last closes.
 *
 * The layer never animates: views animate with CSS transitions under a
 * `prefers-reduced-motion: no-preference` query, and focus, inertness and the scroll lock change at
 * once when an overlay opens or closes, so an animation never leaves the keyboard in limbo.
 *
 * Plain DOM, no React: behaviours use it as they are; React views use `mounts/use-overlay.ts`.
 */
import { openOverlays } from './signals';

export type DismissReason = 'escape' | 'outside';

export interface OverlayOptions {
  /** The widget opening it (messages, `openOverlays`). */
  readonly name: string;
  /** What stays live while the rest of the page is inert: the dialog with its backdrop. */
  readonly container: HTMLElement;
  /** Focus is kept inside it (default: the container). */
  readonly dialog?: HTMLElement;
  /**
   * Where focus returns on close: an element, a function asked at close (the opener may have been
   * replaced meanwhile), or null for none. Default: what had focus when the overlay opened.
   */
  readonly returnFocus?: HTMLElement | (() => HTMLElement | null | undefined) | null;
  /** What takes focus on open (default: the dialog's first control, else the dialog itself). */
  readonly initialFocus?: HTMLElement | null;
  /** Move focus in on open (default true; false for a library that moves it itself). */
  readonly moveFocus?: boolean;
  /** Rest of the page inert and Tab kept inside (default true). */
  readonly modal?: boolean;
  /** Lock the page's scroll (default: as `modal`). */
  readonly lockScroll?: boolean;
  /** Escape, or a click that started and ended outside the dialog: the owner decides to close. */
  readonly onDismiss?: (reason: DismissReason, event: Event) => void;
}

export interface Overlay {
  readonly id: number;
  /** Whether it has the keyboard (no other overlay opened over it). */
  isTop(): boolean;
  /**
   * Moves focus in now (retried over the next frames while it cannot land), for an owner that
   * opened with `moveFocus: false` to fill and show the dialog first. Nothing once it is not on top.
   */
  focus(): void;
  /** Ends it: inertness, scroll lock and the trap go, and focus returns (unless told not to). */
  close(options?: { returnFocus?: boolean }): void;
}

interface Entry {
  readonly id: number;
  readonly options: OverlayOptions;
  readonly dialog: HTMLElement;
  readonly modal: boolean;
  readonly locks: boolean;
  readonly opener: Element | null;
  /** Elements this entry made inert (only while it is the top modal). */
  inerted: HTMLElement[];
}

const stack: Entry[] = [];
let nextId = 1;
let pressedOutside = false;

const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function canFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected || element.closest('[inert]')) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll(FOCUSABLE)].filter(canFocus);
}

/** Opens an overlay on top of any open ones. */
export function openOverlay(options: OverlayOptions): Overlay {
  const modal = options.modal ?? true;
  const entry: Entry = {
    id: nextId++,
    options,
    dialog: options.dialog ?? options.container,
    modal,
    locks: options.lockScroll ?? modal,
    opener: document.activeElement,
    inerted: [],
  };
  const below = top();
  if (below) releaseInert(below);
  if (!stack.length) listen(true);
  stack.push(entry);
  if (entry.locks) lockScroll();
  if (modal) makeRestInert(entry);
  publish();
  if (options.moveFocus ?? true) moveFocusIn(entry);

  let closed = false;
  return {
    id: entry.id,
    isTop: () => top() === entry,
    focus: () => moveFocusIn(entry),
    close({ returnFocus = true } = {}) {
      if (closed) return;
      closed = true;
      closeEntry(entry, returnFocus);
    },
  };
}

function closeEntry(entry: Entry, returnFocus: boolean): void {
  const index = stack.indexOf(entry);
  if (index < 0) return;
  const wasTop = index === stack.length - 1;
  releaseInert(entry);
  stack.splice(index, 1);
  if (entry.locks) unlockScroll();
  if (!stack.length) listen(false);
  const now = top();
  if (wasTop && now?.modal) makeRestInert(now);
  publish();
  // In a microtask: a React view closes its overlay while it commits, and React puts focus back
  // where it was at the start of a commit that moved it, which would undo a return made now.
  if (returnFocus) queueMicrotask(() => giveFocusBack(entry));
}

function giveFocusBack(entry: Entry): void {
  const target = focusTarget(entry);
  // Only when focus is in the closed overlay or lost to body: a shopper who already clicked
  // elsewhere, or an overlay opened meanwhile, keeps that focus.
  const active = document.activeElement;
  const lost = !active || active === document.body || entry.options.container.contains(active) || !active.isConnected;
  const now = top();
  if (!target || !lost || (now?.modal && !now.dialog.contains(target))) return;
  target.focus();
}

function focusTarget(entry: Entry): HTMLElement | null {
  const option = entry.options.returnFocus;
  const target = option === undefined ? entry.opener : typeof option === 'function' ? option() : option;
  return target && canFocus(target) ? target : null;
}

function top(): Entry | undefined {
  return stack[stack.length - 1];
}

function publish(): void {
  openOverlays.value = stack.map(({ id, options, modal }) => ({ id, name: options.name, modal }));
}

/**
 * Focus goes to the wanted control, else the dialog's first, else the dialog itself. A dialog
 * whose stylesheet fades `visibility` in cannot take focus until the first frame of that
 * transition, so an attempt that did not land is made again on the next frames while the overlay
 * is still on top.
 */
function moveFocusIn(entry: Entry, attemptsLeft = FOCUS_ATTEMPTS): void {
  if (top() !== entry) return;
  const wanted = entry.options.initialFocus;
  const target = wanted && canFocus(wanted) ? wanted : focusables(entry.dialog)[0];
  if (target) target.focus();
  else {
    if (!entry.dialog.hasAttribute('tabindex')) entry.dialog.setAttribute('tabindex', '-1');
    entry.dialog.focus();
  }
  const active = document.activeElement;
  const landed = !!active && entry.dialog.contains(active);
  if (!landed && attemptsLeft > 0) requestAnimationFrame(() => moveFocusIn(entry, attemptsLeft - 1));
}
/** About half a second of frames: longer than any fade-in worth waiting for. */
const FOCUS_ATTEMPTS = 30;

// ---------------------------------------------------------------------------------------------
// The rest of the page, inert

/**
 * Every sibling of the container and of each of its ancestors up to body becomes inert, except
 * what was inert already and live regions (an announcement made while the dialog is open, such as
 * "added to cart", must still be heard).
 */
function makeRestInert(entry: Entry): void {
  for (let node: HTMLElement = entry.options.container; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (/^(SCRIPT|STYLE|TEMPLATE|LINK)$/.test(sibling.tagName) || isLiveRegion(sibling)) continue;
      sibling.inert = true;
      entry.inerted.push(sibling);
    }
  }
}

function isLiveRegion(element: HTMLElement): boolean {
  return element.hasAttribute('aria-live') || /^(status|alert|log)$/.test(element.getAttribute('role') ?? '');
}

function releaseInert(entry: Entry): void {
  for (const element of entry.inerted) element.inert = false;
  entry.inerted = [];
}

// ---------------------------------------------------------------------------------------------
// Scroll lock

let locks = 0;
let saved: { overflow: string; gutter: string; padding: string; gap: string } | null = null;

/**
 * `overflow: hidden` on the root removes the scrollbar, and the page would widen under the
 * dialog. Where the browser can keep the scrollbar's room (`scrollbar-gutter: stable`) it does;
 * elsewhere body gets the scrollbar's width as extra right padding. Fixed elements of a theme can
 * use `--storefront-scrollbar-gap` (the width that was taken).
 */
function lockScroll(): void {
  if (locks++ > 0) return;
  const root = document.documentElement;
  const { body } = document;
  saved = {
    overflow: root.style.overflow,
    gutter: root.style.getPropertyValue('scrollbar-gutter'),
    padding: body.style.paddingRight,
    gap: root.style.getPropertyValue('--storefront-scrollbar-gap'),
  };
  const gap = Math.max(0, window.innerWidth - root.clientWidth);
  if (gap > 0) {
    if (typeof CSS !== 'undefined' && CSS.supports?.('scrollbar-gutter', 'stable')) {
      root.style.setProperty('scrollbar-gutter', 'stable');
    } else {
      const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + gap}px`;
    }
  }
  root.style.setProperty('--storefront-scrollbar-gap', `${gap}px`);
  root.style.overflow = 'hidden';
}

function unlockScroll(): void {
  if (--locks > 0 || !saved) return;
  const root = document.documentElement;
  root.style.overflow = saved.overflow;
  restoreProperty(root, 'scrollbar-gutter', saved.gutter);
  restoreProperty(root, '--storefront-scrollbar-gap', saved.gap);
  document.body.style.paddingRight = saved.padding;
  if (!root.getAttribute('style')) root.removeAttribute('style');
  if (!document.body.getAttribute('style')) document.body.removeAttribute('style');
  saved = null;
}

function restoreProperty(element: HTMLElement, name: string, value: string): void {
  if (value) element.style.setProperty(name, value);
  else element.style.removeProperty(name);
}

// ---------------------------------------------------------------------------------------------
// Keyboard and pointer: one set of document listeners while any overlay is open

function listen(on: boolean): void {
  if (on) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn, true);
  } else {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('focusin', onFocusIn, true);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const entry = top();
  if (!entry || event.defaultPrevented) return;
  if (event.key === 'Escape' || event.key === 'Esc') {
    // A control inside that uses Escape itself (an open listbox) gets it first.
    if (event.isComposing) return;
    entry.options.onDismiss?.('escape', event);
    return;
  }
  if (event.key === 'Tab' && entry.modal && !event.altKey && !event.ctrlKey && !event.metaKey) trapTab(entry, event);
}

/**
 * Tab and Shift+Tab cycle through the dialog's controls. With the rest of the page inert, the
 * browser would otherwise take Tab from the last control out to its own toolbar.
 */
function trapTab(entry: Entry, event: KeyboardEvent): void {
  const list = focusables(entry.dialog);
  const first = list[0];
  const last = list[list.length - 1];
  const active = document.activeElement;
  const inside = !!active && entry.dialog.contains(active) && active !== entry.dialog;
  let target: HTMLElement | undefined;
  if (!first || !last) target = entry.dialog;
  else if (event.shiftKey && (!inside || active === first)) target = last;
  else if (!event.shiftKey && (!inside || active === last)) target = first;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function outside(entry: Entry, target: EventTarget | null): boolean {
  return !(target instanceof Node && entry.dialog.contains(target));
}

function onPointerDown(event: PointerEvent): void {
  const entry = top();
  pressedOutside = !!entry && outside(entry, event.target);
}

/** A click counts as outside only if it also started outside: a text selection dragged out does not close. */
function onClick(event: MouseEvent): void {
  const entry = top();
  const started = pressedOutside;
  pressedOutside = false;
  if (!entry || !started || !outside(entry, event.target)) return;
  entry.options.onDismiss?.('outside', event);
}

/** Focus that lands outside the top modal (a script's focus() call) is brought back in. */
function onFocusIn(event: FocusEvent): void {
  const entry = top();
  if (!entry?.modal || !outside(entry, event.target)) return;
  moveFocusIn(entry);
}

/** Open overlays (tests and the bench's listener count). */
export function overlayCount(): number {
  return stack.length;
}
