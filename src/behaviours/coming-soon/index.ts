import { postForm } from '../../core/http';
import { sameSiteUrl } from '../../core/urls';
import type { WidgetContext } from '../../core/types';
import { COMING_SOON_BANNER } from '../../selectors';
import { closestTarget } from '../../core/delegate';

/**
 * Coming-soon footer banner dismissal (spec §7): POST the user meta to the REST URL with the
 * nonce header, and hide the banner when the call completes, whatever the result.
 */
export function start(_body: HTMLElement, ctx: WidgetContext): void {
  const { scope } = ctx;
  scope.on(document.body, 'click', (event) => {
    const link = closestTarget(event, '.coming-soon-footer-banner-dismiss');
    if (!link) return;
    event.preventDefault();
    const hide = () => {
      const banner = document.querySelector<HTMLElement>(COMING_SOON_BANNER);
      if (banner) banner.style.display = 'none';
    };
    // The nonce is only ever sent to this site.
    const url = sameSiteUrl(link.dataset.restUrl);
    if (!url) {
      ctx.report('the dismiss link has no usable data-rest-url');
      return hide();
    }
    postForm(url, { 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }, {
      headers: { 'X-WP-Nonce': link.dataset.restNonce ?? '' },
      signal: scope.signal,
    })
      .catch((error: unknown) => {
        if (!scope.disposed) ctx.report('the dismissal could not be saved', error);
      })
      .finally(() => {
        if (!scope.disposed) hide();
      });
  });
}
