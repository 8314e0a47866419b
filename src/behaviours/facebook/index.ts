/**
 * Elementor Pro's Facebook widgets (`facebook-button`, `-comments`, `-embed`, `-page`;
 * elementor-widgets.md §8.2), in place of its `social` handler: as a widget comes within 200 px
 * of the viewport (the registry's strategy; Pro fetched the SDK at load on every page with one),
 * Facebook's SDK is loaded once for the page and draws the widget's social plugin with
 * `FB.XFBML.parse(widget)`. A widget that comes near after that is drawn at once.
 *
 * The served markup is the fallback: a bad `data-href`, a malformed `facebook_sdk`, or an SDK that
 * fails or is not ready within FACEBOOK_SDK_TIMEOUT_MS is reported once per widget and nothing is
 * touched. Nothing of ours changes the box: the SDK draws inside the div (the page plugin's
 * inline height stays as served). Dispose gives the div back as served, the SDK's frame removed.
 *
 * Consent: the page builder prints no consent signal for these widgets (§8.2: Pro handles neither
 * consent nor third-party cookies), so none is read here; a consent tool that blocks the SDK's
 * address makes it fail, which leaves the markup as served.
 */
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { parseFacebookWidget, readSdkSettings } from './parse';
import { loadFacebookSdk } from './sdk';

/** What the SDK writes on the div it draws into, besides its children. */
const SDK_ATTRIBUTES = ['class', 'style', 'fb-xfbml-state', 'fb-iframe-plugin-query'];

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const parsed = parseFacebookWidget(widget);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const settings = readSdkSettings();
  if (!settings.ok) return ctx.report(settings.reason);
  const { element } = parsed.value;
  const { scope } = ctx;

  const served = createRestorer();
  served.children(element);
  served.attributes(element, ...SDK_ATTRIBUTES);
  scope.add(() => served.restore());

  // Not awaited: the scanner waits for an async start to settle, and this waits on the network.
  loadFacebookSdk(scope, settings.value).then(
    (sdk) => {
      if (scope.disposed) return;
      try {
        sdk.XFBML.parse(widget);
      } catch (error) {
        served.restore();
        ctx.report('the Facebook SDK could not draw it (FB.XFBML.parse threw)', error);
      }
    },
    (error: Error) => {
      if (!scope.disposed) ctx.report(error.message, error);
    },
  );
}
