/**
 * What the page URL asks of the page builder at load (spec §2 "Page-builder URL behaviours"): an
 * action in the hash runs once and leaves the address bar (a reload or a shared link must not run
 * it again), and `theme_template_id=N` brings the template `.elementor-N` to the middle of the
 * viewport.
 */
import { prefersReducedMotion } from '../core/motion';
import type { WidgetContext } from '../core/types';
import { decodeAction, isActionHref } from '../page-builder/actions';
import { runAction } from './run-action';

export const THEME_TEMPLATE_PARAM = 'theme_template_id';

export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const hash = location.hash;
  if (isActionHref(hash)) {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    const decoded = decodeAction(hash);
    if (decoded.ok) runAction(decoded.value, null);
    else ctx.report(`the page URL's page-builder action was ignored: ${decoded.reason}`);
  }
  const templateId = new URLSearchParams(location.search).get(THEME_TEMPLATE_PARAM);
  if (templateId && /^\d+$/.test(templateId)) {
    const template = document.querySelector(`.elementor-${templateId}`);
    template?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
}
