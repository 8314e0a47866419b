import { text } from '../../core/i18n';
import { openOverlay } from '../../core/overlay';
import type { Scope } from '../../core/scope';
import { renderPaymentModal, type ModalProps, type ProviderUrls } from './components';

/** Spec §9: the payment modal's layer and backdrop. */
export const PAYMENT_MODAL_Z_INDEX = 99999;
export const PAYMENT_MODAL_BACKDROP = 'rgba(40,40,40,0.7)';
export const PAYMENT_MODAL_FADE_MS = 350;
/** The frame must have drawn by then (zoid's `timeout` prop), else the confirmation ends in an error. */
export const PAYMENT_MODAL_LOAD_TIMEOUT_MS = 20_000;

/** The shopper closed the modal (close button, Escape, Back) before the provider answered. */
export class PaymentCancelled extends Error {
  override name = 'PaymentCancelled';
  constructor() {
    super('the shopper closed the payment window');
  }
}

/** What the caller gives the provider's window; the titles, timeout and callbacks are ours. */
export type ConfirmParams = Pick<ModalProps, 'paymentId' | 'paymentToken' | 'paymentMethod' | 'generatePaymentToken' | 'language' | 'cspNonce'>;

/** The provider's cancel (its own close button or Escape inside the frame) reads as the shopper's. */
function isProviderCancel(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, statusCode } = error as Record<string, unknown>;
  return status === 'CANCELED' || statusCode === 'E300';
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * The provider's `confirmPayment`: its payment modal full screen over the page, on the overlay
 * layer (scroll locked and restored, the rest of the page inert, focus back to where it was),
 * resolving with the provider's result or rejecting with its error, then removed. Ours adds what
 * the provider's library lacks: a close button and Escape that reject with `PaymentCancelled`, the
 * browser's Back closing it without leaving a history entry behind, and one confirmation in flight
 * per payment (a second call gets the first one's promise).
 */
export function confirmPayment(urls: ProviderUrls, params: ConfirmParams, scope: Scope): Promise<unknown> {
  const running = inFlight.get(params.paymentId);
  if (running) return running;
  const promise = open(urls, params, scope).finally(() => inFlight.delete(params.paymentId));
  inFlight.set(params.paymentId, promise);
  return promise;
}

function open(urls: ProviderUrls, params: ConfirmParams, scope: Scope): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const root = document.createElement('div');
    root.className = 'sf-payment-modal';
    Object.assign(root.style, { position: 'fixed', inset: '0', zIndex: String(PAYMENT_MODAL_Z_INDEX), overflow: 'hidden' });

    const backdrop = document.createElement('div');
    backdrop.className = 'sf-payment-modal__backdrop';
    Object.assign(backdrop.style, { position: 'absolute', inset: '0', background: PAYMENT_MODAL_BACKDROP, opacity: '0' });
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) backdrop.style.transition = `opacity ${PAYMENT_MODAL_FADE_MS}ms ease`;

    const dialog = document.createElement('div');
    dialog.className = 'sf-payment-modal__dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', text('payment_modal'));
    dialog.tabIndex = -1;
    Object.assign(dialog.style, { position: 'absolute', inset: '0' });

    const host = document.createElement('div');
    host.className = 'sf-payment-modal__frame';
    Object.assign(host.style, { position: 'absolute', inset: '0' });

    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'sf-payment-modal__close';
    close.setAttribute('aria-label', text('payment_modal_close'));
    close.textContent = '×';

    dialog.append(host, close);
    root.append(backdrop, dialog);
    document.body.append(root);

    let settled = false;
    const marker = `sf-payment-${params.paymentId}`;
    let ownEntry = false;
    let ignorePop = false;

    const finish = (outcome: () => void, popEntry: boolean) => {
      if (settled) return;
      settled = true;
      overlay.close();
      root.remove();
      stopPop();
      stopDispose();
      void frame.close().catch(() => {});
      // Our history entry goes with the modal, except when the result navigates away anyway.
      if (popEntry && ownEntry && history.state === marker) {
        ignorePop = true;
        history.back();
      }
      outcome();
    };
    const cancel = () => finish(() => reject(new PaymentCancelled()), true);

    const overlay = openOverlay(scope, {
      name: 'payment-modal',
      container: root,
      dialog,
      initialFocus: dialog,
      onDismiss: (reason) => {
        if (reason === 'escape') cancel();
      },
    });
    close.addEventListener('click', cancel);

    history.pushState(marker, '');
    ownEntry = true;
    const onPop = () => {
      if (ignorePop) {
        ignorePop = false;
        return;
      }
      ownEntry = false;
      cancel();
    };
    window.addEventListener('popstate', onPop);
    const stopPop = () => window.removeEventListener('popstate', onPop);
    const stopDispose = scope.add(() => finish(() => reject(new PaymentCancelled()), true));

    const frame = renderPaymentModal(urls, host, {
      ...params,
      title: text('payment_modal_frame'),
      timeout: PAYMENT_MODAL_LOAD_TIMEOUT_MS,
      onOpen: () => {
        backdrop.style.opacity = '1';
      },
      onLoad: () => {
        host.querySelector('iframe')?.focus();
      },
      onResult: (result: unknown) => finish(() => resolve(result), false),
      onError: (error: unknown) => (isProviderCancel(error) ? cancel() : finish(() => reject(error), true)),
    });
    // The backdrop shows at once even when the provider's page never says it opened.
    requestAnimationFrame(() => {
      backdrop.style.opacity = '1';
    });
  });
}
