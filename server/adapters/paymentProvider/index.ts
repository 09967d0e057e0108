import type { Config, PaymentProviderApiSettings } from '../../config.js';
import { dashboardLinks, embeddedUndispute } from './embedded.js';
import { httpUndispute } from './httpClient.js';
import type { PaymentProvider } from './paymentProvider.js';

export { PaymentProviderError, type DisputedCharge, type PaymentProvider } from './paymentProvider.js';
export { EMBEDDED_DASHBOARD_URL } from './embedded.js';
export { httpUndispute } from './httpClient.js';

/**
 * The payment provider: customer links into the dashboard at PAYMENT_PROVIDER_URL (or the public one); disputes
 * lifted through the API at PAYMENT_PROVIDER_API_URL when set, else by the embedded default (our row only).
 */
export function createPaymentProvider(dashboardUrl: string | null, api: PaymentProviderApiSettings = { url: null, timeoutMs: 10_000 }): PaymentProvider {
  return {
    customerLink: dashboardLinks(dashboardUrl),
    undispute: api.url ? httpUndispute(api.url, { timeoutMs: api.timeoutMs }) : embeddedUndispute,
  };
}

/** The payment provider of the settings (PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_API_URL). */
export const paymentProviderOf = (config: Pick<Config, 'paymentProviderUrl' | 'paymentProviderApi'>): PaymentProvider =>
  createPaymentProvider(config.paymentProviderUrl, config.paymentProviderApi);
