/**
 * The page builder's floating-buttons documents (elementor-widgets.md §10): each holds one contact
 * buttons widget (the chat box) or one floating bar (var-1, the ticker var-2, the coupon var-3),
 * started at once since they are part of the first view. The plugin registers their handlers only
 * with the `container` experiment on (`elementorFrontendConfig.experimentalFeatures.container`);
 * without it the markup is left alone, silently, as the plugin's own script would. Clicks on their
 * calls to action are counted for the document (tracking.ts).
 */
import { createRestorer } from '../../core/restore';
import { isRecord } from '../../core/record';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { readSettings, responsiveValue, textSetting } from '../../page-builder/settings';
import { startFloatingBar } from './bars';
import { startContactButtons } from './contact';
import { variantOf } from './logic';
import { trackClicks } from './tracking';

function containerExperimentOn(): boolean {
  const config = (window as unknown as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  return isRecord(config) && isRecord(config.experimentalFeatures) && Boolean(config.experimentalFeatures.container);
}

export function start(documentElement: HTMLElement, ctx: WidgetContext): void {
  if (!containerExperimentOn()) return;
  const widget = documentElement.querySelector<HTMLElement>('[data-widget_type^="contact-buttons"], [data-widget_type^="floating-bars"]');
  if (!widget) return ctx.report('it holds no contact-buttons or floating-bars widget ([data-widget_type])');
  const variant = variantOf(widget.getAttribute('data-widget_type') ?? '');
  const settings = readSettings(widget);
  if (!settings.ok) return ctx.report(`its widget's ${settings.reason.replace(/^its /, '')}`);

  const { scope } = ctx;
  const breakpoints = pageBreakpoints();
  const device = currentDevice(breakpoints);
  const order = deviceOrder(breakpoints);
  const raw = (key: string) => responsiveValue(settings.value, key, device, order);
  const setting = (key: string) => textSetting(raw(key)).trim();
  const restorer = createRestorer();
  scope.add(() => restorer.restore());

  const problem =
    variant === 'contact'
      ? startContactButtons(widget, setting, scope, restorer)
      : variant
        ? startFloatingBar(documentElement, widget, variant, setting, raw, scope, restorer)
        : null;
  // The markup checks come before any change: a report leaves the markup as served.
  if (problem) return ctx.report(problem);
  trackClicks(documentElement, documentElement.getAttribute('data-elementor-id') ?? '', scope);
}
