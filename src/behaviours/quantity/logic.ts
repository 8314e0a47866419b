/**
 * Quantity inputs outside the cart that have a minimum are raised to it when below it (spec §5).
 * Returns the corrected value, or null when the input is fine as it is.
 */
export function raisedToMinimum(value: string, min: string): string | null {
  if (min.trim() === '' || value.trim() === '') return null;
  const minimum = Number(min);
  const current = Number(value);
  if (!Number.isFinite(minimum) || !Number.isFinite(current) || minimum < 0) return null;
  return current < minimum ? min : null;
}
