/**
 * Gutenberg's "Joinchat button" block (widgets.md §1.5): its figure holds a QR slot
 * (`.joinchat-button__qr`, with the block's `data-phone` / `data-message`) where the plugin's
 * script appends a code of that link on a desktop, and which it removes everywhere else. No React:
 * the lite form of the chat uses it too.
 */
import { loadChunk } from '../../core/chunk';
import { describeError } from '../../core/errors';
import { createRestorer } from '../../core/restore';
import { CHAT_QR_SIZE } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { CHAT_BLOCK_QR, CHAT_BLOCK_QR_FIGURE } from '../../selectors';
import { qrLink, qrPixels, showsBlockQr, skuMessage, type ChatSettings } from './logic';
import { onPixelRatioChange } from './ratio';

/** How far below the viewport a block starts loading its code: the encoder is there before it is seen. */
const NEAR_MARGIN = '300px 0px';

/**
 * Draws each block's QR code (200 CSS px, 200 × devicePixelRatio canvas px, redrawn when the
 * ratio changes) when the block comes near the viewport, from the box's QR chunk, which only then
 * loads; removes the figures where there is no code to draw (a phone, `qr` off, `mobile_only`)
 * or it could not be drawn (one warning). The text is the block's `data-message` (else the
 * settings' message) with the current `sku()` in its `<jc-sku>` part; the returned function
 * redraws the codes drawn so far, for a new SKU.
 */
export function startBlockQrs(ctx: WidgetContext, settings: ChatSettings, mobile: boolean, sku: () => string | null): () => void {
  const figures = [...document.querySelectorAll<HTMLElement>(CHAT_BLOCK_QR_FIGURE)];
  if (!figures.length) return () => {};
  const { scope } = ctx;
  let reported = false;
  const remove = (figure: Element) => {
    const parent = figure.parentNode;
    if (!parent) return;
    const next = figure.nextSibling;
    figure.remove();
    scope.add(() => {
      if (!figure.isConnected) parent.insertBefore(figure, next && next.parentNode === parent ? next : null);
    });
  };
  const slots = [...document.querySelectorAll<HTMLElement>(CHAT_BLOCK_QR)];
  if (!showsBlockQr(settings, mobile) || !slots.length) {
    for (const figure of figures) remove(figure);
    return () => {};
  }

  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const drawn = new Map<HTMLElement, HTMLCanvasElement>();
  const linkOf = (slot: HTMLElement) => qrLink(slot.dataset.phone || settings.telephone, skuMessage(slot.dataset.message ?? settings.message_send, sku()));
  const draw = (slot: HTMLElement) =>
    loadChunk('qr', () => import('./qr'))
      .then(({ drawQr }) => {
        if (scope.disposed || !slot.isConnected) return;
        const canvas = drawn.get(slot) ?? document.createElement('canvas');
        drawQr(canvas, linkOf(slot), qrPixels(window.devicePixelRatio));
        if (drawn.has(slot)) return;
        canvas.style.width = canvas.style.height = `${CHAT_QR_SIZE}px`;
        // A code to scan repeats the block's own button link (the named one): the slot, a link
        // with no name of its own, leaves the accessibility tree and the tab order.
        restorer.attributes(slot, 'aria-hidden', 'tabindex');
        slot.setAttribute('aria-hidden', 'true');
        slot.setAttribute('tabindex', '-1');
        slot.append(canvas);
        drawn.set(slot, canvas);
        scope.add(() => canvas.remove());
      })
      .catch((error: unknown) => {
        if (scope.disposed) return;
        const figure = slot.closest(CHAT_BLOCK_QR_FIGURE);
        if (figure) remove(figure);
        if (reported) return;
        reported = true;
        ctx.report(`a button block's QR code could not be drawn (${describeError(error)}): the block keeps its link`, error);
      });

  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void draw(entry.target as HTMLElement);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const slot of slots) observer.observe(slot);
    scope.add(() => observer.disconnect());
  } else {
    for (const slot of slots) void draw(slot);
  }
  const redraw = () => {
    for (const slot of drawn.keys()) void draw(slot);
  };
  onPixelRatioChange(scope, redraw);
  return redraw;
}
