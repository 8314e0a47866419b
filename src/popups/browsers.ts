/**
 * The browsers rule's detection, imported only for popups whose rule lists browsers, so
 * `ua-parser-js` (1.x, MIT) stays out of the loader and the popups' chunk. The plugin reads five
 * flags from `elementorFrontend.utils.environment` (elementor.md §3.5); the library names the
 * browser, and each flag is the set of names that browser goes by on desktop and mobile.
 */
import UAParser from 'ua-parser-js';
import type { BrowserFlags } from './timing';

const NAMES: Readonly<Record<keyof BrowserFlags, readonly string[]>> = {
  ie: ['IE', 'IEMobile'],
  chrome: ['Chrome', 'Mobile Chrome', 'Chrome Headless', 'Chrome WebView', 'Chromium'],
  edge: ['Edge'],
  firefox: ['Firefox', 'Mobile Firefox'],
  safari: ['Safari', 'Mobile Safari'],
};

export function detectBrowsers(userAgent: string): BrowserFlags {
  // The agent passed in, never the navigator: the library then reads nothing else of the page.
  const name = new UAParser(userAgent).getBrowser().name ?? '';
  return {
    ie: NAMES.ie.includes(name),
    chrome: NAMES.chrome.includes(name),
    edge: NAMES.edge.includes(name),
    firefox: NAMES.firefox.includes(name),
    safari: NAMES.safari.includes(name),
  };
}
