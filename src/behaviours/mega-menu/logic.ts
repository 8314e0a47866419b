/**
 * The mega menu's rules (elementor-widgets.md §6.1), free of the DOM: when titles open on hover or
 * on click, where a `fit_to_content` panel goes, when it opens above its title, how far a sticky
 * header's panel may reach, how the panels are stretched to the page, whether a pointer leaving a
 * title or a panel is on its way between them, and the open/closed state itself.
 */
import { keyIntent, type KeyIntent } from '../../core/roving';

export type Layout = 'horizontal' | 'dropdown';
export type OpenMode = 'hover' | 'click';

/** The devices on which Pro opens titles on click whatever `open_on` says (its `isMobileDevice`). */
export const CLICK_DEVICES: readonly string[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra'];

/**
 * Click in the editor, with `open_on` other than hover, in the dropdown layout (the item layout,
 * or the toggle shown at this width) and on phones and tablets; hover otherwise. Asked at each
 * event, so a window resized across a breakpoint changes it (Pro decides once, when it starts).
 */
export function openMode({ openOn, itemLayout, layout, device, edit }: { openOn: string; itemLayout: string; layout: Layout; device: string; edit: boolean }): OpenMode {
  if (edit || openOn !== 'hover' || itemLayout === 'dropdown' || layout === 'dropdown' || CLICK_DEVICES.includes(device)) return 'click';
  return 'hover';
}

/** `data-touch-mode`: a touch screen, or a phone or tablet width. */
export function touchMode(hasTouch: boolean, device: string): boolean {
  return hasTouch || CLICK_DEVICES.includes(device);
}

export interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

export type PanelPosition = 'left' | 'center' | 'right';

/**
 * A `fit_to_content` panel's offset from its row's inline start (`left`, or `right` in a
 * right-to-left page), all in the row's coordinates: under its title as `content_horizontal_position`
 * says, then kept within `[0, rowWidth - panelWidth]` (flush with the start when it is wider than
 * the row). Pro clamps each position its own way and leaves a right-aligned panel free to cross the
 * row's end; one clamp for all keeps every panel on the page.
 */
export function panelOffset({ title, panelWidth, rowWidth, position, rtl }: { title: { left: number; right: number }; panelWidth: number; rowWidth: number; position: PanelPosition; rtl: boolean }): number {
  const start = position === 'left' ? title.left : position === 'right' ? title.right - panelWidth : (title.left + title.right) / 2 - panelWidth / 2;
  const clamped = Math.max(0, Math.min(start, rowWidth - panelWidth));
  return rtl ? Math.max(0, rowWidth - panelWidth - clamped) : clamped;
}

/** Pro's `content-above`: the panel does not fit below the viewport's bottom but fits above its titles. */
export function opensAbove({ panel, headingHeight, viewportHeight }: { panel: { top: number; height: number }; headingHeight: number; viewportHeight: number }): boolean {
  return panel.height < panel.top - headingHeight && viewportHeight - panel.top < panel.height;
}

/**
 * In a sticky header a panel taller than the room under it gets that room as its height (and
 * scrolls inside); null when it fits.
 */
export function stickyHeightCap({ top, height, viewportHeight }: { top: number; height: number; viewportHeight: number }): number | null {
  const room = viewportHeight - top;
  return height > room ? Math.max(0, room) : null;
}

/**
 * The page-wide stretch Pro's stretch handler writes on `.e-n-menu-wrapper` (`--stretch-width` and
 * `--stretch-left`, or `--stretch-right` right to left): the panels' row and the dropdown are laid
 * out against the nav, so they are moved by the nav's distance to the frame (the window, or the
 * kit's stretch container) and given its width.
 */
export function stretchVars({ frame, anchor, rtl }: { frame: { left: number; width: number }; anchor: { left: number; right: number }; rtl: boolean }): { width: number; side: 'left' | 'right'; offset: number } {
  if (rtl) return { width: frame.width, side: 'right', offset: anchor.right - (frame.left + frame.width) };
  return { width: frame.width, side: 'left', offset: frame.left - anchor.left };
}

/**
 * An anchor item is current while its target crosses the top half of the viewport; a target
 * taller than half the viewport, while it crosses the middle line (Pro's AnchorLinks).
 */
export function anchorRootMargin(targetHeight: number, viewportHeight: number): string {
  const bottom = -viewportHeight / 2;
  const top = targetHeight > viewportHeight / 2 ? bottom : 0;
  return `${top}px 0px ${bottom}px 0px`;
}

/**
 * Where a horizontally scrolling title row starts: its items are justified to the start (so all
 * can be scrolled to) and scrolled to show what the served justification showed: the start, the
 * middle or the end. Negative right to left, as browsers count `scrollLeft` there.
 */
export function headingScrollLeft(position: unknown, scrollWidth: number, clientWidth: number, rtl: boolean): number {
  const overflow = Math.max(0, scrollWidth - clientWidth);
  const distance = position === 'end' ? overflow : position === 'center' ? overflow / 2 : 0;
  return rtl ? -distance : distance;
}

/** Which part of an item the pointer is over: its title, its panel, or the panels' row around it. */
export type Part = 'title' | 'panel' | 'content';

/** How long the pointer may cross the gap between a title and its panel before the panel closes. */
export const GAP_GRACE_MS = 300;

/**
 * The pointer left part of the open item (hover mode). `to`: the part of the same item it went
 * to, or null when it left the item. Pro keeps the panel while the pointer is over it or in the
 * gap between title and panel, and closes it when the pointer leaves the panel sideways or
 * downwards. Here the gap counts only between the two boxes (not the whole width of the page) and
 * only for a while (`wait`: closed after GAP_GRACE_MS unless the pointer arrives), and "towards the
 * title" is up or down as the panel sits below or above it.
 */
export function leaveOutcome({
  from,
  to,
  point,
  previous,
  title,
  panel,
}: {
  from: Part;
  to: Part | null;
  point: { x: number; y: number };
  previous: { x: number; y: number } | null;
  title: Box;
  panel: Box | null;
}): 'stay' | 'close' | 'wait' {
  if (to === from) return 'stay';
  if (!panel) return to === null ? 'close' : 'stay';
  const above = panel.bottom <= title.top;
  const towardsTitle = !!previous && (above ? point.y > previous.y : point.y < previous.y);
  // Out of the panel but still in its row: on the way up to the title, or moving away.
  if (from === 'panel' && to === 'content') return towardsTitle ? 'stay' : 'close';
  if (to !== null) return 'stay';
  if (from !== 'title' && !towardsTitle) return 'close';
  return inGap(point, title, panel, above) ? 'wait' : 'close';
}

function inGap(point: { x: number; y: number }, title: Box, panel: Box, above: boolean): boolean {
  const left = Math.min(title.left, panel.left);
  const right = Math.max(title.right, panel.right);
  if (point.x < left || point.x > right) return false;
  return above ? point.y > panel.bottom && point.y <= title.top : point.y >= title.bottom && point.y < panel.top;
}

/**
 * Arrow keys among the titles (optional in the APG disclosure navigation): along the row in the
 * horizontal layout (right to left aware), up and down the list in the dropdown; Home and End in
 * both. Down on an open panel's button goes into the panel instead (the caller checks that first).
 */
export function titleKeyIntent(key: string, layout: Layout, rtl: boolean): KeyIntent | undefined {
  return keyIntent(key, { rtl, vertical: layout === 'dropdown' });
}

/** The menu's state: which item's panel is open (at most one) and whether the dropdown is. */
export interface MenuState {
  readonly open: number | null;
  readonly dropdown: boolean;
}

export type MenuAction =
  | { readonly type: 'open'; readonly item: number }
  | { readonly type: 'close'; readonly item: number }
  | { readonly type: 'toggle'; readonly item: number }
  | { readonly type: 'close-all' }
  | { readonly type: 'toggle-dropdown' }
  | { readonly type: 'close-dropdown' }
  /** The toggle appeared or went (a breakpoint crossed): everything closes. */
  | { readonly type: 'layout' };

export const CLOSED: MenuState = { open: null, dropdown: false };

export function nextState(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return { ...state, open: action.item };
    case 'close':
      return state.open === action.item ? { ...state, open: null } : state;
    case 'toggle':
      return { ...state, open: state.open === action.item ? null : action.item };
    case 'close-all':
      return { ...state, open: null };
    case 'toggle-dropdown':
      // Closing the dropdown closes the panel open in it.
      return state.dropdown ? CLOSED : { ...state, dropdown: true };
    case 'close-dropdown':
    case 'layout':
      return CLOSED;
  }
}
