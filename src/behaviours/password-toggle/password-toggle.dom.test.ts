// @vitest-environment-options {"url":"https://tienda.example/mi-cuenta/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { markup, woocommerceParams } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, setGlobals, settle, usePage } from '../../../tests/dom/support/page';

const page = usePage();

const loginPassword = () => document.querySelector<HTMLInputElement>('#password')!;
const checkoutPassword = () => document.querySelector<HTMLInputElement>('#account_password')!;
const toggleOf = (input: HTMLInputElement) => input.parentElement!.querySelector<HTMLButtonElement>(':scope > button.show-password-input')!;

describe('password toggle', () => {
  it('wraps the login password in span.password-input with a show button after it, labelled from woocommerce_params', async () => {
    render(markup.loginForm);
    setGlobals({ woocommerce_params: woocommerceParams });
    await boot(['password-toggle']);

    const input = loginPassword();
    expect(input.parentElement!.matches('span.password-input')).toBe(true);
    expect(input.parentElement!.parentElement!.matches('p.woocommerce-form-row')).toBe(true);
    const button = input.nextElementSibling as HTMLButtonElement;
    expect(button.matches('button.show-password-input')).toBe(true);
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.getAttribute('aria-describedby')).toBe('password');
    // The username field is not a password field.
    expect(document.querySelector('#username')!.parentElement!.matches('p')).toBe(true);
  });

  it('falls back to Spanish labels when the page prints no woocommerce_params', async () => {
    render(markup.loginForm);
    await boot(['password-toggle']);

    const button = toggleOf(loginPassword());
    expect(button.getAttribute('aria-label')).toBe('Mostrar contraseña');
    fireEvent.click(button);
    expect(button.getAttribute('aria-label')).toBe('Ocultar contraseña');
  });

  it('reveals the password on click, swaps the label and focuses the field; a second click hides it again', async () => {
    render(markup.loginForm);
    setGlobals({ woocommerce_params: woocommerceParams });
    await boot(['password-toggle']);
    const input = loginPassword();
    const button = toggleOf(input);
    let submitted = 0;
    input.form!.addEventListener('submit', (event) => {
      submitted++;
      event.preventDefault();
    });

    fireEvent.click(button);
    expect(input.type).toBe('text');
    expect(button.classList.contains('display-password')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Hide password');
    expect(document.activeElement).toBe(input);

    button.blur();
    fireEvent.click(button);
    expect(input.type).toBe('password');
    expect(button.classList.contains('display-password')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(document.activeElement).toBe(input);
    expect(submitted).toBe(0);
  });

  it('uses the checkout field’s own span (woocommerce-input-wrapper) as the wrapper', async () => {
    render(markup.loginForm);
    await boot(['password-toggle']);

    const input = checkoutPassword();
    const wrapper = input.parentElement!;
    expect(wrapper.matches('span.woocommerce-input-wrapper.password-input')).toBe(true);
    expect(wrapper.parentElement!.id).toBe('account_password_field');
    expect(toggleOf(input).getAttribute('aria-describedby')).toBe('account_password');
    expect(document.querySelectorAll('button.show-password-input')).toHaveLength(2);
  });

  it('leaves a password field that is neither .woocommerce-Input nor in a span exactly as printed', async () => {
    render(markup.loginFormMalformed);
    const before = document.body.innerHTML;
    await boot(['password-toggle']);

    expect(document.body.innerHTML).toBe(before);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('adds one toggle per field however often the page is rescanned', async () => {
    render(markup.loginForm);
    const scanner = await boot(['password-toggle']);

    scanner.scan(document);
    scanner.scan(document);
    await settle();

    expect(document.querySelectorAll('button.show-password-input')).toHaveLength(2);
    expect(loginPassword().parentElement!.parentElement!.querySelectorAll('span.password-input')).toHaveLength(1);
  });

  it('gives a toggle to a password field added later (a login form loaded into a popup)', async () => {
    render('<div class="woocommerce"><div class="popup"></div></div>');
    await boot(['password-toggle']);

    document.querySelector('.popup')!.innerHTML =
      '<form class="woocommerce-form woocommerce-form-login login" method="post"><p class="form-row"><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="popup_password"></p></form>';
    await flush();
    await settle();

    const input = document.querySelector<HTMLInputElement>('#popup_password')!;
    expect(toggleOf(input)).not.toBeNull();
  });

  it('leaves the fields as served when disposed with a password revealed: hidden again, unwrapped, no toggle', async () => {
    render(markup.loginForm);
    const served = document.body.innerHTML;
    const scanner = await boot(['password-toggle']);
    fireEvent.click(toggleOf(loginPassword()));
    fireEvent.click(toggleOf(checkoutPassword()));
    expect(loginPassword().type).toBe('text');

    scanner.stop();

    expect(loginPassword().type).toBe('password');
    expect(checkoutPassword().type).toBe('password');
    expect(document.body.innerHTML).toBe(served);
  });

  it('shows a form moved elsewhere (a popup re-inserting it) with its password hidden and one toggle', async () => {
    render(markup.loginForm, '<div class="popup"></div>');
    await boot(['password-toggle']);
    fireEvent.click(toggleOf(loginPassword()));

    const form = document.querySelector('.woocommerce')!;
    form.remove();
    await flush();
    document.querySelector('.popup')!.append(form);
    await flush();
    await settle();

    expect(loginPassword().type).toBe('password');
    expect(toggleOf(loginPassword()).getAttribute('aria-label')).toBe('Mostrar contraseña');
    expect(document.querySelectorAll('button.show-password-input')).toHaveLength(2);
  });

  it('leaves no listener behind when the form is removed', async () => {
    render(markup.loginForm);
    const tracker = trackListeners();
    await boot(['password-toggle']);
    expect(tracker.live().length).toBe(2);

    document.querySelector('.woocommerce')!.remove();
    await flush();

    expect(tracker.live()).toEqual([]);
    tracker.stop();
  });
});
