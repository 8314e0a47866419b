import { emit, on } from '../../core/bus';
import { loadChunk } from '../../core/chunk';
import { globalValue, type SingleProductParams } from '../../core/config';
import { describeError } from '../../core/errors';
import { prefersReducedMotion } from '../../core/motion';
import { canFocus } from '../../core/overlay';
import { afterPaint, nextFrame } from '../../core/paint';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import type { WidgetContext } from '../../core/types';
import galleryCss from './gallery.css?inline';
import { syncHash, type HashSync } from './hash';
import type { Lightbox, OpenedVia } from './lightbox';
import { describeProblems, lightboxSettings, NO_LIGHTBOX_HISTORY, sliderSettings, zoomSettings, type SliderSettings } from './logic';
import { readGallery, readItems, SLIDE, type GalleryMarkup } from './parse';
import { prepareSlider, type PreparedSlider } from './prepare';
import type { Slider } from './slider';
import { trackTaps } from './taps';
import { createTrigger } from './trigger';
import { createZoom, type Zoom } from './zoom';
import { PRODUCT_GALLERY } from '../../selectors';

/**
 * The shopper's first sign of interest in the gallery: what builds the strip and loads the slider
 * and zoom. Pointer events cover touch; a `touchstart` listener would also make the browser track
 * the gallery as a touch-handler region (3 ms at 1x CPU when it is added, in a probe).
 */
const INTENT_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * single-product.js's gallery (woocommerce.md §3.4, widgets.md §4) on WooCommerce's own markup:
 * Swiper for FlexSlider, our hover zoom for jquery.zoom, PhotoSwipe 5 for PhotoSwipe 4.
 */
export function start(gallery: HTMLElement, ctx: WidgetContext): void {
  const params = globalValue('wc_single_product_params');
  if (!params) return;
  // Third parties get the page's own object, as WooCommerce passes it.
  const rawParams = (window as unknown as { wc_single_product_params?: unknown }).wc_single_product_params;
  emit('wc-product-gallery-before-init', { gallery, params: rawParams }, gallery);
  try {
    mount(gallery, ctx, params);
  } finally {
    if (!ctx.scope.disposed) emit('wc-product-gallery-after-init', { gallery, params: rawParams }, gallery);
  }
}

/**
 * At idle only listeners: the served markup already looks like the gallery (the main image over a
 * row of the others). The first intent (a pointer over the gallery, a touch, focus or a key in it)
 * builds FlexSlider's markup in that event's task (prepare.ts) and loads Swiper and zoom; PhotoSwipe
 * loads when the lightbox first opens, or at once for a `#&gid=&pid=` link.
 */
function mount(gallery: HTMLElement, ctx: WidgetContext, params: SingleProductParams): void {
  const markup = readGallery(gallery);
  // No image (the placeholder): WooCommerce only reveals the gallery, which gallery-reveal does.
  if (!markup) return;
  const { slides } = markup;
  const useZoom = params.zoom_enabled;
  const useLightbox = params.photoswipe_enabled;
  if (useLightbox) {
    // An image without a printed size (WordPress prints none for SVGs) costs nothing else: the
    // slider and the other images are unaffected, and the lightbox sizes that one from its file.
    const { problems } = readItems(slides);
    if (problems.length) ctx.report(describeProblems(problems));
  }
  const reducedMotion = prefersReducedMotion();
  const scope = ctx.scope.child();
  const settings = sliderSettings(params.flexslider, reducedMotion);
  // WooCommerce: exactly one image never gets a slider.
  const withSlider = params.flexslider_enabled && slides.length > 1;

  let slider: Slider | null = null;
  let zoom: Zoom | null = null;
  let prepared: PreparedSlider | null = null;
  const failed = (error: unknown) => {
    scope.dispose();
    if (!ctx.scope.disposed) ctx.report('the slider could not be mounted', error);
  };
  /** FlexSlider's markup, built once, synchronously; null without a slider or once it failed (`failed` disposes the scope). */
  const prepare = (): PreparedSlider | null => {
    // The strip's and zoom's rules (zoom comes through here too), only once there is something of
    // ours to lay out: a new stylesheet at idle would restyle the page for nothing.
    if (!scope.disposed) adoptStyles('product-gallery', galleryCss);
    if (prepared || !withSlider || scope.disposed) return prepared;
    const focused = document.activeElement;
    try {
      prepared = prepareSlider(gallery, markup, settings, scope, (index) => slideTo(index));
    } catch (error) {
      failed(error);
      return null;
    }
    keepFocusAfterPrepare(prepared, slides, focused);
    return prepared;
  };
  let built: Promise<Slider | null> | null = null;
  // The markup at once, in the intent's task; Swiper's evaluation, a long task, only once that
  // task's answer (a thumbnail's slide) is on screen.
  const build = (): Promise<Slider | null> => {
    if (built) return built;
    const ready = prepare();
    built = new Promise<void>((painted) => afterPaint(scope, painted))
      .then(() => buildSlider(markup, ready, settings, scope, (index) => zoom?.init(slides[index])))
      .then(
        (mounted) => {
          slider = mounted;
          if (useZoom && !scope.disposed) {
            zoom = createZoom(gallery, scope, zoomSettings(params.zoom_options, reducedMotion));
            zoom.init(slides[slider?.index ?? 0]);
          }
          return slider;
        },
        (error: unknown) => {
          failed(error);
          return null;
        },
      );
    return built;
  };
  // Before Swiper is built the prepared markup shows the slide at once (a thumbnail clicked as the
  // first intent is answered in the same task); Swiper then starts from it.
  const slideTo = (index: number, instant = false) => {
    if (slider) return slider.slideTo(index, instant);
    if (index >= 0 && index < slides.length) prepare()?.sync(index);
    void build().then((mounted) => mounted?.slideTo(index, true));
  };

  // Before the markup is built, the served row's images are its thumbnails: a click on one shows it.
  const rowIndex = (target: EventTarget | null): number =>
    prepared || !withSlider ? -1 : slides.findIndex((slide, i) => i > 0 && slide.contains(target as Node));
  awaitIntent(scope, gallery, markup, build, (target) => rowIndex(target) > 0);
  // A slideshow the shop asked for runs without waiting for anyone; its markup is built in a frame,
  // where reading the layout forces nothing.
  if (settings.autoplayDelay !== null && withSlider) void nextFrame(scope).then(() => void (scope.disposed || build()));

  const showRowImage = (event: MouseEvent): boolean => {
    const index = rowIndex(event.target);
    if (index < 1) return false;
    event.preventDefault();
    slideTo(index);
    return true;
  };
  if (useLightbox) wireLightbox(scope, gallery, markup, params, () => slider, slideTo, showRowImage, ctx.report);
  else if (withSlider) {
    // A swipe must not follow the link under it.
    const tapped = trackTaps(scope, markup.wrapper);
    scope.on(markup.wrapper, 'click', (event) => {
      if (!showRowImage(event) && !tapped(event)) event.preventDefault();
    });
  }

  // Dispatched on the gallery by the variation form (woocommerce.md §4.9). Before the slider is
  // built the first slide shows, and zoom reads the image as it is when it starts.
  scope.add(on('woocommerce_gallery_reset_slide_position', () => slider?.slideTo(0), gallery));
  scope.add(
    on(
      'woocommerce_gallery_init_zoom',
      () => {
        slider?.refresh();
        zoom?.init(slides[slider?.index ?? 0]);
      },
      gallery,
    ),
  );
}

/**
 * Focus that was on one of the served row's images (now inert behind the strip) goes to that
 * image's thumbnail, and focus on the main image, whose link the markup moves into the slider's
 * track (which drops focus to the page), goes back to it: a keyboard or screen-reader user stays
 * where they were (in a quick-view modal, focus lost to the page would leave the dialog).
 */
function keepFocusAfterPrepare({ strip }: PreparedSlider, slides: readonly HTMLElement[], focused: Element | null): void {
  if (!(focused instanceof HTMLElement)) return;
  const index = slides.findIndex((slide) => slide.contains(focused));
  if (index > 0 && strip) strip.buttons[index]?.focus({ preventScroll: true });
  else if (index === 0 && document.activeElement !== focused && canFocus(focused)) focused.focus({ preventScroll: true });
}

async function buildSlider(
  markup: GalleryMarkup,
  prepared: PreparedSlider | null,
  settings: SliderSettings,
  scope: Scope,
  onChange: (index: number) => void,
): Promise<Slider | null> {
  if (!prepared) return null;
  const { mountSlider } = await loadChunk('slider', () => import('./slider'));
  if (scope.disposed) return null;
  return mountSlider(markup, prepared, settings, scope, onChange);
}

/**
 * The first intent builds FlexSlider's markup at once and then the slider; an arrow key on the
 * main image that was that intent is answered once it is built (a thumbnail click is answered by
 * the strip itself). A pointer or touch on the served row builds nothing: the strip holds one
 * thumbnail more than the row, so building it there would put another image under the pointer
 * just before the click; the click then shows the image it was aimed at (showRowImage), or the
 * pointer's next move off the row builds it.
 */
function awaitIntent(
  scope: Scope,
  gallery: HTMLElement,
  { wrapper }: GalleryMarkup,
  build: () => Promise<Slider | null>,
  onServedRow: (target: EventTarget | null) => boolean,
): void {
  const stops: (() => void)[] = [];
  // The focus a press on a row image gives its link is part of that click, not a keyboard's.
  let pressedOnRow = false;
  const commit = (event: Event | null) => {
    stops.splice(0).forEach((off) => off());
    void build().then((slider) => {
      if (!slider || !(event instanceof KeyboardEvent) || event.defaultPrevented) return;
      const target = event.target;
      if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && target instanceof HTMLElement && wrapper.contains(target)) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }));
      }
    });
  };
  const intent = (event: Event) => {
    if ((event instanceof PointerEvent || (event.type === 'focusin' && pressedOnRow)) && onServedRow(event.target)) {
      if (event.type === 'pointerdown') pressedOnRow = true;
      return;
    }
    commit(event);
  };
  for (const type of INTENT_EVENTS) stops.push(scope.on(gallery, type, intent, { capture: true, passive: true }));
  // The intent that started this widget while it loaded (the idle strategy's hold) came before
  // these listeners: the pointer still over the gallery or the focus in it stands for it.
  const hovered = [...gallery.querySelectorAll(':hover')].at(-1) ?? null;
  if (hovered ? !onServedRow(hovered) : gallery.contains(document.activeElement)) commit(null);
}

/**
 * The lightbox, kept in step with the slider and the URL; its openers are the trigger and the image
 * links. Its code (PhotoSwipe's lightbox, lightbox.ts) loads on the first open.
 */
function wireLightbox(
  scope: Scope,
  gallery: HTMLElement,
  markup: GalleryMarkup,
  params: SingleProductParams,
  slider: () => Slider | null,
  slideTo: (index: number, instant?: boolean) => void,
  showRowImage: (event: MouseEvent) => boolean,
  report: (reason: string) => void,
): void {
  const settings = lightboxSettings(params.photoswipe_options, !!gallery.closest(`.${NO_LIGHTBOX_HISTORY}`));
  let hash: HashSync | null = null;
  let lightbox: Lightbox | null = null;
  let loading: Promise<Lightbox | null> | null = null;
  const load = () =>
    (loading ??= loadChunk('lightbox', () => import('./lightbox')).then(
      ({ createLightbox }) => {
        if (scope.disposed) return null;
        lightbox = createLightbox(scope, markup.slides, settings, report, {
          onChange(index, first, via) {
            slideTo(index, true);
            if (first) hash?.opened(index, via);
            else hash?.changed(index);
          },
          onClose: () => hash?.closed(),
        });
        return lightbox;
      },
      (error: unknown) => {
        // The next open tries again.
        loading = null;
        if (!scope.disposed) report(`the lightbox could not be loaded (${describeError(error)})`);
        return null;
      },
    ));
  const open = (index: number, opener: HTMLElement | null, via?: OpenedVia) => void load().then((loaded) => loaded?.open(index, opener, via));
  if (settings.history) {
    const gid = [...document.querySelectorAll(PRODUCT_GALLERY)].indexOf(gallery) + 1;
    hash = syncHash(scope, gid, {
      count: markup.slides.length,
      isOpen: () => lightbox?.isOpen() ?? false,
      open: (index, via) => open(index, null, via),
      goTo: (index) => lightbox?.goTo(index),
      close: () => lightbox?.close(),
    });
  }
  // single-product.js adds the trigger only with zoom on: the image itself then zooms on hover.
  if (params.zoom_enabled) createTrigger(scope, gallery, params, (trigger) => open(slider()?.index ?? 0, trigger));
  openOnImageClick(scope, markup, open, showRowImage);
  const fromUrl = hash?.initial() ?? null;
  if (fromUrl !== null) {
    open(fromUrl, null, 'url');
    // Behind it, its picture; built in a frame, where reading the layout forces nothing at load.
    void nextFrame(scope).then(() => void (scope.disposed || slideTo(fromUrl, true)));
  }
}

/** Image links open the lightbox at their picture instead of the image file. */
function openOnImageClick(
  scope: Scope,
  { wrapper, slides }: GalleryMarkup,
  open: (index: number, opener: HTMLElement) => void,
  showRowImage: (event: MouseEvent) => boolean,
): void {
  const tapped = trackTaps(scope, wrapper);
  scope.on(wrapper, 'click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !wrapper.contains(link) || event.defaultPrevented) return;
    // Ctrl/Cmd/Shift-click opens the file in a new tab or window, as the link promises.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (showRowImage(event)) return;
    if (!tapped(event)) {
      event.preventDefault();
      return;
    }
    const index = slides.indexOf(link.closest(SLIDE) as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    open(index, link as HTMLElement);
  });
}
