/**
 * The payment provider (Stripe) as far as the invoices need it today: the link to a customer in its
 * dashboard. With PAYMENT_PROVIDER_URL set, links point at that dashboard (`<url>/customers/<id>`);
 * without it, at the embedded default, the public dashboard URL pattern. Nothing here calls the network.
 * The dispute state (undispute_last) joins this interface in the next slice.
 */
export interface PaymentProvider {
  /** the dashboard page of a customer, null without a customer id */
  customerLink(stripeCustomerId: string | null): string | null;
}

export const EMBEDDED_DASHBOARD_URL = 'https://dashboard.stripe.com';

export function createPaymentProvider(url: string | null): PaymentProvider {
  const base = (url ?? EMBEDDED_DASHBOARD_URL).replace(/\/+$/, '');
  return {
    customerLink: (id) => (id ? `${base}/customers/${encodeURIComponent(id)}` : null),
  };
}
