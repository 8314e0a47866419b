/**
 * The gallery's own texts. The page's `i18n_product_gallery_trigger_text` wins for the trigger; the
 * error sentence is the one spec §8 quotes; the rest are our Spanish fallbacks.
 */
export const TEXTS = {
  trigger: 'Ver galería de imágenes a pantalla completa',
  region: 'Galería de imágenes del producto',
  carousel: 'carrusel',
  slide: 'diapositiva',
  position: (n: number, total: number) => `${n} de ${total}`,
  thumb: (alt: string, n: number, total: number) => (alt ? `${alt} (imagen ${n} de ${total})` : `Imagen ${n} de ${total}`),
  dialog: 'Visor de imágenes',
  close: 'Cerrar (Esc)',
  zoom: 'Ampliar o reducir (z)',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  /** Spec §8: "The image" is the link to the image. */
  errorLink: 'The image',
  errorRest: ' could not be loaded.',
  share: 'Compartir',
  facebook: 'Compartir en Facebook',
  x: 'Compartir en X',
  pinterest: 'Guardar en Pinterest',
  download: 'Descargar imagen',
} as const;
