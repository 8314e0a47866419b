/**
 * The lightbox's own texts, shared by every PhotoSwipe lightbox on the page. The error sentence is
 * the one spec §8 quotes; the rest are our Spanish fallbacks.
 */
export const LIGHTBOX_TEXTS = {
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
