import * as s from '../../core/schema';
import { describeIssues, type Parsed } from '../../core/config';

/**
 * The variation form's server markup (woocommerce.md §4.2-§4.3) read into typed props. Loose on
 * purpose: `woocommerce_available_variation` filters add keys, PHP prints numbers as strings and
 * `max_qty` as '' when unlimited, and `srcset`/`sizes` as false. Only what the rules read is checked.
 */
const scalar = s.union([s.string(), s.number(), s.boolean(), s.nullValue()]);
const numeric = s.union([s.number(), s.string()]);
/** Attribute values are slugs or text; PHP may print a numeric one ("0") as a number. */
const attributeValue = s.transform(s.union([s.string(), s.number()]), (value) => String(value));
/** PHP prints an empty attributes array as `[]`. */
const attributes = s.record(attributeValue, { emptyArray: true });
const image = s.looseObject({
  src: s.optional(scalar),
  gallery_thumbnail_src: s.optional(scalar),
  full_src: s.optional(scalar),
});

export const variationSchema = s.looseObject({
  attributes,
  variation_id: numeric,
  variation_is_active: s.optional(scalar),
  variation_is_visible: s.optional(scalar),
  is_purchasable: s.optional(scalar),
  is_in_stock: s.optional(scalar),
  is_sold_individually: s.optional(scalar),
  min_qty: s.optional(s.nullable(numeric)),
  max_qty: s.optional(s.nullable(numeric)),
  image: s.optional(s.union([image, s.array(s.unknown())])),
  image_id: s.optional(scalar),
});
export type Variation = s.Output<typeof variationSchema>;

const variationList = s.array(variationSchema);

export interface VariationFormProps {
  /** `parseInt(data-product_id)`; NaN only when the markup has none (embedded mode needs none). */
  productId: number;
  /** The embedded variations, or null in AJAX mode (`data-product_variations="false"`). */
  variations: Variation[] | null;
  /** `data-custom_data` as jQuery's .data() reads it: JSON when it parses, else the string. */
  customData: unknown;
  templates: { variation: string; unavailable: string };
}

export function parseVariations(raw: string | null): Parsed<Variation[] | null> {
  if (raw === null) return { ok: false, reason: 'data-product_variations is missing' };
  if (raw.trim() === 'false') return { ok: true, value: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'data-product_variations is not JSON' };
  }
  const result = s.safeParse(variationList, json);
  if (!result.ok) return { ok: false, reason: `data-product_variations is malformed (${describeIssues(result.issues)})` };
  return result;
}

/** The get_variation answer: a variation, `false`/empty for no match, anything else is a fault. */
export type LookupAnswer = { kind: 'found'; variation: Variation } | { kind: 'none' } | { kind: 'bad'; reason: string };

export function parseLookupAnswer(body: string): LookupAnswer {
  if (body.trim() === '') return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'bad', reason: 'get_variation did not answer JSON' };
  }
  if (json === false || json === null || json === '' || json === 0) return { kind: 'none' };
  const result = s.safeParse(variationSchema, json);
  if (!result.ok) return { kind: 'bad', reason: `get_variation answered an unexpected shape (${describeIssues(result.issues)})` };
  return { kind: 'found', variation: result.value };
}

export function parseCustomData(raw: string | null): unknown {
  if (raw === null) return undefined;
  // jQuery's .data() JSON-parses objects and arrays only; other text stays a string.
  if (/^(?:\{[\w\W]*\}|\[[\w\W]*\])$/.test(raw)) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

const templateText = (id: string) => document.getElementById(`tmpl-${id}`)?.textContent ?? '';

export function parseForm(form: HTMLElement): Parsed<VariationFormProps> {
  const variations = parseVariations(form.getAttribute('data-product_variations'));
  if (!variations.ok) return variations;
  const productId = Number.parseInt(form.getAttribute('data-product_id') ?? '', 10);
  if (variations.value === null && !(productId > 0)) {
    return { ok: false, reason: 'data-product_id is missing, so variations cannot be looked up' };
  }
  return {
    ok: true,
    value: {
      productId,
      variations: variations.value,
      customData: parseCustomData(form.getAttribute('data-custom_data')),
      templates: { variation: templateText('variation-template'), unavailable: templateText('unavailable-variation-template') },
    },
  };
}
