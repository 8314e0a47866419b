/**
 * The posts and archive posts widgets' skins (elementor-widgets.md §7.1-§7.2): each skin's handler
 * reads its settings under a prefix. The full-content skins reuse the classic handler, so they read
 * the classic keys their widget never prints (no columns, no masonry), as the page builder does.
 */
const PREFIXES: Readonly<Record<string, string>> = {
  classic: 'classic_',
  full_content: 'classic_',
  cards: 'cards_',
  archive_classic: 'archive_classic_',
  archive_full_content: 'archive_classic_',
  archive_cards: 'archive_cards_',
};

/**
 * The settings prefix of a `data-widget_type` (`posts.cards`, `archive-posts.archive_classic`),
 * or null for a skin another plugin adds (its own script runs it; the page builder attaches no
 * handler to it).
 */
export function skinPrefix(widgetType: string): string | null {
  const match = /^(posts|archive-posts)\.([a-z_]+)$/.exec(widgetType.trim());
  if (!match) return null;
  const [, widget, skin] = match;
  const archive = skin!.startsWith('archive_');
  if ((widget === 'archive-posts') !== archive) return null;
  return PREFIXES[skin!] ?? null;
}
