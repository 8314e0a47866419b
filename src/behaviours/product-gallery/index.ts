import { emit, on } from '../../core/bus';
import { globalValue, type SingleProductParams } from '../../core/config';
import { prefersReducedMotion } from '../../core/motion';
import type { Scope } from '../../core/scope';
import { adoptStyles } from '../../core/styles';
import type { WidgetContext } from '../../core/types';
import swiperCss from 'swiper/css?inline';
import fadeCss from 'swiper/css/effect-fade?inline';
import galleryCss from './gallery.css?inline';
import { syncHash, type HashSync } from './hash';
import { createLightbox, type Lightbox } from './lightbox';
import { describeProblems, lightboxSettings, NO_LIGHTBOX_HISTORY, sliderSettings, zoomSettings } from './logic';
import { readGallery, readItems, SLIDE, type GalleryMarkup } from './parse';
import { mountSlider, type Slider } from './slider';
import { trackTaps } from './taps';
import { createTrigger } from './trigger';
import { createZoom } from './zoom';

/**
 * single-product.js's gallery (woocommerce.md §3.4, widgets.md §4) on WooCommerce's own markup:
 * Swiper for FlexSlider, our hover zoom for jquery.zoom, PhotoSwipe 5 for PhotoSwipe 4.
 */
export async function start(gallery: HTMLElement, ctx: WidgetContext): Promise<void> {
  const params = globalValue('wc_single_product_params');
  if (!params) return;
  // Third parties get the page's own object, as WooCommerce passes it.
  const rawParams = (window as unknown as { wc_single_product_params?: unknown }).wc_single_product_params;
  emit('wc-product-gallery-before-init', { gallery, params: rawParams }, gallery);
  try {
    await mount(gallery, ctx, params);
  } finally {
    if (!ctx.scope.disposed) emit('wc-product-gallery-after-init', { gallery, params: rawParams }, gallery);
  }
}

async function mount(gallery: HTMLElement, ctx: WidgetContext, params: SingleProductParams): Promise<void> {
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
  adoptStyles('product-gallery', `${swiperCss}\n${fadeCss}\n${galleryCss}`);

  let slider: Slider | null = null;
  const zoom = useZoom ? createZoom(gallery, scope, zoomSettings(params.zoom_options, reducedMotion)) : null;
  const activeSlide = () => slides[slider?.index ?? 0];

  // WooCommerce: exactly one image never gets a slider.
  if (params.flexslider_enabled && slides.length > 1) {
    try {
      slider = await mountSlider(gallery, markup, sliderSettings(params.flexslider, reducedMotion), scope, (index) => {
        zoom?.init(slides[index]);
      });
    } catch (error) {
      scope.dispose();
      if (!ctx.scope.disposed) ctx.report('the slider could not be mounted', error);
      return;
    }
  }
  zoom?.init(activeSlide());

  if (useLightbox) wireLightbox(scope, gallery, markup, params, slider, ctx.report);
  else if (slider) {
    // A swipe must not follow the link under it.
    const tapped = trackTaps(scope, markup.wrapper);
    scope.on(markup.wrapper, 'click', (event) => {
      if (!tapped(event)) event.preventDefault();
    });
  }

  // Dispatched on the gallery by the variation form (woocommerce.md §4.9).
  scope.add(on('woocommerce_gallery_reset_slide_position', () => slider?.slideTo(0), gallery));
  scope.add(
    on(
      'woocommerce_gallery_init_zoom',
      () => {
        slider?.refresh();
        zoom?.init(activeSlide());
      },
      gallery,
    ),
  );
}

/** The lightbox, kept in step with the slider and the URL; its openers are the trigger and the image links. */
function wireLightbox(
  scope: Scope,
  gallery: HTMLElement,
  markup: GalleryMarkup,
  params: SingleProductParams,
  slider: Slider | null,
  report: (reason: string) => void,
): void {
  const settings = lightboxSettings(params.photoswipe_options, !!gallery.closest(`.${NO_LIGHTBOX_HISTORY}`));
  let hash: HashSync | null = null;
  const lightbox = createLightbox(scope, markup.slides, settings, report, {
    onChange(index, first, via) {
      slider?.slideTo(index, true);
      if (first) hash?.opened(index, via);
      else hash?.changed(index);
    },
    onClose: () => hash?.closed(),
  });
  if (settings.history) {
    const gid = [...document.querySelectorAll('.woocommerce-product-gallery')].indexOf(gallery) + 1;
    hash = syncHash(scope, gid, {
      count: markup.slides.length,
      isOpen: lightbox.isOpen,
      open: (index, via) => lightbox.open(index, null, via),
      goTo: lightbox.goTo,
      close: lightbox.close,
    });
  }
  // single-product.js adds the trigger only with zoom on: the image itself then zooms on hover.
  if (params.zoom_enabled) createTrigger(scope, gallery, params, (trigger) => lightbox.open(slider?.index ?? 0, trigger));
  openOnImageClick(scope, markup, lightbox);
  const fromUrl = hash?.initial() ?? null;
  if (fromUrl !== null) {
    slider?.slideTo(fromUrl, true);
    lightbox.open(fromUrl, null, 'url');
  }
}

/** Image links open the lightbox at their picture instead of the image file. */
function openOnImageClick(scope: Scope, { wrapper, slides }: GalleryMarkup, lightbox: Lightbox): void {
  const tapped = trackTaps(scope, wrapper);
  scope.on(wrapper, 'click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !wrapper.contains(link) || event.defaultPrevented) return;
    // Ctrl/Cmd/Shift-click opens the file in a new tab or window, as the link promises.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!tapped(event)) {
      event.preventDefault();
      return;
    }
    const index = slides.indexOf(link.closest(SLIDE) as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    lightbox.open(index, link as HTMLElement);
  });
}
