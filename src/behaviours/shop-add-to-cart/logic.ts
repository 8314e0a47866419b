/**
 * The `data-quantity` the add-to-cart button carries for what the quantity field holds. The
 * plugin copies the field as it is; a field the shopper emptied then sends nothing, which
 * WooCommerce reads as one, or text it refuses. Ours sends a positive number as typed, and the
 * field's minimum (one when it has none) for anything else, as the field showed before.
 */
export function buttonQuantity(value: string, min: string | null): string {
  const quantity = value.trim() === '' ? Number.NaN : Number(value);
  if (Number.isFinite(quantity) && quantity > 0) return String(quantity);
  const least = min === null || min.trim() === '' ? Number.NaN : Number(min);
  return Number.isFinite(least) && least > 0 ? String(least) : '1';
}
