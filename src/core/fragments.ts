import { describeError, report } from './errors';
import { MINI_CART_SELECTOR, type Fragments } from './events';
import { replaceWithServerHtml, trustServerHtml } from './html';
import { clearFade, fadeTo } from './motion';
import { cart, readMiniCart } from './signals';

/**
 * Cart fragments: a map of CSS selector to the server's replacement markup (outer HTML). Spec §9:
 * targets fade to 0.6 over 400 ms while a cart request is in flight, then are replaced.
 */
export const FRAGMENT_FADE_OPACITY = 0.6;
export const FRAGMENT_FADE_MS = 400;

/** Selectors the last fragments used: what to dim while the next cart request runs. */
let knownSelectors: string[] = [MINI_CART_SELECTOR];

function select(selector: string): HTMLElement[] {
  try {
    return [...document.querySelectorAll<HTMLElement>(selector)];
  } catch (error) {
    // Themes may key fragments by jQuery-only selectors; those cannot be matched natively.
    report('cart-fragments', `fragment selector "${selector}" is not a valid CSS selector`, error);
    return [];
  }
}

export function markFragmentsUpdating(): void {
  for (const selector of knownSelectors) {
    for (const element of select(selector)) {
      element.classList.add('updating');
      fadeTo(element, FRAGMENT_FADE_OPACITY, FRAGMENT_FADE_MS);
    }
  }
}

export function clearFragmentsUpdating(): void {
  for (const element of document.querySelectorAll<HTMLElement>('.updating')) {
    element.classList.remove('updating');
    clearFade(element);
  }
}

/** jQuery's `$(selector).replaceWith(html)` for every key. Returns how many elements changed. */
export function applyFragments(fragments: Fragments): number {
  let replaced = 0;
  knownSelectors = Object.keys(fragments);
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of select(selector)) {
      try {
        replaceWithServerHtml(element, trustServerHtml(html));
        replaced++;
      } catch (error) {
        report('cart-fragments', `fragment "${selector}" could not be applied (${describeError(error)})`, error);
      }
    }
  }
  clearFragmentsUpdating();
  const miniCart = document.querySelector(MINI_CART_SELECTOR);
  const snapshot = miniCart && readMiniCart(miniCart);
  if (snapshot) cart.value = snapshot;
  return replaced;
}
