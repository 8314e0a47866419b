import { jquery } from '../../core/bus';
import type { Disposer } from '../../core/scope';
import { resetContent, setContent } from './display';
import { resetVariationAttr, setVariationAttr, type ImageSwap } from './images';
import type { Variation } from './parse';

/**
 * WooCommerce's jQuery plugins (§4.9), for themes and quick-view plugins that call them. Installed
 * while a form runs, and only where the page has none of its own. `wc_variation_form()` is the
 * scanner's (registry `jqueryPlugin`) when jQuery was there at boot; this one only fills in for a
 * jQuery loaded later, whose forms the scanner starts anyway.
 */
type Each = { each(fn: (this: HTMLElement) => void): unknown };
type PluginFn = (this: Each, ...args: unknown[]) => unknown;

const forms = new WeakMap<HTMLElement, ImageSwap>();

export function registerForm(form: HTMLElement, images: ImageSwap): Disposer {
  forms.set(form, images);
  return () => forms.delete(form);
}

const eachElement = (fn: (element: HTMLElement, args: unknown[]) => void): PluginFn =>
  function (this: Each, ...args: unknown[]) {
    this.each(function (this: HTMLElement) {
      fn(this, args);
    });
    return this;
  };

const asVariation = (value: unknown): Variation | false => (typeof value === 'object' && value !== null ? (value as Variation) : false);

const PLUGINS: Record<string, PluginFn> = {
  wc_variation_form: function (this: Each) {
    return this;
  },
  wc_set_content: eachElement((element, [content]) => setContent(element, String(content ?? ''))),
  wc_reset_content: eachElement((element) => resetContent(element)),
  wc_set_variation_attr: eachElement((element, [name, value]) =>
    setVariationAttr(element, String(name), value === false || value === null || value === undefined ? value : String(value)),
  ),
  wc_reset_variation_attr: eachElement((element, [name]) => resetVariationAttr(element, String(name))),
  wc_variations_image_update: eachElement((form, [variation]) => forms.get(form)?.update(asVariation(variation))),
  wc_variations_image_reset: eachElement((form) => forms.get(form)?.reset()),
  wc_maybe_trigger_slide_position_reset: eachElement((form, [variation]) => forms.get(form)?.maybeResetSlide(asVariation(variation))),
};

let users = 0;
const ours = new Map<string, PluginFn>();

export function installJQueryPlugins(): Disposer {
  const $ = jquery();
  if (!$) return () => {};
  const fn = $.fn as unknown as Record<string, unknown>;
  if (users++ === 0) {
    for (const [name, plugin] of Object.entries(PLUGINS)) {
      if (typeof fn[name] === 'function') continue;
      fn[name] = plugin;
      ours.set(name, plugin);
    }
  }
  return () => {
    if (--users > 0) return;
    // `$(form).wc_variation_form()` on a running form restarts it (the scanner's jqueryPlugin):
    // the old one is disposed before the new one starts, and code that calls a helper right after
    // must still find it.
    setTimeout(() => {
      if (users > 0) return;
      for (const [name, plugin] of ours) if (fn[name] === plugin) delete fn[name];
      ours.clear();
    });
  };
}
