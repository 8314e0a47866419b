/**
 * A text field of a page global, read before its schema runs and only to decide whether the
 * schema and the widget's heavier part are needed yet (the schemas are the page's largest chunk).
 * Anything but a non-empty string is null: the caller then loads the schema, which says what is
 * wrong. Never use a peeked value for more than that decision.
 */
export function peekText(global: string, field: string): string | null {
  const value = (window as unknown as Record<string, unknown>)[global];
  if (typeof value !== 'object' || value === null) return null;
  const text = (value as Record<string, unknown>)[field];
  return typeof text === 'string' && text !== '' ? text : null;
}
