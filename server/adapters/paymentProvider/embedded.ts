import type { PaymentProvider } from './paymentProvider.js';

export const EMBEDDED_DASHBOARD_URL = 'https://dashboard.stripe.com';

/** Customer links into the dashboard at `dashboardUrl` (PAYMENT_PROVIDER_URL), or the public one. Nothing here calls the network. */
export function dashboardLinks(dashboardUrl: string | null): PaymentProvider['customerLink'] {
  const base = (dashboardUrl ?? EMBEDDED_DASHBOARD_URL).replace(/\/+$/, '');
  return (id) => (id ? `${base}/customers/${encodeURIComponent(id)}` : null);
}

/** The embedded default (no PAYMENT_PROVIDER_API_URL): the dispute lives on our charge only, so there is nothing remote to lift. */
export const embeddedUndispute: PaymentProvider['undispute'] = async () => {};
