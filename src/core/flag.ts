/**
 * PHP's booleans as the plugins print them: `true`/`false`, 1/0, "1"/"" (wp_localize_script), or
 * "yes"/"no" (WooCommerce options). The one parser for every page global and option object.
 */
const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'yes', 'true'];
const FALSE_VALUES: readonly unknown[] = [false, 0, '0', '', 'no', 'false'];

/** true, false, or undefined when the value is not a flag at all (a default then applies). */
export function readFlag(value: unknown): boolean | undefined {
  if (TRUE_VALUES.includes(value)) return true;
  return FALSE_VALUES.includes(value) ? false : undefined;
}

/** A flag that is off unless plainly on. */
export function toFlag(value: unknown): boolean {
  return readFlag(value) === true;
}
