import { defineJQueryFunctions, perElement, type JQueryFunction } from '../../core/jquery';
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
const forms = new WeakMap<HTMLElement, ImageSwap>();

export function registerForm(form: HTMLElement, images: ImageSwap): Disposer {
  forms.set(form, images);
  return () => forms.delete(form);
}

const asVariation = (value: unknown): Variation | false => (typeof value === 'object' && value !== null ? (value as Variation) : false);

const PLUGINS: Record<string, JQueryFunction> = {
  wc_variation_form: function () {
    return this;
  },
  wc_set_content: perElement((element, [content]) => setContent(element, String(content ?? ''))),
  wc_reset_content: perElement((element) => resetContent(element)),
  wc_set_variation_attr: perElement((element, [name, value]) =>
    setVariationAttr(element, String(name), value === false || value === null || value === undefined ? value : String(value)),
  ),
  wc_reset_variation_attr: perElement((element, [name]) => resetVariationAttr(element, String(name))),
  wc_variations_image_update: perElement((form, [variation]) => forms.get(form)?.update(asVariation(variation))),
  wc_variations_image_reset: perElement((form) => forms.get(form)?.reset()),
  wc_maybe_trigger_slide_position_reset: perElement((form, [variation]) => forms.get(form)?.maybeResetSlide(asVariation(variation))),
};

let users = 0;
let removeOurs: Disposer = () => {};

export function installJQueryPlugins(): Disposer {
  if (users++ === 0) {
    // Ours may still be there, their removal pending (below): keep that removal too.
    const earlier = removeOurs;
    const added = defineJQueryFunctions(PLUGINS);
    removeOurs = () => {
      earlier();
      added();
    };
  }
  return () => {
    if (--users > 0) return;
    // `$(form).wc_variation_form()` on a running form restarts it (the scanner's jqueryPlugin):
    // the old one is disposed before the new one starts, and code that calls a helper right after
    // must still find it.
    setTimeout(() => {
      if (users > 0) return;
      removeOurs();
      removeOurs = () => {};
    });
  };
}
