import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChargeRow } from '../../src/contracts/charges';
import { EditInvoiceButton } from '../../src/resources/invoices/dialogs/EditInvoiceButton';
import { chargeRow, invoiceMethods, plain, renderInList } from './invoiceDialogsHarness';
import { httpError } from './pinsHarness';

async function openEdit(row: ChargeRow = chargeRow(), methods = invoiceMethods()) {
  const user = renderInList(<EditInvoiceButton row={row} />, methods);
  await user.click(screen.getByRole('button', { name: `Modifier ${row.invoice_number}` }));
  const title = row.invoice.payment_or_refund === 'refund' ? `Modifier l'avoir ${row.invoice_number}` : `Modifier la facture ${row.invoice_number}`;
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('textbox', { name: 'Total TTC' });
  return { user, dialog, methods };
}

type Edit = Awaited<ReturnType<typeof openEdit>>;

async function retype({ user, dialog }: Edit, name: string, text: string) {
  const input = within(dialog).getByRole('textbox', { name });
  await user.clear(input);
  await user.type(input, text);
}

const next = ({ user, dialog }: Edit) => user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
const update = ({ user, dialog }: Edit) => user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));

describe('edit-invoice wizard (spec 2 §4, §7, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts from the row: its kind, zone, total in the user’s writing, customer and period', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByRole('combobox', { name: 'Nature' })).toHaveTextContent('Abonnement');
    expect(plain(within(dialog).getByRole('combobox', { name: 'Zone de TVA' }).textContent)).toBe('France métropolitaine (20 %)');
    expect(within(dialog).getByRole('textbox', { name: 'Total TTC' })).toHaveValue('120,00');
    expect(within(dialog).getByRole('textbox', { name: 'Raison sociale' })).toHaveValue('Maison Dupain SAS');
    expect(dialog.querySelector<HTMLInputElement>('input[name="invoice_period_start"]')?.value).toBe('01/03/2026');
  });

  it("confirms the changes, sends only them, toasts 'update_success' and reloads the list", async () => {
    const edit = await openEdit();
    const { methods, dialog } = edit;
    methods.updateInvoice.mockResolvedValue(chargeRow());
    await retype(edit, 'Ville', 'Vannes');
    await retype(edit, 'Total TTC', '150');
    await next(edit);
    const changes = within(dialog).getByRole('table', { name: 'Modifications' });
    expect(within(changes).getAllByRole('row').map((row) => plain([...row.children].map((cell) => cell.textContent).join(' ')))).toEqual([
      'Ville Lorient → Vannes',
      'Total TTC 120,00 € → 150,00 €',
    ]);
    const amounts = within(dialog).getByRole('table', { name: 'Montants' });
    expect(plain(amounts.textContent)).toContain('Montant HT125,00 €');
    const listLoads = methods.getList.mock.calls.length;
    await update(edit);
    expect(await screen.findByText('La facture a été mise à jour')).toBeInTheDocument();
    expect(methods.updateInvoice).toHaveBeenCalledWith(31, { customer_city: 'Vannes', total: '150' });
    await waitFor(() => expect(methods.getList.mock.calls.length).toBeGreaterThan(listLoads));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts "120" for 120,00 as no change, and offers no update when nothing changed', async () => {
    const edit = await openEdit();
    await retype(edit, 'Total TTC', '120');
    await next(edit);
    expect(within(edit.dialog).getByText('Aucune modification : rien à mettre à jour.')).toBeInTheDocument();
    expect(within(edit.dialog).getByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
  });

  it("keeps the dialog's clicks from the table row that holds the button", async () => {
    const rowClick = vi.fn();
    const methods = invoiceMethods();
    const user = renderInList(
      <div onClick={rowClick}>
        <EditInvoiceButton row={chargeRow()} />
      </div>,
      methods,
    );
    await user.click(screen.getByRole('button', { name: 'Modifier F-2026-000031' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la facture F-2026-000031' });
    await user.click(await within(dialog).findByRole('textbox', { name: 'Ville' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('goes back to step 0 with the edits kept', async () => {
    const edit = await openEdit();
    await retype(edit, 'Adresse', '9 rue du Port');
    await next(edit);
    await edit.user.click(within(edit.dialog).getByRole('button', { name: 'Retour' }));
    expect(within(edit.dialog).getByRole('textbox', { name: 'Adresse' })).toHaveValue('9 rue du Port');
  });

  it('changes the zone and the period of a credit note', async () => {
    const row = chargeRow({ id: 40, invoice_number: 'A-2026-000004', invoice: { id: 40, kind: 'training', payment_or_refund: 'refund' } });
    const edit = await openEdit(row);
    edit.methods.updateInvoice.mockResolvedValue(row);
    await edit.user.click(within(edit.dialog).getByRole('combobox', { name: 'Zone de TVA' }));
    await edit.user.click(await screen.findByRole('option', { name: /^Corse/ }));
    fireEvent.change(edit.dialog.querySelector<HTMLInputElement>('input[name="invoice_period_end"]')!, { target: { value: '' } });
    await next(edit);
    await update(edit);
    await waitFor(() => expect(edit.methods.updateInvoice).toHaveBeenCalledWith(40, { zone: 'corsica', invoice_period_end: null }));
  });

  it('says to issue a credit note when the amounts of a sent invoice change (409), and closes', async () => {
    const edit = await openEdit(chargeRow({ sent_at: '2026-03-03T08:00:00.000Z' }));
    edit.methods.updateInvoice.mockRejectedValue(
      httpError(409, { error: 'issue_credit_note', message: 'This invoice was sent: its amounts cannot change. Issue a credit note instead.' }),
    );
    await retype(edit, 'Total TTC', '99');
    await next(edit);
    await update(edit);
    expect(await screen.findByText('Cette facture a été envoyée : ses montants ne peuvent plus changer. Émettez un avoir.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names a refused value (422), and closes', async () => {
    const edit = await openEdit();
    edit.methods.updateInvoice.mockRejectedValue(httpError(422, { error: 'invalid_period', message: 'The invoice period ends before it starts.' }));
    await retype(edit, 'Ville', 'Vannes');
    await next(edit);
    await update(edit);
    expect(await screen.findByText(/^La facture n'a pas été mise à jour : La période facturée est invalide/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the try-later alert on any other failure, and closes', async () => {
    const edit = await openEdit();
    edit.methods.updateInvoice.mockRejectedValue(httpError(500, { error: 'internal', message: 'boom' }));
    await retype(edit, 'Ville', 'Vannes');
    await next(edit);
    await update(edit);
    expect(await screen.findByText('Une erreur est survenue, veuillez réessayer plus tard.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
