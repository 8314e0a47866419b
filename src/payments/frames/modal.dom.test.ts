import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScope, type Scope } from '../../core/scope';
import { usePage } from '../../../tests/dom/support/page';

/** The provider's frame stands in: the modal's own work around it is the point here. */
const frames = vi.hoisted(() => ({
  rendered: [] as Array<{ target: HTMLElement; props: Record<string, unknown> }>,
  closed: 0,
}));
vi.mock('./components', () => ({
  renderPaymentModal: (_urls: unknown, target: HTMLElement, props: Record<string, unknown>) => {
    frames.rendered.push({ target, props });
    const frame = document.createElement('div');
    frame.className = 'provider-frame';
    target.append(frame);
    return {
      close: async () => {
        frames.closed += 1;
      },
    };
  },
}));
const { confirmPayment, PaymentCancelled, PAYMENT_MODAL_BACKDROP } = await import('./modal');

usePage();

const URLS = { cardInputUrl: 'https://js.p.test/v1/inner-card-input/', paymentModalUrl: 'https://js.p.test/v1/inner-payment-modal/', componentsOrigin: 'https://js.p.test' };
const root = () => document.querySelector<HTMLElement>('.sf-payment-modal');
const props = () => frames.rendered.at(-1)!.props as Record<string, (value?: unknown) => void>;

let scope: Scope;
beforeEach(() => {
  frames.rendered.length = 0;
  frames.closed = 0;
  scope = createScope();
  document.body.innerHTML = '<main><button id="pay">Realizar el pedido</button></main>';
  document.querySelector<HTMLElement>('#pay')!.focus();
});
afterEach(() => {
  scope.dispose();
});

describe('the payment modal', () => {
  it('opens full screen over the page on the overlay layer, named, the page locked and inert', async () => {
    const pending = confirmPayment(URLS, { paymentId: 'p1', paymentToken: 't1' }, scope);
    pending.catch(() => {});
    const modal = root()!;
    expect(modal.style.position).toBe('fixed');
    expect(modal.style.zIndex).toBe('99999');
    expect(modal.querySelector<HTMLElement>('.sf-payment-modal__backdrop')!.style.background.replace(/\s/g, '')).toBe(PAYMENT_MODAL_BACKDROP);
    const dialog = modal.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Pago seguro');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(props().paymentId).toBe('p1');
    expect(props().paymentToken).toBe('t1');
    expect(props().title).toBe('Verificación del pago con tu banco');
    expect(history.state).toBe('sf-payment-p1');
  });

  it('resolves with the provider’s result, then is removed, the page given back and focus returned', async () => {
    const pending = confirmPayment(URLS, { paymentId: 'p2' }, scope);
    props().onResult!({ id: 'p2', status: 'SUCCEEDED' });
    await expect(pending).resolves.toEqual({ id: 'p2', status: 'SUCCEEDED' });
    expect(root()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement!.id).toBe('pay');
    expect(frames.closed).toBe(1);
  });

  it('rejects with the provider’s error, then is removed', async () => {
    const pending = confirmPayment(URLS, { paymentId: 'p3' }, scope);
    const error = { status: 'Unprocessable Entity', statusCode: 'E209', message: 'Token already used' };
    props().onError!(error);
    await expect(pending).rejects.toBe(error);
    expect(root()).toBeNull();
  });

  it.each([
    ['its close button', () => fireEvent.click(document.querySelector('.sf-payment-modal__close')!)],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    ['the provider’s own cancel', () => props().onError!({ status: 'CANCELED', statusCode: 'E300', message: 'Payment canceled by the customer' })],
  ])('%s rejects with PaymentCancelled and takes its history entry away', async (_how, close) => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const pending = confirmPayment(URLS, { paymentId: 'p4' }, scope);
    close();
    await expect(pending).rejects.toBeInstanceOf(PaymentCancelled);
    expect(root()).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('the browser’s Back closes it (its entry is the one gone)', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const pending = confirmPayment(URLS, { paymentId: 'p5' }, scope);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await expect(pending).rejects.toBeInstanceOf(PaymentCancelled);
    expect(root()).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });

  it('one confirmation in flight per payment: a second call gets the first one', async () => {
    const first = confirmPayment(URLS, { paymentId: 'p6' }, scope);
    const second = confirmPayment(URLS, { paymentId: 'p6' }, scope);
    expect(second).toBe(first);
    expect(frames.rendered).toHaveLength(1);
    expect(document.querySelectorAll('.sf-payment-modal')).toHaveLength(1);
    props().onResult!({ id: 'p6', status: 'SUCCEEDED' });
    await first;
    // Settled: the next call is a new confirmation.
    const third = confirmPayment(URLS, { paymentId: 'p6' }, scope);
    expect(third).not.toBe(first);
    third.catch(() => {});
  });

  it('disposing its widget closes it as cancelled; a late answer from the frame changes nothing', async () => {
    const pending = confirmPayment(URLS, { paymentId: 'p7' }, scope);
    const late = props();
    scope.dispose();
    await expect(pending).rejects.toBeInstanceOf(PaymentCancelled);
    expect(root()).toBeNull();
    late.onResult!({ id: 'p7', status: 'SUCCEEDED' });
    expect(document.querySelectorAll('.sf-payment-modal')).toHaveLength(0);
  });
});
