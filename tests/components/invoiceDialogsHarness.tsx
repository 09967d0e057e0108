import type { ReactNode } from 'react';
import { ListBase } from 'react-admin';
import { vi } from 'vitest';
import type { ChargeRow } from '../../src/contracts/charges';
import { INVOICE_KINDS, VAT_ZONES, vatRatePercent } from '../../src/domain/invoices/catalogue';
import { pinMethods, renderPinPiece } from './pinsHarness';

/** The served lists, as GET /stripe_charges/kinds and /zones answer them. */
export const KINDS = [...INVOICE_KINDS];
export const ZONES = VAT_ZONES.map((zone) => ({ key: zone.key, name: zone.name, vat_rate: vatRatePercent(zone.vatRateBp) }));

/** The invoice dialogs' data-provider methods, each a mock the test programs; the list's getList counts reloads. */
export function invoiceMethods() {
  return {
    ...pinMethods(),
    getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    invoiceKinds: vi.fn(() => Promise.resolve(KINDS as string[])),
    invoiceZones: vi.fn(() => Promise.resolve(ZONES)),
    getOrganisationShops: vi.fn(() =>
      Promise.resolve([
        { id: 12, name: 'Boulangerie du Port', configured: true },
        { id: 14, name: 'Café des Halles', configured: false },
      ]),
    ),
    search: vi.fn(() => Promise.resolve([] as unknown[])),
    /** GET /shops/{id}: shop 12 exists, any other number is unknown */
    getOne: vi.fn((_resource: string, { id }: { id: unknown }) =>
      Number(id) === 12 ? Promise.resolve({ data: { id: 12, name: 'Boulangerie du Port' } }) : Promise.reject(Object.assign(new Error('Not found'), { status: 404 })),
    ),
    createInvoice: vi.fn(),
    updateInvoice: vi.fn(),
    invoiceMailPreview: vi.fn(),
    sendInvoiceAgain: vi.fn(),
  };
}
export type InvoiceMethods = ReturnType<typeof invoiceMethods>;

/** Renders a dialog button inside the invoices list, as the table does, with the toasts. */
export function renderInList(ui: ReactNode, methods: InvoiceMethods) {
  return renderPinPiece(
    <ListBase resource="invoices" disableSyncWithLocation>
      {ui}
    </ListBase>,
    methods,
  );
}

/** A charge row as the list serves it. */
export function chargeRow(overrides: Partial<ChargeRow> = {}): ChargeRow {
  return {
    id: 31,
    invoice_number: 'F-2026-000031',
    invoice: { id: 31, kind: 'subscription', payment_or_refund: 'payment' },
    shop: { id: 12, name: 'Boulangerie du Port' },
    organisation: { id: 3, name: 'Maison Dupain' },
    zone: 'france_metropole',
    vat_rate: 20,
    customer_email: 'compta@dupain.example',
    customer_social_denomination: 'Maison Dupain SAS',
    customer_address: '4 quai des Indes',
    customer_postal_code: '56100',
    customer_city: 'Lorient',
    customer_country: 'FR',
    charge: { ht: 100, tva: 20, ttc: 120 },
    stripe_customer_id: null,
    stripe_customer_link: null,
    created_at: '2026-03-02T09:30:00.000Z',
    sent_at: null,
    disputed_at: null,
    url: '/super_admin/api/stripe_charges/31/pdf',
    visible: true,
    invoice_period_start: '2026-03-01',
    invoice_period_end: '2026-03-31',
    ...overrides,
  };
}

/** Text with every kind of space as a plain one (currency formats use no-break spaces). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
