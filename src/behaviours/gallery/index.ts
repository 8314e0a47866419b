/**
 * Elementor Pro's gallery (elementor-widgets.md §5.1), without E-Gallery and jQuery: the layout
 * (grid, justified rows, masonry) is computed from the items' printed sizes and the container's
 * width, read once, and written as CSS variables that the gallery's stylesheet places the items
 * with; thumbnails come in as backgrounds when they near the viewport (or at once without lazy
 * loading); filter titles show the items of a tag and name the lightbox slideshow after it.
 */
import { createRestorer } from '../../core/restore';
import { isSpaceKey } from '../../core/keys';
import { LAZY_BACKGROUND_MARGIN_PX } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { readSettings } from '../../page-builder/settings';
import {
  aspectPercent,
  cssUrl,
  deviceOptions,
  galleryOptions,
  justifiedPlacement,
  masonryPlacement,
  ratioOf,
  showsUnder,
  slideshowId,
  type Placement,
} from './logic';

const CONTAINER = '.elementor-gallery__container';
const ITEM = '.e-gallery-item';
const IMAGE = '.e-gallery-image';
const TITLE = '.elementor-gallery-title';
const HIDDEN = 'e-gallery-item--hidden';
const LOADED = 'e-gallery-image-loaded';
const ACTIVE = 'elementor-item-active';
/** Where the window's resize is all we can follow (no ResizeObserver): E-Gallery's debounce. */
const RESIZE_DEBOUNCE_MS = 300;

const ITEM_VARIABLES = ['--item-start', '--item-top', '--item-width', '--item-height'] as const;

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(element);
  if (!settings.ok) return ctx.report(settings.reason);
  const options = galleryOptions(settings.value);
  if (!options.ok) return ctx.report(options.reason);
  const container = element.querySelector<HTMLElement>(CONTAINER);
  if (!container) return ctx.report(`the gallery has no ${CONTAINER} element`);
  const items = [...container.querySelectorAll<HTMLElement>(ITEM)];
  const images = items.map((item) => item.querySelector<HTMLElement>(IMAGE));
  const titles = [...element.querySelectorAll<HTMLElement>(TITLE)];
  const { layout, lazyload, animations } = options.value;

  const ratios = images.map((image) => ratioOf(image?.getAttribute('data-width') ?? null, image?.getAttribute('data-height') ?? null));
  const unsized = ratios.flatMap((ratio, i) => (ratio === null ? [i + 1] : []));
  // A justified or masonry item without a size is laid out square; its neighbours are unaffected.
  if (unsized.length && layout !== 'grid') ctx.report(`gallery item ${unsized.join(', ')} has no data-width and data-height in pixels; laid out square`);

  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  restorer.attributes(container, 'class', 'style');
  for (const item of items) restorer.attributes(item, 'class', 'style', 'data-elementor-lightbox-slideshow');
  for (const image of images) if (image) restorer.attributes(image, 'class', 'style');
  for (const title of titles) restorer.attributes(title, 'class', 'aria-pressed');

  const rtl = (window as unknown as { elementorFrontendConfig?: { is_rtl?: unknown } }).elementorFrontendConfig?.is_rtl === true;
  container.classList.add('e-gallery-container', `e-gallery-${layout}`, rtl ? 'e-gallery--rtl' : 'e-gallery--ltr');
  if (lazyload) container.classList.add('e-gallery--lazyload');
  if (options.value.sequenced) container.classList.add('elementor-gallery--sequenced-animation');
  const animate = (part: Element | null, name: string) => {
    if (!part || !name) return;
    restorer.attributes(part, 'class');
    part.classList.add(`elementor-animated-item--${name}`);
  };
  items.forEach((item, i) => {
    animate(images[i] ?? null, animations.image);
    animate(item.querySelector('.elementor-gallery-item__overlay'), animations.overlay);
    for (const part of item.querySelectorAll('.elementor-gallery-item__content > *')) animate(part, animations.content);
  });

  // ---- layout ----------------------------------------------------------------------------------
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  let width = 0;
  const set = (target: HTMLElement, name: string, value: string) => {
    if (target.style.getPropertyValue(name) !== value) target.style.setProperty(name, value);
  };
  const layOut = () => {
    const device = deviceOptions(settings.value, currentDevice(breakpoints), order);
    set(container, '--columns', String(device.columns));
    set(container, '--hgap', `${device.gap}px`);
    set(container, '--vgap', `${device.gap}px`);
    if (layout === 'grid') {
      set(container, '--aspect-ratio', `${aspectPercent(options.value.aspectRatio)}%`);
      return;
    }
    // A gallery in a hidden tab or panel has no width yet: it is laid out when it gets one.
    if (width <= 0) return;
    const shown = items.flatMap((item, i) => (item.classList.contains(HIDDEN) ? [] : [i]));
    const shapes = shown.map((i) => ratios[i] ?? 1);
    const placement: Placement =
      layout === 'justified'
        ? justifiedPlacement(shapes, width, device.idealRowHeight, device.gap)
        : masonryPlacement(shapes, width, device.columns, device.gap);
    set(container, '--container-aspect-ratio', `${placement.containerPercent}%`);
    shown.forEach((index, n) => {
      const box = placement.boxes[n]!;
      const item = items[index]!;
      const values = [box.start, box.top, box.width, box.height];
      ITEM_VARIABLES.forEach((name, k) => set(item, name, `${values[k]}%`));
    });
  };

  // ---- filter titles ---------------------------------------------------------------------------
  const widgetId = element.getAttribute('data-id') ?? '';
  const choose = (chosen: HTMLElement, relayout = true) => {
    const index = chosen.getAttribute('data-gallery-index') ?? 'all';
    for (const title of titles) {
      title.classList.toggle(ACTIVE, title === chosen);
      title.setAttribute('aria-pressed', String(title === chosen));
    }
    for (const item of items) {
      const visible = showsUnder(item.getAttribute('data-e-gallery-tags'), index);
      item.classList.toggle(HIDDEN, !visible);
      // The lightbox cycles the filtered set only. At once, not after the original's 1000 ms
      // (E-Gallery's animation): the lightbox already leaves hidden items out either way.
      if (visible && item.hasAttribute('data-elementor-lightbox-slideshow')) {
        item.setAttribute('data-elementor-lightbox-slideshow', slideshowId(index, widgetId));
      }
    }
    if (relayout) layOut();
  };
  const titleOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(TITLE) : null);
  if (titles.length) {
    scope.on(element, 'click', (event) => {
      const title = titleOf(event);
      if (!title || !titles.includes(title)) return;
      // The titles are links without an href, but a theme may print one.
      event.preventDefault();
      choose(title);
    });
    scope.on(element, 'keydown', (event) => {
      const title = titleOf(event);
      if (!title || !titles.includes(title) || (event.key !== 'Enter' && !isSpaceKey(event))) return;
      event.preventDefault();
      choose(title);
    });
    // The first title is active from the start, as the handler clicks it at init.
    choose(titles[0]!, false);
  }

  // The one layout read: the container's width now; later widths come from the observer.
  if (layout !== 'grid') width = container.clientWidth;
  layOut();
  if (typeof ResizeObserver === 'function') {
    // The container's own width, whatever changed it (the window, a tab shown, a sidebar): our
    // writes change only its height, which is ignored. Nested tabs showing a gallery count too.
    const observer = new ResizeObserver((entries) => {
      const next = entries[entries.length - 1]?.contentRect.width ?? width;
      if (next === width) return;
      width = next;
      layOut();
    });
    observer.observe(container);
    scope.add(() => observer.disconnect());
  } else {
    let pending = () => {};
    scope.on(window, 'resize', () => {
      pending();
      pending = scope.timeout(() => {
        if (layout !== 'grid') width = container.clientWidth;
        layOut();
      }, RESIZE_DEBOUNCE_MS);
    });
  }

  // ---- thumbnails ------------------------------------------------------------------------------
  const thumbnails = images.map((image) => {
    const raw = image?.getAttribute('data-thumbnail');
    try {
      const url = raw ? new URL(raw, location.href) : null;
      return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
    } catch {
      return null;
    }
  });
  const unfilled = images.flatMap((image, i) => (image && !thumbnails[i] ? [i + 1] : []));
  if (unfilled.length) ctx.report(`gallery item ${unfilled.join(', ')} has no http(s) data-thumbnail`);
  const show = (index: number) => {
    const image = images[index];
    const url = thumbnails[index];
    if (!image || !url) return;
    image.style.backgroundImage = cssUrl(url);
    // E-Gallery's "loaded" class, once the file is in (its fade-in keys on it).
    const probe = new Image();
    scope.on(probe, 'load', () => image.classList.add(LOADED), { once: true });
    probe.src = url;
  };
  if (lazyload && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          show(images.indexOf(entry.target as HTMLElement));
        }
      },
      { rootMargin: `${LAZY_BACKGROUND_MARGIN_PX}px` },
    );
    for (const image of images) if (image) observer.observe(image);
    scope.add(() => observer.disconnect());
  } else images.forEach((_image, i) => show(i));
}
