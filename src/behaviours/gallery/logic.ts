/**
 * Elementor Pro's gallery (elementor-widgets.md §5.1, E-Gallery 1.2.0): its settings per device,
 * the three layouts as numbers (grid rows, justified rows, masonry columns) and the filter titles'
 * rules. No DOM here: the widget reads the container's width once and writes what comes out as
 * CSS variables.
 */
import { responsiveValue, sliderSize, toNumber, type Settings } from '../../page-builder/settings';

export type Layout = 'grid' | 'justified' | 'masonry';

/** E-Gallery's defaults as the widget's controls print them. */
export const GALLERY_DEFAULTS = { columns: 4, gap: 10, idealRowHeight: 200, aspectRatio: '3:2' } as const;

export interface GalleryOptions {
  layout: Layout;
  lazyload: boolean;
  aspectRatio: string;
  /** Hover animations the handler puts on each item's parts (`elementor-animated-item--{name}`). */
  animations: { image: string; overlay: string; content: string };
  sequenced: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ANIMATION = /^[a-z0-9-]{1,40}$/;

export function galleryOptions(settings: Settings): Parsed<GalleryOptions> {
  const layout = settings.gallery_layout ?? 'grid';
  if (layout !== 'grid' && layout !== 'justified' && layout !== 'masonry') {
    return { ok: false, reason: `data-settings.gallery_layout must be grid, justified or masonry (it is ${JSON.stringify(layout)})` };
  }
  const aspect = typeof settings.aspect_ratio === 'string' ? settings.aspect_ratio : GALLERY_DEFAULTS.aspectRatio;
  if (layout === 'grid' && aspectPercent(aspect) === null) {
    return { ok: false, reason: `data-settings.aspect_ratio must be width:height, as 3:2 (it is ${JSON.stringify(aspect)})` };
  }
  const animation = (value: unknown) => (typeof value === 'string' && ANIMATION.test(value) ? value : '');
  return {
    ok: true,
    value: {
      layout,
      lazyload: settings.lazyload === 'yes',
      aspectRatio: aspect,
      animations: {
        image: animation(settings.image_hover_animation),
        overlay: animation(settings.background_overlay_hover_animation),
        content: animation(settings.content_hover_animation),
      },
      sequenced: settings.content_sequenced_animation === 'yes',
    },
  };
}

export interface DeviceOptions {
  columns: number;
  gap: number;
  idealRowHeight: number;
}

const whole = (value: number, fallback: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max ? Math.round(value) : fallback;

/**
 * A slider for a device: a device's slider left empty prints `{size: ''}`, which is unset, so the
 * next larger device's value holds, as in the page builder's CSS.
 */
function responsiveSize(settings: Settings, key: string, device: string, order: readonly string[], fallback: number): number {
  const start = Math.max(0, order.indexOf(device));
  for (const step of order.slice(start)) {
    if (step === 'desktop') break;
    const size = sliderSize(settings[`${key}_${step}`], Number.NaN);
    if (Number.isFinite(size)) return size;
  }
  return sliderSize(settings[key], fallback);
}

/** The responsive settings for a device; E-Gallery builds them for every device but widescreen. */
export function deviceOptions(settings: Settings, device: string, order: readonly string[]): DeviceOptions {
  const at = device === 'widescreen' ? 'desktop' : device;
  return {
    columns: whole(toNumber(responsiveValue(settings, 'columns', at, order), GALLERY_DEFAULTS.columns), GALLERY_DEFAULTS.columns, 1, 24),
    gap: Math.max(0, responsiveSize(settings, 'gap', at, order, GALLERY_DEFAULTS.gap)),
    idealRowHeight: whole(
      responsiveSize(settings, 'ideal_row_height', at, order, GALLERY_DEFAULTS.idealRowHeight),
      GALLERY_DEFAULTS.idealRowHeight,
      10,
      2000,
    ),
  };
}

/** `3:2` → 66.6667: the height as a percentage of the width (E-Gallery's `--aspect-ratio`). */
export function aspectPercent(ratio: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? round((height / width) * 100) : null;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

// ---- layouts -----------------------------------------------------------------------------------

/** An item's shape: width over height (its `data-width` / `data-height`). */
export type Ratio = number;

/** An item's box in percent of the container's width (`start`, `width`) and height (`top`, `height`). */
export interface Box {
  start: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  boxes: Box[];
  /** The container's height as a percentage of its width: it holds its items without growing later. */
  containerPercent: number;
}

/** Grid rows: the items fill `columns` per row, the last one partly. */
export function gridRows(count: number, columns: number): number {
  return columns > 0 ? Math.ceil(count / columns) : 0;
}

/** A row of the justified layout: which items, and the height they share, in pixels. */
export interface JustifiedRow {
  items: number[];
  height: number;
}

/**
 * Justified rows: items join a row at the ideal height until the row would fill the container;
 * that row is then scaled to fill it exactly (every item keeps its shape). The last row, short of
 * the width, keeps the ideal height and sits at the start. An item wider than the container at the
 * ideal height is a row of its own.
 */
export function justifiedRows(ratios: readonly Ratio[], containerWidth: number, idealHeight: number, gap: number): JustifiedRow[] {
  const rows: JustifiedRow[] = [];
  let items: number[] = [];
  let ratioSum = 0;
  ratios.forEach((ratio, index) => {
    items.push(index);
    ratioSum += ratio;
    const gaps = gap * (items.length - 1);
    if (ratioSum * idealHeight + gaps >= containerWidth) {
      rows.push({ items, height: Math.max(0, containerWidth - gaps) / ratioSum });
      items = [];
      ratioSum = 0;
    }
  });
  if (items.length) rows.push({ items, height: idealHeight });
  return rows;
}

export function justifiedPlacement(ratios: readonly Ratio[], containerWidth: number, idealHeight: number, gap: number): Placement {
  const rows = justifiedRows(ratios, containerWidth, idealHeight, gap);
  const px: Array<{ start: number; top: number; width: number; height: number }> = [];
  let top = 0;
  for (const row of rows) {
    let start = 0;
    for (const index of row.items) {
      const width = (ratios[index] ?? 1) * row.height;
      px[index] = { start, top, width, height: row.height };
      start += width + gap;
    }
    top += row.height + gap;
  }
  const height = Math.max(0, top - gap);
  return toPercent(px, containerWidth, height);
}

/**
 * Masonry: `columns` equal columns; each item, as tall as its shape makes it at the column's width,
 * goes under the shortest column so far (the leftmost of equals).
 */
export function masonryPlacement(ratios: readonly Ratio[], containerWidth: number, columns: number, gap: number): Placement {
  const count = Math.max(1, columns);
  const columnWidth = Math.max(0, (containerWidth - gap * (count - 1)) / count);
  const bottoms = new Array<number>(count).fill(0);
  const px = ratios.map((ratio) => {
    const column = bottoms.indexOf(Math.min(...bottoms));
    const height = columnWidth / ratio;
    const box = { start: column * (columnWidth + gap), top: bottoms[column]!, width: columnWidth, height };
    bottoms[column]! += height + gap;
    return box;
  });
  const height = Math.max(0, Math.max(...bottoms) - gap);
  return toPercent(px, containerWidth, height);
}

function toPercent(px: ReadonlyArray<{ start: number; top: number; width: number; height: number }>, width: number, height: number): Placement {
  const x = (value: number) => (width > 0 ? round((value / width) * 100) : 0);
  const y = (value: number) => (height > 0 ? round((value / height) * 100) : 0);
  return {
    boxes: px.map((box) => ({ start: x(box.start), top: y(box.top), width: x(box.width), height: y(box.height) })),
    containerPercent: x(height),
  };
}

/** An item's shape from its printed size; square when it has none (and a problem to report). */
export function ratioOf(width: string | null, height: string | null): Ratio | null {
  const w = Number(width);
  const h = Number(height);
  return width !== null && height !== null && Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? w / h : null;
}

// ---- filter titles -----------------------------------------------------------------------------

/** Whether an item (its `data-e-gallery-tags`, "0,2") shows under a title's `data-gallery-index`. */
export function showsUnder(tags: string | null, index: string): boolean {
  if (index === 'all') return true;
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .includes(index);
}

/** The lightbox slideshow of the items a title shows, as the handler names it: `{index}_{widgetId}`. */
export function slideshowId(index: string, widgetId: string): string {
  return `${index}_${widgetId}`;
}

/** A thumbnail URL as a CSS `url()`: quoted and escaped, never able to close the value. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r\f]/g, (c) => `\\${c === '\n' ? 'a ' : c === '\r' ? 'd ' : c === '\f' ? 'c ' : c}`)}")`;
}
