/** The payment provider's client: configuration, the client API, the browser data it sends, its session. */
export { createProviderClient, PROVIDER_TIMEOUT_MS, type ProviderClient, type ProviderClientOptions } from './api';
export { clientEnv, LANGUAGE_STORAGE_KEY, type ClientEnvSource } from './client-env';
export { DEFAULT_API_URL, DEFAULT_COMPONENTS_URL, PAYMENTS_GLOBAL, providerConfig, type ProviderConfig } from './config';
export {
  httpError,
  isProviderError,
  MISSING_ID_MESSAGE,
  MISSING_PROPS_MESSAGE,
  ProviderError,
  type ProviderErrorFields,
  type ProviderErrorKind,
} from './errors';
export { paymentOrAccount, validateComponentProps } from './rules';
export {
  applePaySessionSchema,
  bizumPhoneSchema,
  createTokenSchema,
  financingSchema,
  paymentMethodsSchema,
  paymentResultSchema,
} from './schemas';
export { browserSession, SESSION_STORAGE_KEY, type BrowserSession } from './session';
export * from './types';
