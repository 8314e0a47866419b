import { describeIssues, type Parsed } from '../../core/config';
import * as s from '../../core/schema';
import { ADD_PAYMENT_METHOD_FORM, CHECKOUT_FORM, CHECKOUT_REVIEW } from '../../selectors';

/** What the plugin prints for its card method: `wc_monei_params` (payments-plugin.md §1.3). */
export interface CardParams {
  accountId: string;
  sessionId: string;
  /** Cents (the plugin's classic params), or absent on a page that has none. */
  total?: number;
  currency: string;
  style?: Record<string, unknown>;
  nameError?: string;
}

const text = s.string();
const scalar = s.union([s.string(), s.number()]);
const style = s.union([s.looseObject({}), s.string()]);

const params = s.looseObject({
  accountId: s.refine(text, (v) => v.trim() !== '', 'must not be empty'),
  sessionId: s.optional(scalar),
  total: s.optional(scalar),
  currency: s.optional(text),
  cardInputStyle: s.optional(style),
  nameErrorString: s.optional(text),
});

/** The settings' style is JSON text in some versions, an object in others; a broken one is dropped. */
function readStyle(value: unknown): Record<string, unknown> | undefined {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function parseCardParams(win: object = window): Parsed<CardParams> {
  const raw = (win as Record<string, unknown>).wc_monei_params;
  if (raw === undefined) return { ok: false, reason: 'page global wc_monei_params is missing' };
  const parsed = s.safeParse(params, raw);
  if (!parsed.ok) return { ok: false, reason: `page global wc_monei_params is malformed (${describeIssues(parsed.issues)})` };
  const value = parsed.value;
  const total = value.total === undefined || value.total === '' ? undefined : Number(value.total);
  if (total !== undefined && (!Number.isInteger(total) || total < 0)) {
    return { ok: false, reason: 'page global wc_monei_params is malformed (total: must be a whole number of cents)' };
  }
  return {
    ok: true,
    value: {
      accountId: value.accountId,
      sessionId: value.sessionId === undefined ? '' : String(value.sessionId),
      ...(total === undefined ? {} : { total }),
      currency: value.currency || 'EUR',
      ...(readStyle(value.cardInputStyle) ? { style: readStyle(value.cardInputStyle) } : {}),
      ...(value.nameErrorString ? { nameError: value.nameErrorString } : {}),
    },
  };
}

/** The plugin's card fieldset (payments-plugin.md §1.4) and the form it belongs to. */
export interface CardMarkup {
  readonly fieldset: HTMLElement;
  readonly form: HTMLFormElement;
  readonly kind: 'checkout' | 'order-pay' | 'add-payment-method';
  readonly cardInput: HTMLElement;
  readonly cardError: HTMLElement | null;
  readonly paymentForm: HTMLElement;
  readonly name: HTMLInputElement | null;
  readonly nameError: HTMLElement | null;
}

export function parseCardMarkup(fieldset: HTMLElement): Parsed<CardMarkup> {
  const form = fieldset.closest('form');
  if (!form) return { ok: false, reason: 'the card fieldset is not inside a form' };
  const kind = form.matches(CHECKOUT_FORM)
    ? 'checkout'
    : form.matches(`form${CHECKOUT_REVIEW}`)
      ? 'order-pay'
      : form.matches(ADD_PAYMENT_METHOD_FORM)
        ? 'add-payment-method'
        : null;
  if (!kind) return { ok: false, reason: 'the card fieldset is in a form that is not the checkout, order-pay or add-payment-method form' };
  const cardInput = fieldset.querySelector<HTMLElement>('#monei-card-input');
  if (!cardInput) return { ok: false, reason: 'the card fieldset has no #monei-card-input' };
  const paymentForm = fieldset.querySelector<HTMLElement>('#payment-form') ?? cardInput.parentElement ?? fieldset;
  return {
    ok: true,
    value: {
      fieldset,
      form,
      kind,
      cardInput,
      cardError: fieldset.querySelector<HTMLElement>('#monei-card-error'),
      paymentForm,
      name: fieldset.querySelector<HTMLInputElement>('input#monei_cardholder_name'),
      nameError: fieldset.querySelector<HTMLElement>('#monei-cardholder-name-error'),
    },
  };
}
