import { LIGHTBOX_TEXTS } from '../../lightbox/texts';

/**
 * The gallery's own texts, and the lightbox's (src/lightbox/texts.ts). The page's
 * `i18n_product_gallery_trigger_text` wins for the trigger; the rest are our Spanish fallbacks.
 */
export const TEXTS = {
  ...LIGHTBOX_TEXTS,
  trigger: 'Ver galería de imágenes a pantalla completa',
  region: 'Galería de imágenes del producto',
  carousel: 'carrusel',
  slide: 'diapositiva',
  position: (n: number, total: number) => `${n} de ${total}`,
  thumb: (alt: string, n: number, total: number) => (alt ? `${alt} (imagen ${n} de ${total})` : `Imagen ${n} de ${total}`),
} as const;
