import { readFlag } from '../../core/flag';
import { isRecord } from '../../core/record';

export interface AttributionParams {
  /** The inputs' name prefix, ending in one `_`. */
  prefix: string;
  allowTracking: boolean;
  lifetime: unknown;
  session: unknown;
  base64: unknown;
  /** WP Consent API category that switches tracking (`marketing`), if the integration is on. */
  consentCategory: string | null;
  /** Field name → `sbjs.get` path (`source_type` → `current.typ`). */
  fields: Record<string, string>;
}


/**
 * `wc_order_attribution` read without the schemas chunk (this runs at idle on every page): null
 * when anything it needs is missing or of the wrong type, and the schema (core/config.ts) then
 * says what. It accepts only what the schema accepts.
 */
export function readParams(raw: unknown): AttributionParams | null {
  if (!isRecord(raw) || !isRecord(raw.params) || !isRecord(raw.fields)) return null;
  const { params } = raw;
  const allowTracking = readFlag(params.allowTracking);
  const fields = Object.entries(raw.fields);
  if (typeof params.prefix !== 'string' || allowTracking === undefined || !fields.length) return null;
  if (!fields.every(([, path]) => typeof path === 'string' && /^[a-z_]+\.[a-z]+$/.test(path))) return null;
  for (const key of ['lifetime', 'session'] as const) {
    const value = params[key];
    if (value !== undefined && !Number.isFinite(typeof value === 'string' && value.trim() ? Number(value) : value)) return null;
  }
  if (params.base64 !== undefined && readFlag(params.base64) === undefined) return null;
  if (params.consentCategory !== undefined && typeof params.consentCategory !== 'string') return null;
  return {
    // WooCommerce normalises the filtered prefix to end with exactly one `_`.
    prefix: `${params.prefix.replace(/_+$/, '')}_`,
    allowTracking,
    lifetime: params.lifetime,
    session: params.session,
    base64: readFlag(params.base64) === true,
    consentCategory: typeof params.consentCategory === 'string' && params.consentCategory ? params.consentCategory : null,
    fields: Object.fromEntries(fields) as Record<string, string>,
  };
}
