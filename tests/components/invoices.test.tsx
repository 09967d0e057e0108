import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeRow } from '../../src/contracts/charges';
import type { InvoiceScope } from '../../src/resources/invoices/invoiceScope';
import { json } from './consoleHarness';
import { chargeRow, invoicesBackend, plain, refetchTimers, renderInvoices, table } from './invoicesHarness';

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

const rowOf = (number: string) => screen.getByRole('cell', { name: new RegExp(`^${number} `) }).closest('tr')!;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/invoices, the table (spec 2 §2.1 columns, §2.8, §9)', () => {
  it('asks every charge, id ascending, 100 a page, and shows the columns in euros and DD/MM/YYYY', async () => {
    const backend = invoicesBackend();
    renderInvoices('/invoices', backend);
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des factures' })).toBeInTheDocument();
    const query = backend.lists()[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'billing_info', billing_info_scope: 'all', sort: 'id', direction: 'asc', page: '1', per_page: '100' });
    // two facts a cell, one per line: every column of spec 2 §2.1 in 1280 px
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID', 'Numéro · Date', 'Nature · Type', 'Établissement · Organisation', 'Client · Client (paiement)', 'HT', 'TVA', 'TTC', 'Actions',
    ]);
    const cells = within(rowOf('F-2026-000123')).getAllByRole('cell').map((cell) => plain(cell.textContent));
    expect(cells.slice(0, 8)).toEqual([
      '123', 'F-2026-000123 12/03/2026', 'Abonnement Paiement', 'Fleurs Bastille #9 Boulangeries Durand #12', 'Fleurs SARL cus_Q1w2E3', '1 028,80 €', '205,76 €', '1 234,56 €',
    ]);
    const refund = within(rowOf('A-2026-000004')).getAllByRole('cell').map((cell) => plain(cell.textContent));
    expect(refund.slice(1, 8)).toEqual(['A-2026-000004 14/03/2026', 'Pack SMS Remboursement', '#10 Boulangeries Durand #12', 'Fleurs SARL —', '10,00 €', '2,00 €', '12,00 €']);
  });

  it('links the shop and the organisation in the console, the payment customer in a new tab', async () => {
    renderInvoices('/invoices', invoicesBackend());
    await table();
    const row = rowOf('F-2026-000123');
    expect(within(row).getByRole('link', { name: 'Fleurs Bastille #9' })).toHaveAttribute('href', '/shops/9');
    expect(within(row).getByRole('link', { name: 'Boulangeries Durand #12' })).toHaveAttribute('href', '/organisations/12');
    const customer = within(row).getByRole('link', { name: 'cus_Q1w2E3' });
    expect(customer).toHaveAttribute('href', 'https://dashboard.stripe.example/customers/cus_Q1w2E3');
    expect(customer).toHaveAttribute('target', '_blank');
    expect(customer.getAttribute('rel')).toContain('noopener');
  });

  it('sorts on the server by the sortable columns only', async () => {
    const backend = invoicesBackend();
    const { user } = renderInvoices('/invoices', backend);
    await table();
    for (const name of ['Établissement · Organisation', 'Actions']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).not.toBeInTheDocument();
    }
    await user.click(within(screen.getByRole('columnheader', { name: /TTC/ })).getByRole('button'));
    await waitFor(() => expect(backend.lists().at(-1)?.url.searchParams.get('sort')).toBe('ttc'));
    // a stacked column sorts by its first line
    await user.click(within(screen.getByRole('columnheader', { name: /^Nature · Type/ })).getByRole('button'));
    await waitFor(() => expect(backend.lists().at(-1)?.url.searchParams.get('sort')).toBe('kind'));
    await user.click(within(screen.getByRole('columnheader', { name: /^Client · Client/ })).getByRole('button'));
    await waitFor(() => expect(backend.lists().at(-1)?.url.searchParams.get('sort')).toBe('customer_social_denomination'));
  });

  it('with can_create_or_update_invoices: the add button for every charge, and edit and send on each row', async () => {
    renderInvoices('/invoices', invoicesBackend({ allowed: true }));
    await table();
    expect(JSON.parse(screen.getByRole('button', { name: 'new invoice' }).dataset.scope!)).toEqual({ kind: 'all' });
    const row = rowOf('F-2026-000123');
    expect(within(row).getByRole('button', { name: 'edit F-2026-000123' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'send F-2026-000123' })).toBeInTheDocument();
    expect(within(rowOf('A-2026-000004')).getByRole('button', { name: "Télécharger l'avoir A-2026-000004 (PDF)" })).toBeInTheDocument();
  });

  it('without it: no add button, no edit, no send (issue 26: a billing action), no export; the download stays', async () => {
    renderInvoices('/invoices', invoicesBackend({ allowed: false }));
    await table();
    const row = rowOf('F-2026-000123');
    expect(within(row).getByRole('button', { name: 'Télécharger la facture F-2026-000123 (PDF)' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'send F-2026-000123' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'edit F-2026-000123' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'new invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporter (.xlsx)' })).not.toBeInTheDocument();
  });

  it("toasts the list's load failure and offers a retry in place of the table (spec 2 §8)", async () => {
    renderInvoices('/invoices', invoicesBackend({ route: (r) => (r.url.pathname === '/super_admin/api/stripe_charges' ? json(500, { error: 'internal', message: 'x' }) : undefined) }));
    expect(await screen.findByText('Une erreur est survenue lors du chargement des factures.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe("'waiting' rows (spec 2 §2.1, §4)", () => {
  it('shows only the waiting label until the row is visible, asking the list again every 2 s until none waits', async () => {
    const timers = refetchTimers();
    const waiting = chargeRow({ id: 125, invoice_number: 'F-2026-000125', visible: false, url: '/super_admin/api/stripe_charges/125/pdf' });
    const backend = invoicesBackend({ pages: [[chargeRow(), waiting], [chargeRow(), waiting], [chargeRow(), { ...waiting, visible: true }]] });
    renderInvoices('/invoices', backend);
    await table();
    const row = () => rowOf('F-2026-000125');
    expect(within(row()).getByText('En attente')).toBeInTheDocument();
    expect(within(row()).queryAllByRole('button')).toEqual([]);
    expect(timers.active()).toBe(1);

    timers.fire();
    await waitFor(() => expect(backend.lists()).toHaveLength(2));
    expect(within(row()).getByText('En attente')).toBeInTheDocument();

    timers.fire();
    expect(await within(row()).findByRole('button', { name: 'Télécharger la facture F-2026-000125 (PDF)' })).toBeInTheDocument();
    expect(within(row()).queryByText('En attente')).not.toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'send F-2026-000125' })).toBeInTheDocument();
    expect(timers.active()).toBe(0);
    expect(backend.lists()).toHaveLength(3);
  });

  it('asks nothing again when no row waits', async () => {
    const timers = refetchTimers();
    const backend = invoicesBackend();
    renderInvoices('/invoices', backend);
    await table();
    expect(timers.active()).toBe(0);
    expect(backend.lists()).toHaveLength(1);
  });
});

describe('PDF download (spec 2 §2.1, §7)', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });

  it("asks the row's url with the token and saves the file under the invoice number", async () => {
    const pdf = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'content-type': 'application/pdf' } });
    const backend = invoicesBackend({ route: (r) => (r.url.pathname.endsWith('/pdf') ? pdf() : undefined) });
    const { user } = renderInvoices('/invoices', backend);
    await table();
    await user.click(screen.getByRole('button', { name: 'Télécharger la facture F-2026-000123 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['F-2026-000123.pdf blob:invoice']));
    const asked = backend.requests.find((r) => r.url.pathname.endsWith('/pdf'))!;
    expect(asked.url.pathname).toBe('/super_admin/api/stripe_charges/123/pdf');
    expect(asked.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(asked.headers.get('Accept')).toBe('application/pdf');
    expect(vi.mocked(URL.createObjectURL).mock.calls[0][0]).toMatchObject({ size: 4, type: 'application/pdf' });
  });

  it('toasts a document not ready yet (409) and any other failure, saving nothing', async () => {
    let status = 409;
    const backend = invoicesBackend({
      route: (r) => (r.url.pathname.endsWith('/pdf') ? json(status, { error: status === 409 ? 'document_not_ready' : 'internal', message: 'x' }) : undefined),
    });
    const { user } = renderInvoices('/invoices', backend);
    await table();
    await user.click(screen.getByRole('button', { name: 'Télécharger la facture F-2026-000123 (PDF)' }));
    expect(await screen.findByText("Le document F-2026-000123 n'est pas encore prêt. Réessayez dans quelques instants.")).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole('button', { name: "Télécharger l'avoir A-2026-000004 (PDF)" }));
    expect(await screen.findByText("Le document A-2026-000004 n'a pas pu être téléchargé.")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

