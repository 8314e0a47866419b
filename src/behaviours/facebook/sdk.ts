/**
 * Facebook's JavaScript SDK, loaded as Pro's handler does (elementor-widgets.md §8.2): its script
 * inserted once per page, by the first widget that comes near the viewport (never at load), then
 * `FB.init` with the site's app id and `fb:sdk:loaded` on the document. Each widget waits on its
 * own scope; the script is the page's, shared by every widget.
 *
 * Readiness: the SDK defines `window.FB` while its script runs, so the script's `load` event
 * finds it, as Pro's `$.ajax` success callback did. `window.fbAsyncInit` is never defined or
 * wrapped: a site that sets one for its own SDK keeps it, and the SDK still calls it.
 * An SDK the site put on the page itself (its own script, any locale) is used as the site set it
 * up: no second script and no second `FB.init`, which would replace the site's app id.
 */
import { emit } from '../../core/bus';
import { insertThirdPartyScript } from '../../core/html';
import { isRecord } from '../../core/record';
import type { Scope } from '../../core/scope';
import { FACEBOOK_SDK_TIMEOUT_MS } from '../../core/timings';
import { GRAPH_API_VERSION, isSdkScriptUrl, sdkUrl, type SdkSettings } from './logic';
import { proConfig } from './parse';

export interface FacebookSdk {
  init(options: { appId?: string; version: string; xfbml: boolean }): void;
  XFBML: { parse(element?: Element): void };
}

function readySdk(): FacebookSdk | null {
  const fb = (window as unknown as { FB?: unknown }).FB;
  return isRecord(fb) && typeof fb.init === 'function' && isRecord(fb.XFBML) && typeof fb.XFBML.parse === 'function' ? (fb as unknown as FacebookSdk) : null;
}

/** The script we inserted, until it fails (then removed, so the next widget asks afresh). */
let ours: HTMLScriptElement | null = null;
/** Whether `FB.init` ran for the script in `ours`. */
let initialised = false;

function ourScript(): HTMLScriptElement | null {
  if (ours && !ours.isConnected) ours = null;
  return ours;
}

function siteScript(): HTMLScriptElement | null {
  for (const script of document.scripts) if (script !== ours && isSdkScriptUrl(script.src)) return script;
  return null;
}

/**
 * Pro's handler keeps its state in the page's config (`facebook_sdk.isLoading`, `isLoaded`), where
 * a theme's code may look before calling `FB`; kept up to date the same way.
 */
function markConfig(state: { isLoading: boolean; isLoaded?: boolean }): void {
  const config = proConfig();
  const sdk = isRecord(config) ? config.facebook_sdk : undefined;
  if (isRecord(sdk)) Object.assign(sdk, state);
}

/**
 * Inserts the SDK's script. A page whose scripts carry a CSP nonce gets it on this one too. Its
 * address goes through our Trusted Types policy, which allows exactly the SDK's path per locale
 * (core/html.ts).
 */
function insertScript(url: string): HTMLScriptElement {
  const script = insertThirdPartyScript(url);
  ours = script;
  initialised = false;
  markConfig({ isLoading: true });
  return script;
}

/** The first to see our SDK ready initialises it and tells the page, once. */
function initialiseOurs(sdk: FacebookSdk, settings: SdkSettings): void {
  if (initialised || !ourScript()) return;
  initialised = true;
  sdk.init({ ...(settings.appId ? { appId: settings.appId } : {}), version: GRAPH_API_VERSION, xfbml: false });
  markConfig({ isLoading: false, isLoaded: true });
  emit('fb:sdk:loaded', {});
}

function dropOurs(script: HTMLScriptElement): void {
  if (script !== ours) return;
  script.remove();
  ours = null;
  markConfig({ isLoading: false });
}

/**
 * Resolves with the SDK once it is ready, inserting its script if the page has none. Rejects when
 * the script fails to load, loads without defining `FB`, or is still not ready after
 * FACEBOOK_SDK_TIMEOUT_MS. Stays pending once `scope` is disposed (the caller checks
 * `scope.disposed`).
 */
export function loadFacebookSdk(scope: Scope, settings: SdkSettings): Promise<FacebookSdk> {
  return new Promise((resolve, reject) => {
    const ready = readySdk();
    if (ready) {
      initialiseOurs(ready, settings);
      return resolve(ready);
    }
    const url = sdkUrl(settings.locale);
    let script: HTMLScriptElement;
    try {
      script = ourScript() ?? siteScript() ?? insertScript(url);
    } catch (error) {
      return reject(new Error(`the Facebook SDK script (${url}) could not be inserted`, { cause: error }));
    }
    const waiting = scope.child();
    const fail = (reason: string) => {
      waiting.dispose();
      reject(new Error(reason));
    };
    waiting.on(script, 'load', () => {
      const sdk = readySdk();
      if (!sdk) {
        dropOurs(script);
        return fail(`the Facebook SDK script (${script.src}) loaded but did not define FB`);
      }
      waiting.dispose();
      initialiseOurs(sdk, settings);
      resolve(sdk);
    });
    waiting.on(script, 'error', () => {
      dropOurs(script);
      fail(`the Facebook SDK script (${script.src}) failed to load`);
    });
    waiting.timeout(() => fail(`the Facebook SDK was not ready after ${FACEBOOK_SDK_TIMEOUT_MS / 1000} s`), FACEBOOK_SDK_TIMEOUT_MS);
  });
}
