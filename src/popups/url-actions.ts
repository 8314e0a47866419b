/**
 * Links carrying a page-builder URL action (elementor.md §2): one delegated click listener. The
 * link's default is prevented, so the action never lands in the address bar; an href that does
 * not decode to a known, well-formed action does nothing (as in the plugin), with one warning.
 */
import { clickOnSpace, closestTarget } from '../core/delegate';
import type { WidgetContext } from '../core/types';
import { ELEMENTOR_ACTION_LINK } from '../selectors';
import { decodeAction } from '../page-builder/actions';
import { runAction } from './run-action';

export function start(_body: HTMLElement, ctx: WidgetContext): void {
  ctx.scope.on(document.body, 'click', (event) => {
    const link = closestTarget(event, ELEMENTOR_ACTION_LINK);
    if (!link) return;
    event.preventDefault();
    const decoded = decodeAction(link.getAttribute('href') ?? '');
    if (!decoded.ok) {
      ctx.report(`a link's page-builder action was ignored: ${decoded.reason}`);
      return;
    }
    runAction(decoded.value, link, event);
  });
  // Elementor prints some action links as `role="button"` anchors.
  clickOnSpace(ctx.scope, `${ELEMENTOR_ACTION_LINK.split(', ').map((s) => `${s}[role="button"]`).join(', ')}`);
}
