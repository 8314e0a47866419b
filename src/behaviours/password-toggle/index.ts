import { globalValue } from '../../core/config';
import { text } from '../../core/i18n';
import { createRestorer, type Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';

/**
 * A show/hide toggle for each password field in a WooCommerce form (woocommerce.js): the input
 * sits in `span.password-input` with a `button.show-password-input` after it.
 */
export function start(input: HTMLElement, ctx: WidgetContext): void {
  if (!(input instanceof HTMLInputElement)) return;
  const params = globalValue('woocommerce_params');
  const showLabel = text('password_show', params?.i18n_password_show);
  const hideLabel = text('password_hide', params?.i18n_password_hide);

  const { scope } = ctx;
  const served = createRestorer();
  scope.add(() => served.restore());
  const wrapper = passwordWrapper(input, scope, served);
  if (!wrapper) return;
  // A form that leaves (a popup closing) may come back: it must not come back showing the password.
  served.attributes(input, 'type');
  let button = wrapper.querySelector<HTMLButtonElement>(':scope > button.show-password-input');
  if (!button) {
    button = document.createElement('button');
    button.type = 'button';
    button.className = 'show-password-input';
    wrapper.append(button);
    const created = button;
    scope.add(() => created.remove());
  } else {
    served.attributes(button, 'aria-label', 'aria-describedby', 'class');
  }
  const toggle = button;
  toggle.setAttribute('aria-label', showLabel);
  if (input.id) toggle.setAttribute('aria-describedby', input.id);

  scope.on(toggle, 'click', (event) => {
    event.preventDefault();
    const reveal = input.type === 'password';
    toggle.classList.toggle('display-password', reveal);
    toggle.setAttribute('aria-label', reveal ? hideLabel : showLabel);
    input.type = reveal ? 'text' : 'password';
    input.focus();
  });
}

/** WooCommerce wraps `.woocommerce-Input` fields; other fields use their span parent (checkout). */
function passwordWrapper(input: HTMLInputElement, scope: Scope, served: Restorer): HTMLElement | null {
  const parent = input.parentElement;
  if (!parent) return null;
  if (parent.matches('span.password-input')) return parent;
  if (parent.tagName === 'SPAN') {
    served.classes(parent, 'password-input');
    parent.classList.add('password-input');
    return parent;
  }
  if (!input.classList.contains('woocommerce-Input')) return null;
  const wrapper = document.createElement('span');
  wrapper.className = 'password-input';
  parent.insertBefore(wrapper, input);
  wrapper.append(input);
  // Unwrapped only while the input is still ours to move (a theme may have moved it since).
  scope.add(() => {
    if (input.parentElement === wrapper) wrapper.replaceWith(...wrapper.childNodes);
  });
  return wrapper;
}
