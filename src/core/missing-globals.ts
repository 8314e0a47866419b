import { report } from './errors';
import type { WidgetDef } from './types';

/**
 * A page that has a widget's markup but not the global its plugin prints lost that global on the
 * way (the plugin's handle dequeued with its data): the feature silently falls back to the browser
 * (a link, a full page load). Said once per global (`told` is the scanner's), at idle, naming the
 * fix. Its own chunk: most pages never need it, and the loader's bytes come before `load`.
 */
export function reportMissingGlobals(lacking: ReadonlyArray<readonly [WidgetDef, string]>, told: Set<string>): void {
  for (const [def, name] of lacking) {
    // A widget on `body` has no markup of its own: its global is the page's whole request for it
    // (the chat's lite mode, attribution), and a page without it asks for nothing.
    if (told.has(name) || def.selector === 'body' || !document.querySelector(def.selector)) continue;
    told.add(name);
    const handle = def.replaces ? ` (printed with the "${def.replaces}" script)` : '';
    report(def.name, `the page has its markup but no ${name} global${handle}, so the browser handles it without storefront. Keep that script's data on the page: the storefront WordPress plugin does, see README "Installing on WordPress".`);
  }
}
