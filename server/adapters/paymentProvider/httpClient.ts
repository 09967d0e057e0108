import { outsideService, type OutsideClientOptions } from '../http.js';
import { PaymentProviderError, type PaymentProvider } from './paymentProvider.js';

/** Like the other outside services (spec 2 §9): no answer within 10 s and the provider counts as down. */
export const PAYMENT_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The payment provider's API at PAYMENT_PROVIDER_API_URL (its path is not in the spec; this is the shape we call):
 *   POST <url>/charges/<invoice_number>/undispute  {charge_id, invoice_number, stripe_customer_id} -> any 2xx
 * Any other answer or no answer within the time-out: PaymentProviderError.
 */
export function httpUndispute(baseUrl: string, { timeoutMs = PAYMENT_PROVIDER_TIMEOUT_MS, fetchImpl }: OutsideClientOptions = {}): PaymentProvider['undispute'] {
  const service = outsideService({ name: 'payment provider', baseUrl, timeoutMs, fetchImpl, error: (message) => new PaymentProviderError(message) });
  return async (charge) => {
    await service.call({
      method: 'POST',
      path: `/charges/${encodeURIComponent(charge.invoice_number)}/undispute`,
      body: { charge_id: charge.id, invoice_number: charge.invoice_number, stripe_customer_id: charge.stripe_customer_id },
    });
  };
}
