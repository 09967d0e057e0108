import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeRow } from '../../src/contracts/charges';
import type { InvoiceScope } from '../../src/resources/invoices/invoiceScope';
import { json } from './consoleHarness';
import { chargeRow, invoicesBackend, plain, refetchTimers, renderInvoices, table, type Request } from './invoicesHarness';

vi.mock('../../src/resources/users/impersonation/browserNavigation', () => ({ leaveConsoleFor: vi.fn() }));
// The dialogs' buttons (another part of issue 18) stand in as plain buttons that show what the table hands them.
vi.mock('../../src/resources/invoices/dialogs/NewInvoiceButton', () => ({
  NewInvoiceButton: ({ scope }: { scope: InvoiceScope }) => <button data-scope={JSON.stringify(scope)}>new invoice</button>,
}));
vi.mock('../../src/resources/invoices/dialogs/EditInvoiceButton', () => ({
  EditInvoiceButton: ({ row }: { row: ChargeRow }) => <button>edit {row.invoice_number}</button>,
}));
vi.mock('../../src/resources/invoices/dialogs/SendInvoiceButton', () => ({
  SendInvoiceButton: ({ row }: { row: ChargeRow }) => <button>send {row.invoice_number}</button>,
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const listQuery = (backend: ReturnType<typeof invoicesBackend>) => Object.fromEntries(backend.lists()[0].url.searchParams);

describe('the organisation and shop invoices tabs (spec 2 §2.1, §2.2)', () => {
  it("shows the organisation's charges under its own heading, with the add button for that organisation", async () => {
    const backend = invoicesBackend();
    renderInvoices('/organisations/12/invoices', backend);
    await table();
    expect(screen.getByRole('heading', { level: 2, name: 'Factures – Boulangeries Durand' })).toBeInTheDocument();
    expect(listQuery(backend)).toEqual({ type: 'billing_info', billing_info_scope: 'organisation', organisation_id: '12', sort: 'id', direction: 'asc', page: '1', per_page: '100' });
    expect(JSON.parse(screen.getByRole('button', { name: 'new invoice' }).dataset.scope!)).toEqual({ kind: 'organisation', organisationId: 12, organisationName: 'Boulangeries Durand' });
    expect(screen.getByRole('cell', { name: /^F-2026-000123 / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporter (.xlsx)' })).not.toBeInTheDocument();
  });

  it("shows the shop's charges, 100 a page, with the add button for that shop only when the answer allows", async () => {
    const backend = invoicesBackend();
    renderInvoices('/shops/9/invoices', backend);
    await table();
    expect(screen.getByRole('heading', { level: 2, name: 'Factures – Fleurs Bastille' })).toBeInTheDocument();
    expect(listQuery(backend)).toEqual({ type: 'billing_info', billing_info_scope: 'shop', shop_id: '9', sort: 'id', direction: 'asc', page: '1', per_page: '100' });
    expect(JSON.parse(screen.getByRole('button', { name: 'new invoice' }).dataset.scope!)).toEqual({ kind: 'shop', shopId: 9, shopName: 'Fleurs Bastille', organisationId: 12 });
  });

  it('shows no add button in a tab whose answer does not allow it', async () => {
    renderInvoices('/shops/9/invoices', invoicesBackend({ allowed: false }));
    await table();
    expect(screen.queryByRole('button', { name: 'new invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'edit F-2026-000123' })).not.toBeInTheDocument();
  });

  it('stops asking again for waiting rows when the tab is left', async () => {
    const timers = refetchTimers();
    const backend = invoicesBackend({ pages: [[chargeRow({ visible: false })]] });
    const { user } = renderInvoices('/organisations/12/invoices', backend);
    await table();
    expect(timers.active()).toBe(1);
    await user.click(screen.getByRole('tab', { name: 'Détails' }));
    await waitFor(() => expect(timers.active()).toBe(0));
  });
});

describe("the organisation's last disputed payment (spec 2 §2.1 details tab, §7, §8)", () => {
  const disputed = chargeRow({ disputed_at: '2026-03-20T09:00:00.000Z' });
  const isUndispute = (r: Request) => r.method === 'POST' && r.url.pathname === '/super_admin/api/stripe_charges/undispute_last';

  function disputeBackend(undispute: () => Response) {
    let lifted = false;
    return invoicesBackend({
      route: (r) => {
        if (r.url.pathname === '/super_admin/api/stripe_charges/disputed_last') return json(200, { stripe_charge: lifted ? null : disputed });
        if (!isUndispute(r)) return undefined;
        const answer = undispute();
        lifted = answer.ok;
        return answer;
      },
    });
  }

  async function detailsTab(backend: ReturnType<typeof invoicesBackend>) {
    const rendered = renderInvoices('/organisations/12', backend);
    await screen.findByRole('heading', { level: 1, name: 'Boulangeries Durand' });
    return rendered;
  }

  it('names the payment, lifts the dispute after a confirmation, then hides itself', async () => {
    const backend = disputeBackend(() => json(200, { stripe_charge: { ...disputed, disputed_at: null } }));
    const { user } = await detailsTab(backend);
    const line = await screen.findByText((_, element) => element?.classList.contains('MuiAlert-message') === true);
    expect(plain(line.textContent)).toBe('Dernier paiement contesté : F-2026-000123 du 12/03/2026, 1 234,56 €');
    expect(backend.requests.find((r) => r.url.pathname.endsWith('/disputed_last'))?.url.searchParams.get('organisation_id')).toBe('12');

    await user.click(screen.getByRole('button', { name: 'Lever la contestation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lever la contestation ?' });
    expect(plain(within(dialog).getByText(/ne sera plus marqué/).textContent)).toBe('Le paiement F-2026-000123 du 12/03/2026 (1 234,56 €) ne sera plus marqué comme contesté.');
    expect(backend.requests.some(isUndispute)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Lever la contestation' }));

    expect(await screen.findByText('La contestation a été levée.')).toBeInTheDocument();
    expect(backend.requests.filter(isUndispute).map((r) => r.body)).toEqual([{ undispute: { organisation_id: 12 } }]);
    await waitFor(() => expect(screen.queryByText(/Dernier paiement contesté/)).not.toBeInTheDocument());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const backend = disputeBackend(() => json(200, { stripe_charge: disputed }));
    const { user } = await detailsTab(backend);
    await user.click(await screen.findByRole('button', { name: 'Lever la contestation' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requests.some(isUndispute)).toBe(false);
    expect(screen.getByText(/Dernier paiement contesté/)).toBeInTheDocument();
  });

  it("toasts the generic error when it fails, and keeps the line while the payment is still disputed", async () => {
    const backend = disputeBackend(() => json(500, { error: 'internal', message: 'x' }));
    const { user } = await detailsTab(backend);
    await user.click(await screen.findByRole('button', { name: 'Lever la contestation' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lever la contestation' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
    expect(screen.getByText(/Dernier paiement contesté/)).toBeInTheDocument();
  });

  it('shows nothing when no payment is disputed', async () => {
    const backend = invoicesBackend();
    await detailsTab(backend);
    await waitFor(() => expect(backend.requests.some((r) => r.url.pathname.endsWith('/disputed_last'))).toBe(true));
    expect(screen.queryByText(/contest/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lever la contestation' })).not.toBeInTheDocument();
  });
});
