/** Stand-ins for the page builder's third-party scripts, which the offline demo cannot reach. */
import type { Page } from '@playwright/test';

/**
 * The network is offline here: a stand-in for Facebook's SDK that marks what it draws and adds
 * nothing. Returns the SDK addresses the page asked for.
 */
export async function fakeFacebookSdk(page: Page): Promise<string[]> {
  const sdk: string[] = [];
  await page.route(/^https:\/\/connect\.facebook\.net\//, (route) => {
    sdk.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.FB = { init: function (options) { window.__fbInit = options; }, XFBML: { parse: function (root) {
        (root || document).querySelectorAll('.fb-like, .fb-page').forEach(function (div) { div.classList.add('fb_iframe_widget'); div.setAttribute('fb-xfbml-state', 'rendered'); });
      } } };`,
    });
  });
  return sdk;
}

