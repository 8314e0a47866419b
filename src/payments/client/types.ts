/**
 * What the provider's client API takes and gives (payments.md §2-§3, the provider's 1.7.7/1.7.8
 * types). The enumerations are `as const` objects with a type of the same name, so code reads
 * `NextActionType.CHALLENGE` as it would with the provider's enums, and the schemas check answers
 * against the same lists.
 */

export const NextActionType = {
  CONFIRM: 'CONFIRM',
  FRICTIONLESS_CHALLENGE: 'FRICTIONLESS_CHALLENGE',
  BIZUM_CHALLENGE: 'BIZUM_CHALLENGE',
  CHALLENGE: 'CHALLENGE',
  COMPLETE: 'COMPLETE',
} as const;
export type NextActionType = (typeof NextActionType)[keyof typeof NextActionType];

export const TransactionType = {
  AUTH: 'AUTH',
  SALE: 'SALE',
  PAYOUT: 'PAYOUT',
  VERIF: 'VERIF',
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const PaymentStatus = {
  SUCCEEDED: 'SUCCEEDED',
  PENDING: 'PENDING',
  FAILED: 'FAILED',
  CANCELED: 'CANCELED',
  REFUNDED: 'REFUNDED',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  AUTHORIZED: 'AUTHORIZED',
  EXPIRED: 'EXPIRED',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const CardBrand = {
  Visa: 'visa',
  Mastercard: 'mastercard',
  Amex: 'amex',
  Discover: 'discover',
  Diners: 'diners',
  JCB: 'jcb',
  Maestro: 'maestro',
  UnionPay: 'unionpay',
  Elo: 'elo',
  Hipercard: 'hipercard',
} as const;
export type CardBrand = (typeof CardBrand)[keyof typeof CardBrand];
/**
 * A brand the account accepts: one of ours, or one the provider added since (its list grows; an
 * unknown brand is shown without an icon rather than failing the whole payment-methods answer).
 */
export type AcceptedCardBrand = CardBrand | (string & {});

export interface NextAction {
  type: NextActionType;
  mustRedirect: boolean;
  /** The provider's types say always; its docs say COMPLETE carries one only when a completeUrl was given. */
  redirectUrl?: string;
}

/** A payment as the client API shows it (client-get, client-confirm, client-payments, client-receipt). */
export interface PaymentResult {
  id: string;
  status: PaymentStatus;
  orderId?: string;
  amount?: number;
  currency?: string;
  accountId?: string;
  /** An E-code (`E000` approved, `E201` declined, ...). */
  statusCode?: string;
  statusMessage?: string;
  nextAction?: NextAction;
  /** Fields the client does not read are kept as the provider sent them. */
  [key: string]: unknown;
}

export interface Customer {
  email?: string;
  name?: string;
  phone?: string;
}

export interface Address {
  country?: string;
  city?: string;
  line1?: string;
  line2?: string;
  zip?: string;
  state?: string;
}

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  address?: Address;
  taxId?: string;
}
export type ShippingDetails = BillingDetails;

export interface GetPaymentMethodsRequest {
  accountId?: string;
  paymentId?: string;
}

interface WalletMerchant {
  merchantId: string;
  [key: string]: unknown;
}
interface ClickToPayNetwork {
  srciDpaId: string;
  srcInitiatorId: string;
}

export interface PaymentMethodsMetadata {
  /** The provider's types call it required; an account without cards may well leave it out. */
  card?: { brands: AcceptedCardBrand[]; [key: string]: unknown };
  paypal?: { clientId: string; merchantId: string; [key: string]: unknown };
  googlePay?: WalletMerchant & { cvcRequired?: boolean };
  applePay?: WalletMerchant;
  clickToPay?: {
    tokenSupport: boolean;
    preselected: boolean;
    visa?: ClickToPayNetwork;
    mastercard?: ClickToPayNetwork;
    discover?: ClickToPayNetwork;
    [key: string]: unknown;
  };
  /** Per-method extras of the server API (`bizum: {countries}`, ...). */
  [method: string]: unknown;
}

export interface GetPaymentMethodsResponse {
  paymentMethods: string[];
  livemode: boolean;
  accountId: string;
  /** Only when asked by paymentId. */
  amount?: number;
  currency?: string;
  merchantName?: string;
  merchantUrl?: string;
  countryCode?: string;
  metadata: PaymentMethodsMetadata;
  [key: string]: unknown;
}

/** One key per method; card fields are strings, the number without separators, month and year two digits. */
export interface TokenPaymentMethod {
  card?: { number: string; expMonth: string; expYear: string; cvc: string };
  paypal?: Record<string, never>;
  cofidis?: Record<string, never>;
  googlePay?: { token: string };
  applePay?: { token: string };
  bizum?: { phoneNumber: string; remember?: boolean };
  clickToPay?: { token: string; cardBrand: string };
}

export interface CreateTokenRequest {
  paymentId?: string;
  accountId?: string;
  sessionId?: string;
  amount?: number;
  currency?: string;
  /** Forwarded since the provider's 1.7.8. */
  transactionType?: TransactionType;
  paymentMethod: TokenPaymentMethod;
}

export interface CreateTokenResponse {
  paymentToken?: string;
  /** A card-field problem comes back here, not as a failed request. */
  error?: string;
  paypal?: { orderId: string; [key: string]: unknown };
  [key: string]: unknown;
}

export interface ConfirmPaymentRequest {
  paymentId: string;
  paymentToken?: string;
  generatePaymentToken?: boolean;
  paymentMethod?: { card?: { cardholderName?: string; cardholderEmail?: string } };
  customer?: Customer;
  billingDetails?: BillingDetails;
  shippingDetails?: ShippingDetails;
  language?: string;
  fullscreen?: boolean;
  allowedPaymentMethods?: string[];
  customDomain?: string;
  style?: Record<string, unknown>;
}

export interface CreatePaymentRequest {
  accountId: string;
  pointOfSaleId: string;
  amount: number;
  currency: string;
  /** Sent as the Client-Signature header, from the merchant's or point of sale's backend. */
  signature: string;
}

export interface SendPaymentReceiptRequest {
  paymentId: string;
  signature: string;
  customerEmail?: string;
  language?: string;
}

export interface CreateApplePaySessionRequest {
  accountId: string;
  validationUrl: string;
  domainName: string;
  displayName: string;
}
/** Apple's merchant session, handed as is to `completeMerchantValidation`. */
export type ApplePaySession = Record<string, unknown>;

export interface CalculateFinancingRequest {
  amount: number;
  accountId: string;
  paymentMethod?: string;
}

export interface FinancingRow {
  financingAmount: number;
  tin: number;
  interestAmount: number;
  tae: number;
  quote: number;
  installments: number;
  totalAmount: number;
  legalPhrase: string;
  capEuros: number;
  capPercent: number;
  [key: string]: unknown;
}
export type CalculateFinancingResponse = FinancingRow[];

export interface ValidateBizumPhoneRequest {
  accountId?: string;
  paymentId?: string;
  amount?: number;
  /** E.164. */
  phoneNumber: string;
}
export interface ValidateBizumPhoneResponse {
  isValid: boolean;
  [key: string]: unknown;
}

/** What a payment component is given to know its payment (spec §5). */
export interface PaymentIdentity {
  paymentId?: string;
  accountId?: string;
  amount?: number;
  currency?: string;
}
