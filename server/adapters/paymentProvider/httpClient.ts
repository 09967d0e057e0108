import { PaymentProviderError, type PaymentProvider } from './paymentProvider.js';

/** Like the other outside services (spec 2 §9): no answer within 10 s and the provider counts as down. */
export const PAYMENT_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The payment provider's API at PAYMENT_PROVIDER_API_URL (its path is not in the spec; this is the shape we call):
 *   POST <url>/charges/<invoice_number>/undispute  {charge_id, invoice_number, stripe_customer_id} -> any 2xx
 * Any other answer or no answer within the time-out: PaymentProviderError.
 */
export function httpUndispute(baseUrl: string, { timeoutMs = PAYMENT_PROVIDER_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): PaymentProvider['undispute'] {
  return async (charge) => {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/charges/${encodeURIComponent(charge.invoice_number)}/undispute`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ charge_id: charge.id, invoice_number: charge.invoice_number, stripe_customer_id: charge.stripe_customer_id }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`payment provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    // the body is not needed; read it so the connection can be reused
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new PaymentProviderError(`payment provider answered ${response.status}`);
  };
}
