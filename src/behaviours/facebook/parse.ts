/**
 * A Facebook widget's markup (elementor-widgets.md §8.2): one `.elementor-facebook-widget` div
 * whose `fb-*` class names the social plugin, with its address in `data-href`; and the page's SDK
 * settings (§1.3).
 */
import type { Parsed } from '../../page-builder/settings';
import { hrefProblem, PLUGIN_SELECTOR, pluginKind, sdkSettings, type PluginKind, type SdkSettings } from './logic';

export interface FacebookPlugin {
  /** The div the SDK draws into. */
  element: HTMLElement;
  kind: PluginKind;
}

export function parseFacebookWidget(widget: HTMLElement): Parsed<FacebookPlugin> {
  const element = widget.querySelector<HTMLElement>(PLUGIN_SELECTOR);
  const kind = element && pluginKind(element.classList);
  if (!element || !kind) {
    return { ok: false, reason: 'it has no div.elementor-facebook-widget with an fb-like, fb-comments, fb-page, fb-post, fb-video or fb-comment-embed class' };
  }
  const problem = hrefProblem(kind, element.getAttribute('data-href')?.trim() ?? '');
  if (problem) return { ok: false, reason: problem };
  return { ok: true, value: { element, kind } };
}

/** The page's `ElementorProFrontendConfig` object, which Pro's handler also marks while loading. */
export function proConfig(): unknown {
  return (window as unknown as { ElementorProFrontendConfig?: unknown }).ElementorProFrontendConfig;
}

export function readSdkSettings(): Parsed<SdkSettings> {
  return sdkSettings(proConfig());
}
