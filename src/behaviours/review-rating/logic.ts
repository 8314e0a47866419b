/** Spec §9: the rating has 5 levels. */
export const RATING_LEVELS = 5;

/** Our fallback when the page prints no `i18n_required_rating_text` (WooCommerce: "Please select a rating"). */
const REQUIRED_RATING_FALLBACK = 'Por favor, elige una puntuación';

/** The stars' names: the page's `i18n_rating_options`, else "1 de 5 estrellas"… */
export function ratingLabels(pageLabels?: readonly string[]): string[] {
  return Array.from({ length: RATING_LEVELS }, (_, i) => {
    const label = pageLabels?.[i]?.trim();
    return label ? label : `${i + 1} de ${RATING_LEVELS} estrellas`;
  });
}

export function requiredRatingText(pageText?: string): string {
  return pageText?.trim() ? pageText : REQUIRED_RATING_FALLBACK;
}

/** The star position a select value stands for, or null ("" is "Puntuar…", no rating). */
export function ratingOf(value: string): number | null {
  const rating = /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
  return rating >= 1 && rating <= RATING_LEVELS ? rating : null;
}

/** `select#rating` as rating.php prints it offers every level, 1 to 5, whatever else it offers. */
export function offersEveryLevel(values: readonly string[]): boolean {
  const levels = new Set(values.map(ratingOf));
  return Array.from({ length: RATING_LEVELS }, (_, i) => i + 1).every((level) => levels.has(level));
}

/** single-product.js: an empty `#rating` blocks the review only when the shop requires ratings. */
export function blocksSubmit(value: string, required: boolean): boolean {
  return required && value === '';
}
