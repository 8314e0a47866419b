/**
 * Elementor Pro's share buttons (elementor-widgets.md §8.1, elementor.md §5): one instance for the
 * page, delegated. A press on `.elementor-share-btn_{network}` (click, Enter, or Space on its
 * release, as a role=button promises) opens the network's share page in a window centred on the
 * screen; email goes to the mail client, print prints the page.
 *
 * Deliberate differences from the plugin: the shared address and texts are percent-encoded; a
 * widget link that is not http(s) shares this page instead; the share window gets no opener; `mix`
 * (no address in Pro's library, so its button did nothing) opens Mix's share page; a widget
 * whose data-settings cannot be read shares nothing and says so once, since its only setting is
 * the address the site owner chose.
 */
import { closestTarget } from '../../core/delegate';
import { isSpaceKey } from '../../core/keys';
import { isRecord } from '../../core/record';
import type { WidgetContext } from '../../core/types';
import { readSettings } from '../../page-builder/settings';
import { SHARE_BUTTONS_WIDGET } from '../../page-builder/selectors';
import { SHARE_WINDOW_SIZE } from '../../core/timings';
import { networkOf, PRINT, shareLink, shareParams, windowFeatures } from './logic';

const SHARE_BUTTON = '.elementor-share-btn';

export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;

  const share = (button: HTMLElement) => {
    const network = networkOf(button.classList);
    if (!network) return;
    const widget = button.closest<HTMLElement>(SHARE_BUTTONS_WIDGET);
    if (!widget) return;
    const settings = readSettings(widget);
    if (!settings.ok) return ctx.report(settings.reason);
    const custom = isRecord(settings.value.share_url) ? settings.value.share_url.url : undefined;
    const link = shareLink(network, shareParams(custom, pagePost()));
    if (link === null) return;
    if (link === PRINT) window.print();
    else if (link.startsWith('mailto:')) window.location.assign(link);
    else {
      const opened = window.open(link, '', windowFeatures(SHARE_WINDOW_SIZE, window.screen));
      // The network's page gets no handle on this one.
      if (opened) opened.opener = null;
    }
  };

  const buttonOf = (event: Event) => {
    const button = closestTarget(event, SHARE_BUTTON);
    return button && button.closest(SHARE_BUTTONS_WIDGET) ? button : null;
  };
  scope.on(document, 'click', (event) => {
    const button = buttonOf(event);
    if (button) share(button);
  });
  scope.on(document, 'keydown', (event) => {
    const button = buttonOf(event);
    if (!button || button.getAttribute('role') !== 'button' || event.target !== button) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      share(button);
    } else if (isSpaceKey(event)) event.preventDefault();
  });
  scope.on(document, 'keyup', (event) => {
    const button = buttonOf(event);
    if (!button || button.getAttribute('role') !== 'button' || event.target !== button || !isSpaceKey(event)) return;
    event.preventDefault();
    share(button);
  });
}

/** This page as the page builder describes it: its title, and the post's excerpt and image from `elementorFrontendConfig.post`. */
function pagePost(): { href: string; title: string; excerpt: string; image: string } {
  const config = (window as unknown as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  const post = isRecord(config) && isRecord(config.post) ? config.post : {};
  return {
    href: window.location.href,
    title: document.title.trim(),
    excerpt: typeof post.excerpt === 'string' ? post.excerpt.trim() : '',
    image: typeof post.featuredImage === 'string' ? post.featuredImage : '',
  };
}
