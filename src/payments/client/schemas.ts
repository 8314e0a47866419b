import * as s from '../../core/schema';
import {
  NextActionType,
  PaymentStatus,
  type ApplePaySession,
  type CalculateFinancingResponse,
  type CreateTokenResponse,
  type GetPaymentMethodsResponse,
  type PaymentResult,
  type ValidateBizumPhoneResponse,
} from './types';

/**
 * The provider's answers as the client reads them, checked at the edge: fields the client does not
 * read are kept (looseObject) so callers see the whole answer, and a field of the wrong kind is
 * refused with its path rather than reaching the checkout as `undefined` behaviour.
 */

/**
 * Absent, or null taken as absent: JSON APIs often print a field they have no value for as null
 * (unverified for this provider; accepting it costs nothing and refusing it would fail a payment
 * over a field nobody reads).
 */
function maybe<T>(schema: s.Schema<T>): s.OptionalSchema<T> {
  return s.optional(s.transform(s.nullable(schema), (value) => (value === null ? undefined : value))) as s.OptionalSchema<T>;
}

function oneOf<const T extends string>(values: Record<string, T>): s.Schema<T> {
  const allowed: readonly string[] = Object.values(values);
  return s.refine(s.string(), (value) => allowed.includes(value), `expected one of ${allowed.join(', ')}`) as s.Schema<T>;
}

const text = s.string();
const num = s.number();
const bool = s.boolean();

const nextAction = s.looseObject({
  type: oneOf(NextActionType),
  mustRedirect: bool,
  redirectUrl: maybe(text),
});

export const paymentResultSchema: s.Schema<PaymentResult> = s.looseObject({
  id: text,
  status: oneOf(PaymentStatus),
  orderId: maybe(text),
  amount: maybe(num),
  currency: maybe(text),
  accountId: maybe(text),
  statusCode: maybe(text),
  statusMessage: maybe(text),
  nextAction: maybe(nextAction),
});

const merchant = s.looseObject({ merchantId: text });
const clickToPayNetwork = s.looseObject({ srciDpaId: text, srcInitiatorId: text });

export const paymentMethodsSchema: s.Schema<GetPaymentMethodsResponse> = s.looseObject({
  paymentMethods: s.array(text),
  livemode: bool,
  accountId: text,
  amount: maybe(num),
  currency: maybe(text),
  merchantName: maybe(text),
  merchantUrl: maybe(text),
  countryCode: maybe(text),
  metadata: s.looseObject({
    card: maybe(s.looseObject({ brands: s.array(text) })),
    paypal: maybe(s.looseObject({ clientId: text, merchantId: text })),
    googlePay: maybe(s.looseObject({ merchantId: text, cvcRequired: maybe(bool) })),
    applePay: maybe(merchant),
    clickToPay: maybe(
      s.looseObject({
        tokenSupport: bool,
        preselected: bool,
        visa: maybe(clickToPayNetwork),
        mastercard: maybe(clickToPayNetwork),
        discover: maybe(clickToPayNetwork),
      }),
    ),
  }),
});

export const createTokenSchema: s.Schema<CreateTokenResponse> = s.looseObject({
  paymentToken: maybe(text),
  error: maybe(text),
  paypal: maybe(s.looseObject({ orderId: text })),
});

export const financingSchema: s.Schema<CalculateFinancingResponse> = s.array(
  s.looseObject({
    financingAmount: num,
    tin: num,
    interestAmount: num,
    tae: num,
    quote: num,
    installments: num,
    totalAmount: num,
    legalPhrase: text,
    capEuros: num,
    capPercent: num,
  }),
);

export const bizumPhoneSchema: s.Schema<ValidateBizumPhoneResponse> = s.looseObject({ isValid: bool });

/** Apple's merchant session is opaque to us: any object passes through. */
export const applePaySessionSchema: s.Schema<ApplePaySession> = s.record(s.unknown());
