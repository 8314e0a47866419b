import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles, resetStyles } from './styles';

afterEach(() => {
  resetStyles();
  vi.restoreAllMocks();
});

describe('adoptStyles', () => {
  it('adds a widget’s stylesheet once, however many instances start', () => {
    const before = document.adoptedStyleSheets.length;
    adoptStyles('gallery', '.a { color: red; }');
    adoptStyles('gallery', '.a { color: red; }');
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
  });
  it('puts our rules in the storefront cascade layer, so the theme’s unlayered rules win', () => {
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    adoptStyles('tabs', '.b { color: blue; }');
    expect(replaceSync).toHaveBeenCalledTimes(1);
    expect(replaceSync.mock.calls[0]?.[0]).toMatch(/^@layer storefront \{\s*\.b \{ color: blue; \}\s*\}$/);
  });
  it('leaves a library’s own stylesheet unlayered when asked, as the plugin loaded it', () => {
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    adoptStyles('lightbox', '.pswp__button { background: none; }', { layered: false });
    expect(replaceSync.mock.calls[0]?.[0]).toBe('.pswp__button { background: none; }');
  });
  it('removes what it adopted on reset', () => {
    const before = document.adoptedStyleSheets.length;
    adoptStyles('x', '.c {}');
    resetStyles();
    expect(document.adoptedStyleSheets.length).toBe(before);
  });
});
