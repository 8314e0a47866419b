import * as z from 'zod/mini';
import { describeIssues, type Parsed } from '../../core/config';

/**
 * The variation form's server markup (woocommerce.md §4.2-§4.3) read into typed props. Loose on
 * purpose: `woocommerce_available_variation` filters add keys, PHP prints numbers as strings and
 * `max_qty` as '' when unlimited, and `srcset`/`sizes` as false. Only what the rules read is checked.
 */
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const numeric = z.union([z.number(), z.string()]);
/** Attribute values are slugs or text; PHP may print a numeric one ("0") as a number. */
const attributeValue = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value)));
/** PHP prints an empty attributes array as `[]`. */
const attributes = z.union([
  z.record(z.string(), attributeValue),
  z.pipe(z.array(z.never()), z.transform((): Record<string, string> => ({}))),
]);
const image = z.looseObject({
  src: z.optional(scalar),
  gallery_thumbnail_src: z.optional(scalar),
  full_src: z.optional(scalar),
});

export const variationSchema = z.looseObject({
  attributes,
  variation_id: numeric,
  variation_is_active: z.optional(scalar),
  variation_is_visible: z.optional(scalar),
  is_purchasable: z.optional(scalar),
  is_in_stock: z.optional(scalar),
  is_sold_individually: z.optional(scalar),
  min_qty: z.optional(z.union([numeric, z.null()])),
  max_qty: z.optional(z.union([numeric, z.null()])),
  image: z.optional(z.union([image, z.array(z.unknown())])),
  image_id: z.optional(scalar),
});
export type Variation = z.output<typeof variationSchema>;

const variationList = z.array(variationSchema);

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
  const result = z.safeParse(variationList, json);
  if (!result.success) return { ok: false, reason: `data-product_variations is malformed (${describeIssues(result.error)})` };
  return { ok: true, value: result.data };
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
  const result = z.safeParse(variationSchema, json);
  if (!result.success) return { kind: 'bad', reason: `get_variation answered an unexpected shape (${describeIssues(result.error)})` };
  return { kind: 'found', variation: result.data };
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
