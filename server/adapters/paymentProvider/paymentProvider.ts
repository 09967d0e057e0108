import { OutsideServiceError } from '../http.js';

/**
 * The payment provider (Stripe) as far as the invoices need it (spec 2 §2.1, §3, §7): the link to a customer in
 * its dashboard, and the dispute state of a payment. A dispute is recorded on our charge (disputed_at); lifting
 * it ("un-dispute the last payment") asks the provider first, then clears our row.
 */
export interface PaymentProvider {
  /** the dashboard page of a customer, null without a customer id */
  customerLink(stripeCustomerId: string | null): string | null;
  /** lifts the provider's dispute on this payment; rejects with PaymentProviderError when it fails or is too slow */
  undispute(charge: DisputedCharge): Promise<void>;
}

/** What the provider is told about the payment whose dispute is lifted. */
export interface DisputedCharge {
  id: number;
  invoice_number: string;
  stripe_customer_id: string | null;
}

export class PaymentProviderError extends OutsideServiceError {
  override name = 'PaymentProviderError';
}
