import { text } from './i18n';

/**
 * blockUI's replacement: an overlay over an element while a request for it is in flight. The
 * element is made inert so nothing inside can be clicked twice, and the message is announced.
 */
export const BLOCKED_CLASS = 'storefront-blocked';
export const OVERLAY_CLASS = 'storefront-block-overlay';

export function block(element: HTMLElement, message: string | null = text('please_wait')): () => void {
  if (element.classList.contains(BLOCKED_CLASS)) return () => unblock(element);
  element.classList.add(BLOCKED_CLASS);
  element.setAttribute('aria-busy', 'true');
  element.inert = true;
  const overlay = document.createElement('div');
  overlay.className = OVERLAY_CLASS;
  if (message) {
    const label = document.createElement('span');
    label.className = `${OVERLAY_CLASS}__message`;
    label.setAttribute('role', 'status');
    label.textContent = message;
    overlay.append(label);
  }
  element.append(overlay);
  return () => unblock(element);
}

export function unblock(element: HTMLElement): void {
  element.classList.remove(BLOCKED_CLASS);
  element.removeAttribute('aria-busy');
  element.inert = false;
  for (const overlay of element.querySelectorAll(`:scope > .${OVERLAY_CLASS}`)) overlay.remove();
}
