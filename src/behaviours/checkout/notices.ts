import { setServerHtml, trustServerHtml } from '../../core/html';
import { scrollToNotices } from '../../core/motion';
import type { Scope } from '../../core/scope';

/** What checkout.js removes page-wide before showing its own notices (checkout.md §3.7, §3.11). */
const PAGE_NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';

export function removePageNotices(extra = ''): void {
  for (const notice of document.querySelectorAll(extra ? `${PAGE_NOTICES}, ${extra}` : PAGE_NOTICES)) notice.remove();
}

/**
 * `div.woocommerce-NoticeGroup.woocommerce-NoticeGroup-<kind>` prepended to the form, holding the
 * server's notices (through the one HTML sink) or a notice we built from text, then scrolled to
 * (100 px above it over 1 s, as `$.scroll_to_notices`).
 */
export function showNoticeGroup(form: HTMLElement, kind: 'checkout' | 'updateOrderReview', content: string | Element, scope: Scope): HTMLElement {
  const group = document.createElement('div');
  group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`;
  form.prepend(group);
  if (typeof content === 'string') setServerHtml(group, trustServerHtml(content));
  else group.append(content);
  scrollToNotices(group, scope.signal);
  return group;
}
