import { signal } from '@preact/signals-core';
import * as bus from '../../core/bus';
import { loadChunk } from '../../core/chunk';
import { globalValue } from '../../core/config';
import { clickOnSpace, closestTarget } from '../../core/delegate';
import { applyFragments, clearFragmentsUpdating, markFragmentsUpdating } from '../../core/fragments';
import { postForm, readJson } from '../../core/http';
import { shopQueue } from '../../core/queue';
import * as s from '../../core/schema';
import type { WidgetContext } from '../../core/types';
import { sameSiteUrl } from '../../core/urls';
import { QUICK_VIEW_BUTTON, QUICK_VIEW_MODAL } from '../../selectors';
import { loadView } from '../load-view';
import { AJAX_ACTIONS, cartOutcome, cartRequest, MESSAGES, readContentAnswer, type QuickViewState } from './logic';
import { showLoading } from './loading';

/** elementor.md §6.5: the modal's add-to-cart buttons the plugin sends by ajax (not external products). */
const MODAL_ADD_BUTTON =
  '.woolentor-quickview-modal-content .woolentorquickview-content-template:not(.external) .single_add_to_cart_button:not(.disabled)';

const anyJson = s.unknown();
/** WooLentor sets its spinner image on body through this property, from `spinnerImageUrl`. */
const SPINNER_PROPERTY = '--woolentor-quick-view-spinner-image';

/**
 * WooLentor's quick view. This part runs on the shopper's first intent (the pointer over a
 * quick-view button, focus, or a click held meanwhile) and holds no React: it asks for the
 * product, shows the loading state inside the click, and starts loading the React view at once,
 * so the view is usually evaluated before the click and its content is shown as soon as the answer
 * is in. The state is a signal the view reads.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  const modal = document.querySelector<HTMLElement>(QUICK_VIEW_MODAL);
  const params = globalValue('woolentorQuickView');
  const ajaxUrl = sameSiteUrl(params?.ajaxUrl);
  if (!modal || !params) return ctx.report(`the modal ${QUICK_VIEW_MODAL} is not on the page: quick-view buttons are left to their links`);
  if (!ajaxUrl) return ctx.report('woolentorQuickView.ajaxUrl is not a URL on this site: quick-view buttons are left to their links');

  const spinner = sameSiteUrl(params.optionData?.spinnerImageUrl);
  if (spinner) {
    document.body.style.setProperty(SPINNER_PROPERTY, `url(${JSON.stringify(spinner)})`);
    scope.add(() => document.body.style.removeProperty(SPINNER_PROPERTY));
  }

  const state = signal<QuickViewState>({ status: 'closed' });
  let unusable = false;
  let request = scope.child();
  let hideLoading: (() => void) | null = null;

  const stopLoading = () => {
    hideLoading?.();
    hideLoading = null;
  };
  const close = () => {
    request.dispose();
    stopLoading();
    state.value = { status: 'closed' };
  };

  const view = loadView(() => loadChunk('quick-view-view', () => import('./view'))).then(
    ({ mount }) => {
      if (scope.disposed) return;
      mount(modal, ctx, {
        state,
        close,
        onShown() {
          stopLoading();
          bus.emit('woolentor_quick_view_rendered', {});
        },
      });
    },
    (error: unknown) => {
      unusable = true;
      stopLoading();
      state.value = { status: 'closed' };
      ctx.report('its view could not be loaded: quick-view buttons are left to their links', error);
    },
  );

  const open = (button: HTMLElement) => {
    const productId = button.dataset.product_id ?? '';
    if (state.value.status !== 'closed' || !productId) return;
    request.dispose();
    request = scope.child();
    const current = request;
    hideLoading = showLoading(button, modal);
    state.value = { status: 'loading', productId, opener: button };
    postForm(ajaxUrl, { action: AJAX_ACTIONS.content, id: productId, nonce: params.ajaxNonce }, { signal: current.signal })
      .then(async (body) => {
        const answer = readContentAnswer(body);
        await view;
        if (current.disposed || scope.disposed) return;
        if (answer.kind === 'empty') {
          close();
          ctx.report(`${MESSAGES.empty} (product ${productId})`);
          return;
        }
        state.value = { status: 'open', productId, opener: button, html: answer.html };
      })
      .catch((error: unknown) => {
        if (current.disposed || scope.disposed) return;
        close();
        ctx.report(`${MESSAGES.failed} (product ${productId})`, error);
      });
  };

  scope.on(document.body, 'click', (event) => {
    const button = closestTarget(event, QUICK_VIEW_BUTTON);
    if (!button || unusable) return;
    event.preventDefault();
    open(button);
  });
  clickOnSpace(scope, QUICK_VIEW_BUTTON);

  if (params.optionData?.enableAjaxCart !== 'off') {
    scope.on(modal, 'click', (event) => {
      const button = closestTarget(event, MODAL_ADD_BUTTON);
      const form = button?.closest('form.cart');
      if (!button || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      addToCart(button, form);
    });
  }

  /** elementor.md §6.5, answered as WooCommerce's own add to cart answers. */
  const addToCart = (button: HTMLElement, form: HTMLFormElement) => {
    const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute"]')];
    const { body, data, missing } = cartRequest({
      // The form without its submit button, as WooLentor's `$form.serialize()`: a simple product's
      // button is `name="add-to-cart"`, and WooCommerce's own form handler adds that field's
      // product during any request, admin-ajax too, before the plugin's action adds it again.
      form: [...new FormData(form)].map(([k, v]) => [k, String(v)] as const),
      buttonValue: (button as HTMLButtonElement).value ?? '',
      attributes: selects.map((select) => ({ name: select.name, value: select.value })),
      nonce: params.ajaxNonce,
    });
    for (const select of selects) if (missing.includes(select.name)) select.classList.add('required', 'error');
    bus.emit('adding_to_cart', { button, data });
    button.classList.remove('added');
    button.classList.add('loading');
    markFragmentsUpdating();
    const added = scope.child();
    void shopQueue
      .run(() => postForm(ajaxUrl, new URLSearchParams(body), { signal: added.signal }))
      .then((text) => {
        if (added.disposed) return;
        const outcome = cartOutcome(readJson(text, anyJson), (url) => (typeof url === 'string' ? sameSiteUrl(url) : null));
        button.classList.remove('loading');
        if (outcome.kind === 'go-to-product') return location.assign(outcome.url);
        if (outcome.kind === 'failed') {
          clearFragmentsUpdating();
          return ctx.report(`${MESSAGES.failed} (${outcome.reason})`);
        }
        button.classList.add('added');
        if (outcome.fragments) applyFragments(outcome.fragments);
        else clearFragmentsUpdating();
        bus.emit('added_to_cart', { fragments: outcome.fragments, cart_hash: outcome.cartHash, button });
      })
      .catch((error: unknown) => {
        if (added.disposed) return;
        button.classList.remove('loading');
        clearFragmentsUpdating();
        ctx.report(`${MESSAGES.failed} (add to cart)`, error);
      })
      .finally(() => added.dispose());
  };

  scope.add(stopLoading);
}
