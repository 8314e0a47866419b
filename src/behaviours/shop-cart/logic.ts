/** A quantity field as the cart form holds it: its text and its `min`/`max` attributes ('' when unset). */
export interface QuantityField {
  readonly value: string;
  readonly min: string;
  readonly max: string;
}

const bound = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Whether the cart may be updated with this quantity. The plugin clicks "Update cart" whatever
 * the field holds, and WooCommerce reads an emptied field as 0: a shopper who clears it to type a
 * new number and pauses loses the line. Ours waits for a number within the field's bounds; a 0
 * typed on purpose still removes the line, as WooCommerce means it to.
 */
export function quantityReady({ value, min, max }: QuantityField): boolean {
  const quantity = bound(value);
  if (!Number.isFinite(quantity) || quantity < 0) return false;
  const least = bound(min);
  const most = bound(max);
  return !(Number.isFinite(least) && quantity < least) && !(Number.isFinite(most) && quantity > most);
}
