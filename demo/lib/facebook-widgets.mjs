// Elementor Pro's Facebook widgets (modules/social/widgets/facebook-button.php and
// facebook-page.php `render()`, elementor-widgets.md §8.2), as the plugin prints them for the
// shop's (fictional) Facebook page. Facebook's SDK is never on the demo's network: the widgets
// stay as served there (their boxes hold the page plugin's height), and the end-to-end test
// answers the SDK's address with a local stand-in (see the report).
import { attrs, html } from './format.mjs';

export const FACEBOOK_PAGE_URL = 'https://www.facebook.com/tiendaaurora/';

/**
 * `ElementorProFrontendConfig.facebook_sdk` as Facebook_SDK_Manager localizes it: the site's
 * `get_locale()` and the app id setting ('' when none is set).
 */
export const FACEBOOK_SDK_CONFIG = { lang: 'es_ES', app_id: '' };

function widget(id, type, plugin) {
  const wrapper = {
    class: `elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}`,
    'data-id': id,
    'data-element_type': 'widget',
    'data-widget_type': `${type}.default`,
  };
  return html`<div${attrs(wrapper)}>
<div class="elementor-widget-container">
<div${attrs(plugin)}></div>
</div>
</div>
`;
}

/**
 * A like button (type "like", custom URL: the shop's page, with the share button) and the page
 * plugin (timeline tab, 500 px high, Pro's inline height reserving its box). `broken`: the page
 * plugin's data-href is not a facebook.com address (the widget stays as served, one
 * `[storefront] facebook:` warning).
 */
export function facebookWidgets({ likeId = 'fb1a2b3', pageId = 'fb4c5d6', broken = false } = {}) {
  const like = widget(likeId, 'facebook-button', {
    'data-layout': 'button_count',
    'data-colorscheme': 'light',
    'data-size': 'large',
    'data-show-faces': 'false',
    class: 'elementor-facebook-widget fb-like',
    'data-href': FACEBOOK_PAGE_URL,
    'data-share': 'true',
    'data-action': 'like',
  });
  const page = widget(pageId, 'facebook-page', {
    class: 'elementor-facebook-widget fb-page',
    'data-href': broken ? 'https://tiendaaurora.example/facebook/' : FACEBOOK_PAGE_URL,
    'data-tabs': 'timeline',
    'data-height': '500px',
    'data-width': '500px',
    'data-small-header': 'false',
    'data-hide-cover': 'false',
    'data-show-facepile': 'true',
    'data-hide-cta': 'false',
    style: 'min-height: 1px;height:500px',
  });
  return html`${like}${page}`;
}
