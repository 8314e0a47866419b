/**
 * The browsers rule's detection, loaded only for popups whose rule lists browsers. The plugin
 * reads `elementorFrontend.utils.environment`, a user-agent sniff; this reads the same five flags
 * from the user agent (Edge before Chrome, whose token its agent also carries; Chrome-based
 * agents and Firefox on iOS before Safari).
 */
import type { BrowserFlags } from './timing';

export function detectBrowsers(userAgent: string): BrowserFlags {
  const ie = /Trident\/|MSIE /.test(userAgent);
  const edge = !ie && /Edg(e|A|iOS)?\//.test(userAgent);
  const firefox = /Firefox\/|FxiOS\//.test(userAgent);
  const chrome = !edge && !/OPR\//.test(userAgent) && /Chrome\/|CriOS\//.test(userAgent);
  const safari = !chrome && !edge && !firefox && /Safari\//.test(userAgent) && /Version\//.test(userAgent);
  return { ie, chrome, edge, firefox, safari };
}
