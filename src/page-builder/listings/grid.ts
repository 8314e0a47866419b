/**
 * A post listing's grid as the posts handler keeps it (elementor-widgets.md §7.1): thumbnails fitted
 * to the item ratio and the masonry. Never item by item as the handler's Masonry util does (each
 * item's position read after the previous item's margin was written: a layout per item): one
 * frame reads every size, then every class and margin is written. The sizes are followed with a
 * ResizeObserver (the window, a column change, an image or a font coming in), not the window's
 * resize alone; an image that loads re-fits its thumbnail.
 */
import type { Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { fitsHeight, hasItemRatio, masonryMargins, masonryRuns } from './logic';

export const MASONRY_CLASS = 'elementor-posts-masonry';
const ITEM_RATIO_CLASS = 'elementor-has-item-ratio';
const FIT_HEIGHT_CLASS = 'elementor-fit-height';
const THUMBNAIL = '.elementor-post__thumbnail';

export interface GridSetup {
  element: HTMLElement;
  scope: Scope;
  restorer: Restorer;
  /** The items' container now (the loop grid's is replaced by its filters and pages). */
  container(): HTMLElement | null;
  /** Every item of the container, in order. */
  items(container: HTMLElement): HTMLElement[];
  /** Whether an item takes a cell now (the portfolio hides those filtered out); all do by default. */
  shown?(item: HTMLElement): boolean;
  /** The masonry switch of the settings (the columns decide whether it runs). */
  masonry: boolean;
  /** The columns the settings give for the current device; null where they give none. */
  columns(): number | null;
  /** The row gap of the settings, for a grid whose CSS gap cannot be read. */
  gap(): number;
  /** The posts handler's `fitImages` (the loop grid has no thumbnails of its own to fit). */
  fitImages: boolean;
  /** After each layout, with the columns it used (the portfolio's ghost cells follow them). */
  laidOut?(columns: number | null): void;
}

export interface Grid {
  /** Picks up items added or removed and lays the grid out in the next frame. */
  refresh(): void;
  /** Lays it out at once: after a change the shopper asked for, whose frame must not show the old masonry. */
  now(): void;
}

export function startGrid(setup: GridSetup): Grid {
  const { element, scope, restorer } = setup;
  const shown = setup.shown ?? (() => true);
  /** Items whose margin we set: only those get it cleared. */
  const margined = new WeakSet<HTMLElement>();
  let frame = 0;
  let disposed = false;
  scope.add(() => {
    disposed = true;
    cancelAnimationFrame(frame);
  });

  const schedule = () => {
    if (frame || disposed) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      layOut();
    });
  };

  const setMargin = (item: HTMLElement, margin: number) => {
    if (margin === 0 && !margined.has(item)) return;
    restorer.attributes(item, 'style');
    margined.add(item);
    item.style.marginTop = margin === 0 ? '' : `${margin}px`;
  };

  function layOut(): void {
    const container = setup.container();
    if (!container) return;
    const columns = setup.columns();
    const masonry = masonryRuns(setup.masonry, columns);
    // The class pass: the masonry class lets items keep their own height (no stretching to the
    // row) and the ratio class sizes thumbnails by the ratio, so sizes are read a frame later.
    const ratio = setup.fitImages && !setup.masonry && hasItemRatio(getComputedStyle(element, '::after').content);
    const ratioChanges = setup.fitImages && container.classList.contains(ITEM_RATIO_CLASS) !== ratio;
    if (container.classList.contains(MASONRY_CLASS) !== masonry || ratioChanges) {
      restorer.classes(container, MASONRY_CLASS, ITEM_RATIO_CLASS);
      container.classList.toggle(MASONRY_CLASS, masonry);
      if (setup.fitImages) container.classList.toggle(ITEM_RATIO_CLASS, ratio);
      schedule();
      return;
    }
    const items = setup.items(container);
    const cells = items.filter((item) => shown(item));

    // Reads.
    const fits = setup.fitImages && !setup.masonry ? cells.map(readFit) : [];
    const heights = masonry ? cells.map(outerHeight) : [];
    const gap = masonry ? rowGap(container) ?? setup.gap() : 0;

    // Writes.
    for (const fit of fits) {
      if (!fit || fit.fits === null || fit.thumbnail.classList.contains(FIT_HEIGHT_CLASS) === fit.fits) continue;
      restorer.classes(fit.thumbnail, FIT_HEIGHT_CLASS);
      fit.thumbnail.classList.toggle(FIT_HEIGHT_CLASS, fit.fits);
    }
    const margins = masonry ? masonryMargins(heights, columns!, gap) : [];
    cells.forEach((item, index) => setMargin(item, margins[index] ?? 0));
    setup.laidOut?.(columns);
  }

  // ---- what changes sizes ---------------------------------------------------------------------
  const seen = new WeakMap<Element, { width: number; height: number }>();
  let observedContainer: HTMLElement | null = null;
  const observedItems = new Set<HTMLElement>();
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const { width, height } = entry.contentRect;
          const before = seen.get(entry.target);
          seen.set(entry.target, { width, height });
          // The container's height is ours (the margins); only its width says anything.
          const isContainer = entry.target === observedContainer;
          if (!before || before.width !== width || (!isContainer && before.height !== height)) changed = true;
        }
        if (changed) schedule();
      })
      : null;
  if (observer) scope.add(() => observer.disconnect());
  else scope.on(window, 'resize', schedule);
  // `load` does not bubble; caught on its way down, for every image of the widget, new ones too.
  scope.on(element, 'load', (event) => {
    if (event.target instanceof HTMLImageElement) schedule();
  }, { capture: true });

  const refresh = () => {
    if (disposed) return;
    const container = setup.container();
    if (observer) {
      if (container !== observedContainer) {
        if (observedContainer) observer.unobserve(observedContainer);
        if (container) observer.observe(container);
        observedContainer = container;
      }
      const items = new Set(container ? setup.items(container) : []);
      for (const item of observedItems) {
        if (items.has(item)) continue;
        observer.unobserve(item);
        observedItems.delete(item);
      }
      for (const item of items) {
        if (observedItems.has(item)) continue;
        observer.observe(item);
        observedItems.add(item);
      }
    }
    schedule();
  };
  refresh();
  return {
    refresh,
    now() {
      if (disposed) return;
      cancelAnimationFrame(frame);
      frame = 0;
      layOut();
    },
  };
}

interface Fit {
  thumbnail: HTMLElement;
  fits: boolean | null;
}

function readFit(item: HTMLElement): Fit | null {
  const thumbnail = item.querySelector<HTMLElement>(THUMBNAIL);
  const image = thumbnail?.querySelector('img');
  if (!thumbnail || !image) return null;
  return {
    thumbnail,
    fits: fitsHeight({ width: thumbnail.offsetWidth, height: thumbnail.offsetHeight }, { width: image.naturalWidth, height: image.naturalHeight }),
  };
}

/** The item's height with what the theme puts under it (its margin-bottom takes grid space too). */
function outerHeight(item: HTMLElement): number {
  const below = Number.parseFloat(getComputedStyle(item).marginBottom);
  return item.getBoundingClientRect().height + (Number.isFinite(below) ? below : 0);
}

/** The grid's own row gap as laid out (whatever unit the settings used), or null where CSS says none. */
function rowGap(container: HTMLElement): number | null {
  const gap = Number.parseFloat(getComputedStyle(container).rowGap);
  return Number.isFinite(gap) ? gap : null;
}
