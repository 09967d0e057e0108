import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ChargeRow } from '../../src/contracts/charges';
import { WAITING_REFETCH_MS } from '../../src/resources/invoices/useRefetchWhileWaiting';
import { currentUser, json, renderConsole } from './consoleHarness';
import { ORGANISATION } from './organisationRecordFixture';
import { shopRecord } from './shopRecordFixture';

/** A charge as GET /super_admin/api/stripe_charges serves it (spec 2 §3): 1 234,56 € TTC, created 12/03/2026. */
export function chargeRow(overrides: Partial<ChargeRow> = {}): ChargeRow {
  return {
    id: 123,
    invoice_number: 'F-2026-000123',
    invoice: { id: 123, kind: 'subscription', payment_or_refund: 'payment' },
    shop: { id: 9, name: 'Fleurs Bastille' },
    organisation: { id: 12, name: 'Boulangeries Durand' },
    zone: 'france_metropole',
    vat_rate: 20,
    customer_email: 'compta@fleurs.example',
    customer_social_denomination: 'Fleurs SARL',
    customer_address: '3 rue de la Roquette',
    customer_postal_code: '75011',
    customer_city: 'Paris',
    customer_country: 'FR',
    charge: { ht: 1028.8, tva: 205.76, ttc: 1234.56 },
    stripe_customer_id: 'cus_Q1w2E3',
    stripe_customer_link: 'https://dashboard.stripe.example/customers/cus_Q1w2E3',
    created_at: '2026-03-12T10:15:00.000Z',
    sent_at: null,
    disputed_at: null,
    url: '/super_admin/api/stripe_charges/123/pdf',
    visible: true,
    invoice_period_start: '2026-03-01',
    invoice_period_end: '2026-03-31',
    ...overrides,
  };
}

export const REFUND = chargeRow({
  id: 124,
  invoice_number: 'A-2026-000004',
  invoice: { id: 124, kind: 'sms_pack', payment_or_refund: 'refund' },
  shop: { id: 10, name: null },
  charge: { ht: 10, tva: 2, ttc: 12 },
  stripe_customer_id: null,
  stripe_customer_link: null,
  created_at: '2026-03-14T08:00:00.000Z',
  url: '/super_admin/api/stripe_charges/124/pdf',
});

export interface Request {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Route = (request: Request) => Response | undefined;

export interface InvoicesBackend {
  /** the rows of each list answer, in turn (the last one repeats) */
  pages?: ChargeRow[][];
  allowed?: boolean;
  route?: Route;
}

/** The console's server for the invoices screens: the current user, the organisation 12, the shop 9, the charges list; `route` first. */
export function invoicesBackend({ pages = [[chargeRow(), REFUND]], allowed = true, route = () => undefined }: InvoicesBackend = {}) {
  const requests: Request[] = [];
  const lists = () => requests.filter((r) => r.method === 'GET' && r.url.pathname === '/super_admin/api/stripe_charges');
  const handler = (address: string, init: RequestInit | undefined) => {
    const request = { method: init?.method ?? 'GET', url: new URL(address, 'http://localhost'), headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const routed = route(request);
    if (routed) return routed;
    const path = request.url.pathname;
    if (path === '/super_admin/api/current_user') return json(200, currentUser(allowed ? ['can_create_or_update_invoices'] : []));
    if (path === '/super_admin/api/stripe_charges') {
      const rows = pages[Math.min(lists().length - 1, pages.length - 1)];
      return json(200, { stripe_charges: rows, total: rows.length, can_create_or_update_invoices: allowed });
    }
    if (path === '/super_admin/api/stripe_charges/disputed_last') return json(200, { stripe_charge: null });
    if (path === '/super_admin/api/organisations/12') return json(200, { organisation: ORGANISATION, can_exclude_from_cash_recovery: false, can_migrate_to_new_process: false, can_activate_esignature: false });
    if (path === '/super_admin/api/shops/9') return json(200, shopRecord());
    if (path.startsWith('/super_admin/api/shops/get_pack_offer_names')) return json(200, { pack_offer_names: [] });
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, requests, lists };
}

/** Renders the console at `path` with that backend. */
export function renderInvoices(path: string, backend: ReturnType<typeof invoicesBackend>) {
  const rendered = renderConsole({ path, signedIn: true, handler: backend.handler });
  return { ...rendered, user: userEvent.setup() };
}

export const table = () => screen.findByRole('table');

/** Texts with their no-break and narrow no-break spaces as plain spaces ("1 234,56 €"). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/**
 * The 2-second refetch timers of the invoices table, run by the test instead of the clock; every other timer is real.
 * `active()` counts those not cleared.
 */
export function refetchTimers() {
  const active = new Map<number, () => void>();
  let next = 1_000_000_000;
  const realSet = globalThis.setInterval;
  const realClear = globalThis.clearInterval;
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms !== WAITING_REFETCH_MS) return realSet(handler, ms, ...rest);
    next += 1;
    active.set(next, handler);
    return next;
  }) as typeof setInterval);
  vi.spyOn(globalThis, 'clearInterval').mockImplementation(((id?: Parameters<typeof clearInterval>[0]) => {
    if (!active.delete(Number(id))) realClear(id);
  }) as typeof clearInterval);
  return { active: () => active.size, fire: () => [...active.values()].forEach((handler) => handler()) };
}
