/**
 * The overlay layer: what every modal on the page needs, written once. The quick view, the
 * gallery's lightbox and every later dialog (chat box, popups, off-canvas panels, the payment
 * modal) open through here, so two of them open at once still agree on who has the keyboard,
 * which part of the page is inert and whether the page scrolls.
 *
 * Stacking: overlays stack. The highest modal one decides what is inert (everything but itself and
 * the overlays opened over it) and holds the Tab trap, whatever non-modal ones open above it (the
 * chat box on its timer over the quick view): those stay usable, but never release the page.
 * Escape and outside clicks go to the highest overlay the event happened in, else to the newest.
 * Closing any overlay recomputes the inert set from what is left, so exactly what the layer changed
 * is given back, and focus returns to the closed one's opener. Nodes appended to the page while a
 * modal is open (a theme's toast) are made inert too, unless they are an overlay's own host; focus
 * that falls to body because the control it was on was replaced goes back into its dialog. The
 * page's scroll is locked while any locking overlay is open and restored when the last closes.
 *
 * Escape is taken in the bubble phase, so a control inside (an open submenu, a listbox) handles it
 * first; one whose default is prevented is left alone, and the layer prevents the default of the
 * Escape it hands to an owner. Tab is trapped in the capture phase, at the dialog's edges: its first
 * and last controls that Tab reaches (roving items with tabindex -1 are not stops).
 *
 * An overlay belongs to its widget's scope: disposing the scope closes it.
 *
 * The layer never animates: views animate with CSS transitions under a
 * `prefers-reduced-motion: no-preference` query, and focus, inertness and the scroll lock change at
 * once when an overlay opens or closes, so an animation never leaves the keyboard in limbo.
 *
 * Plain DOM, no React: behaviours use it as they are; React views use `mounts/use-overlay.ts`.
 */
import type { Scope } from './scope';
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
  /** What takes focus on open (default: the first control of `focusWithin`, else that element). */
  readonly initialFocus?: HTMLElement | null;
  /**
   * Where the first control is looked for when `initialFocus` is not given or cannot take focus,
   * and what is focused when it has none (default: the dialog). A modal whose close button sits
   * outside its dialog box names the box here.
   */
  readonly focusWithin?: HTMLElement | null;
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
  /** Whether it is the newest (no other overlay opened over it). */
  isTop(): boolean;
  /**
   * Moves focus in now (retried over the next frames while it cannot land), for an owner that
   * opened with `moveFocus: false` to fill and show the dialog first. Nothing once a modal overlay
   * is open over it.
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
}

const stack: Entry[] = [];
let nextId = 1;
/** Where the last pointer press began: the overlay it belonged to, and whether outside its dialog. */
let pressed: { entry: Entry; outside: boolean } | null = null;
/** The control that last took focus inside an overlay, to bring focus back if it is replaced. */
let lastFocus: { entry: Entry; element: Element } | null = null;

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

/**
 * The controls Tab stops on: focusable, and not taken out of the tab order with a negative
 * tabindex (roving tabs, rating stars: arrow keys reach those, Tab does not).
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return focusables(root).filter((element) => !element.hasAttribute('tabindex') || element.tabIndex >= 0);
}

const CLOSED: Overlay = { id: 0, isTop: () => false, focus() {}, close() {} };

/** Opens an overlay on top of any open ones, for as long as `scope` lives (or until closed). */
export function openOverlay(scope: Scope, options: OverlayOptions): Overlay {
  if (scope.disposed) return CLOSED;
  const modal = options.modal ?? true;
  const entry: Entry = {
    id: nextId++,
    options,
    dialog: options.dialog ?? options.container,
    modal,
    locks: options.lockScroll ?? modal,
    opener: document.activeElement,
  };
  if (!stack.length) listen(true);
  stack.push(entry);
  if (entry.locks) lockScroll();
  syncInert();
  publish();
  if (options.moveFocus ?? true) moveFocusIn(entry);

  let closed = false;
  let detach = (): void => {};
  const overlay: Overlay = {
    id: entry.id,
    isTop: () => top() === entry,
    focus: () => moveFocusIn(entry),
    close({ returnFocus = true } = {}) {
      if (closed) return;
      closed = true;
      detach();
      closeEntry(entry, returnFocus);
    },
  };
  detach = scope.add(() => overlay.close());
  return overlay;
}

function closeEntry(entry: Entry, returnFocus: boolean): void {
  const index = stack.indexOf(entry);
  if (index < 0) return;
  stack.splice(index, 1);
  if (pressed?.entry === entry) pressed = null;
  if (lastFocus?.entry === entry) lastFocus = null;
  if (entry.locks) unlockScroll();
  syncInert();
  if (!stack.length) listen(false);
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
  const modal = highestModal();
  if (!target || !lost || (modal && !modal.dialog.contains(target))) return;
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

function highestModalIndex(): number {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.modal) return i;
  return -1;
}

function highestModal(): Entry | undefined {
  return stack[highestModalIndex()];
}

/** No modal overlay is open over it: it may take focus. */
function hasKeyboard(entry: Entry): boolean {
  const index = stack.indexOf(entry);
  return index >= 0 && index >= highestModalIndex();
}

/**
 * The overlay an event belongs to: the highest one, from the highest modal up, whose container
 * holds its target; else the newest.
 */
function ownerOf(target: EventTarget | null): Entry | undefined {
  if (target instanceof Node) {
    for (let i = stack.length - 1, floor = Math.max(0, highestModalIndex()); i >= floor; i--) {
      if (stack[i]!.options.container.contains(target)) return stack[i];
    }
  }
  return top();
}

function publish(): void {
  openOverlays.value = stack.map(({ id, options, modal }) => ({ id, name: options.name, modal }));
}

/**
 * Focus goes to the wanted control, else the first control of `focusWithin` (the dialog), else
 * that element itself. A dialog whose stylesheet fades `visibility` in cannot take focus until
 * the first frame of that transition, so an attempt that did not land is made again on the next
 * frames while the overlay still has the keyboard.
 */
function moveFocusIn(entry: Entry, attemptsLeft = FOCUS_ATTEMPTS): void {
  if (!hasKeyboard(entry)) return;
  const wanted = entry.options.initialFocus;
  const within = entry.options.focusWithin ?? entry.dialog;
  const target = wanted && canFocus(wanted) ? wanted : focusables(within)[0];
  if (target) target.focus();
  else {
    if (!within.hasAttribute('tabindex')) within.setAttribute('tabindex', '-1');
    within.focus();
  }
  const active = document.activeElement;
  const landed = !!active && entry.dialog.contains(active);
  if (!landed && attemptsLeft > 0) requestAnimationFrame(() => moveFocusIn(entry, attemptsLeft - 1));
}
/** About half a second of frames: longer than any fade-in worth waiting for. */
const FOCUS_ATTEMPTS = 30;

// ---------------------------------------------------------------------------------------------
// The rest of the page, inert

/** Elements the layer made inert, whichever overlay asked: given back as soon as none needs them. */
const inerted = new Set<HTMLElement>();
/** Elements whose children the inert walk went through: nodes added there are walked again. */
let walked = new Set<Node>();
let observer: MutationObserver | null = null;

/**
 * With a modal open, every element of the page becomes inert except the containers of that modal
 * and of the overlays opened over it (and the ancestors they need), what was inert already (someone
 * else's), and live regions (an announcement made while the dialog is open, such as "added to
 * cart", must still be heard). Recomputed from the stack on every change, so closing any overlay
 * releases exactly what nothing needs any more.
 */
function syncInert(): void {
  const index = highestModalIndex();
  const wanted = new Set<HTMLElement>();
  walked = new Set();
  if (index >= 0) {
    const live = stack.slice(index).map((entry) => entry.options.container);
    const visit = (parent: HTMLElement): void => {
      walked.add(parent);
      for (const child of parent.children) {
        if (!(child instanceof HTMLElement) || live.includes(child)) continue;
        if (live.some((container) => child.contains(container))) visit(child);
        else if (SKIPPED.test(child.tagName) || isLiveRegion(child) || (child.inert && !inerted.has(child))) continue;
        else wanted.add(child);
      }
    };
    visit(document.body);
  }
  for (const element of inerted) {
    if (wanted.has(element)) continue;
    element.inert = false;
    inerted.delete(element);
  }
  for (const element of wanted) {
    if (inerted.has(element)) continue;
    element.inert = true;
    inerted.add(element);
  }
  observe();
}

const SKIPPED = /^(SCRIPT|STYLE|TEMPLATE|LINK)$/;

function isLiveRegion(element: HTMLElement): boolean {
  return element.hasAttribute('aria-live') || /^(status|alert|log)$/.test(element.getAttribute('role') ?? '');
}

/**
 * While any overlay is open: the walked elements' children (a node appended to the page, to be
 * made inert) and the dialogs' content (a control replaced under focus).
 */
function observe(): void {
  if (typeof MutationObserver === 'undefined') return;
  observer?.disconnect();
  if (!stack.length) return;
  observer ??= new MutationObserver(onMutations);
  for (const node of walked) observer.observe(node, { childList: true });
  for (const entry of stack) observer.observe(entry.dialog, { childList: true, subtree: true });
}

function onMutations(records: MutationRecord[]): void {
  if (!stack.length) return;
  // A node added where the walk went, or one the layer made inert moved away (a popup's document
  // into its modal): the inert set is computed again.
  const changed = records.some(
    (record) =>
      walked.has(record.target) &&
      ([...record.addedNodes].some((node) => node instanceof HTMLElement) || [...record.removedNodes].some((node) => inerted.has(node as HTMLElement))),
  );
  if (changed) syncInert();
  refocusLost();
}

/** The control that had focus in a dialog was removed, and focus fell to body: back into the dialog. */
function refocusLost(): void {
  const active = document.activeElement;
  if (!lastFocus || (active && active !== document.body) || lastFocus.element.isConnected) return;
  const { entry } = lastFocus;
  lastFocus = null;
  if (stack.includes(entry)) moveFocusIn(entry);
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
    document.addEventListener('keydown', onTabKey, true);
    document.addEventListener('keydown', onEscapeKey);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn, true);
  } else {
    document.removeEventListener('keydown', onTabKey, true);
    document.removeEventListener('keydown', onEscapeKey);
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('focusin', onFocusIn, true);
    observer?.disconnect();
    walked = new Set();
    pressed = null;
    lastFocus = null;
  }
}

/** Bubble phase: a control inside that uses Escape (an open submenu, a listbox) has had it first. */
function onEscapeKey(event: KeyboardEvent): void {
  if ((event.key !== 'Escape' && event.key !== 'Esc') || event.defaultPrevented || event.isComposing) return;
  const entry = ownerOf(event.target);
  const onDismiss = entry?.options.onDismiss;
  // An overlay without a dismiss handler (a library that closes itself) still owns its Escape.
  if (!onDismiss) return;
  event.preventDefault();
  onDismiss('escape', event);
}

function onTabKey(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const entry = highestModal();
  if (entry) trapTab(entry, event);
}

/**
 * Tab and Shift+Tab cycle through the dialog's controls. With the rest of the page inert, the
 * browser would otherwise take Tab from the last control out to its own toolbar. Between the
 * edges the browser's own order applies; an edge is where no control Tab reaches follows (or
 * precedes) the focused element, which may itself be one Tab skips (a roving item).
 */
function trapTab(entry: Entry, event: KeyboardEvent): void {
  const list = tabbables(entry.dialog);
  const active = document.activeElement;
  const inside = !!active && entry.dialog.contains(active);
  let target: HTMLElement | undefined;
  if (!list.length) target = entry.dialog;
  else if (!inside) target = event.shiftKey ? list[list.length - 1] : list[0];
  else if (event.shiftKey && !list.some((element) => precedes(element, active))) target = list[list.length - 1];
  else if (!event.shiftKey && !list.some((element) => precedes(active, element))) target = list[0];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** `a` comes before `b` in Tab's document order (an element comes before its descendants). */
function precedes(a: Node, b: Node): boolean {
  return a !== b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

function outside(entry: Entry, target: EventTarget | null): boolean {
  return !(target instanceof Node && entry.dialog.contains(target));
}

function onPointerDown(event: PointerEvent): void {
  const entry = ownerOf(event.target);
  pressed = entry ? { entry, outside: outside(entry, event.target) } : null;
}

/** A click counts as outside only if it also started outside: a text selection dragged out does not close. */
function onClick(event: MouseEvent): void {
  const started = pressed;
  pressed = null;
  const entry = ownerOf(event.target);
  if (!entry || !started?.outside || started.entry !== entry || !outside(entry, event.target)) return;
  entry.options.onDismiss?.('outside', event);
}

/**
 * Focus that lands outside the highest modal and the overlays over it (a script's focus() call)
 * is brought back in; focus inside an overlay is remembered, in case its control is replaced.
 */
function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  const index = highestModalIndex();
  for (let i = stack.length - 1; i >= Math.max(0, index); i--) {
    const entry = stack[i]!;
    if (target instanceof Element && entry.dialog.contains(target)) {
      lastFocus = { entry, element: target };
      return;
    }
  }
  lastFocus = null;
  if (index >= 0) moveFocusIn(stack[index]!);
}

/** Open overlays (tests and the bench's listener count). */
export function overlayCount(): number {
  return stack.length;
}
