import { safeHttpUrl } from './logic';
import { LIGHTBOX_TEXTS as TEXTS } from './texts';

/**
 * Spec §8: "The image could not be loaded.", where "The image" links to the image file. The file
 * opens in a new tab: the lightbox is a dialog over the page, which must stay where it is.
 */
export function errorMessage(src: unknown): HTMLElement {
  const message = document.createElement('div');
  message.className = 'pswp__error-msg';
  const href = safeHttpUrl(String(src ?? ''), location.href);
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = TEXTS.errorLink;
    message.append(link, TEXTS.errorRest);
  } else message.textContent = TEXTS.errorLink + TEXTS.errorRest;
  return message;
}
