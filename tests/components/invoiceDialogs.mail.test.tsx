import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeRow, InvoiceMailPreview } from '../../src/contracts/charges';
import { SendInvoiceButton } from '../../src/resources/invoices/dialogs/SendInvoiceButton';
import { chargeRow, invoiceMethods, renderInList } from './invoiceDialogsHarness';
import { httpError } from './pinsHarness';

const PREVIEW: InvoiceMailPreview = {
  to: 'compta@dupain.example',
  language: 'fr',
  subject: 'Votre facture F-2026-000031',
  body_html: '<p>Bonjour, voici votre facture.</p>',
  attachment_name: 'F-2026-000031.pdf',
};

async function openPreview(row: ChargeRow = chargeRow(), preview: InvoiceMailPreview = PREVIEW, methods = invoiceMethods()) {
  methods.invoiceMailPreview.mockResolvedValue(preview);
  const user = renderInList(<SendInvoiceButton row={row} />, methods);
  const noun = row.invoice.payment_or_refund === 'refund' ? "l'avoir" : 'la facture';
  await user.click(screen.getByRole('button', { name: `Envoyer ${noun} ${row.invoice_number}` }));
  const dialog = await screen.findByRole('dialog', { name: `Envoyer ${noun} ${row.invoice_number}` });
  await within(dialog).findByRole('table', { name: 'E-mail' });
  return { user, dialog, methods };
}

const envelope = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(within(dialog).getByRole('table', { name: 'E-mail' }))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  );

describe('mail-preview modal: send invoice or credit note (spec 2 §2.1, §7, §8)', () => {
  const jsdom = { elementFromPoint: document.elementFromPoint, getClientRects: Range.prototype.getClientRects, getBoundingClientRect: Range.prototype.getBoundingClientRect };
  beforeEach(() => {
    // ProseMirror measures the page on clicks; jsdom has no layout
    document.elementFromPoint = () => null;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterEach(() => {
    Object.assign(document, { elementFromPoint: jsdom.elementFromPoint });
    Object.assign(Range.prototype, { getClientRects: jsdom.getClientRects, getBoundingClientRect: jsdom.getBoundingClientRect });
    vi.restoreAllMocks();
  });

  it("shows the recipient, the subject, the attachment, and the server's HTML in a sandboxed frame", async () => {
    const { dialog, methods } = await openPreview();
    expect(methods.invoiceMailPreview).toHaveBeenCalledWith(31, expect.anything());
    expect(envelope(dialog)).toEqual({ Destinataire: 'compta@dupain.example', Objet: 'Votre facture F-2026-000031', 'Pièce jointe': 'F-2026-000031.pdf' });
    const frame = within(dialog).getByTitle('Aperçu du message');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Bonjour, voici votre facture.</p>');
  });

  it('sends the default text: the ids and the flag off, a success toast, the list reloads, the modal closes', async () => {
    const { user, dialog, methods } = await openPreview();
    methods.sendInvoiceAgain.mockResolvedValue({ message_id: 5, stripe_charge: chargeRow() });
    const listLoads = methods.getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('E-mail envoyé à compta@dupain.example')).toBeInTheDocument();
    expect(methods.sendInvoiceAgain).toHaveBeenCalledWith({ stripe_invoice_id: 31, stripe_charge_id: 31, override_text_enabled: false });
    await waitFor(() => expect(methods.getList.mock.calls.length).toBeGreaterThan(listLoads));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('overrides the text with the rich-text editor, pre-filled with the message, and sends it with the flag', async () => {
    const row = chargeRow({ id: 40, invoice_number: 'A-2026-000004', invoice: { id: 41, kind: 'training', payment_or_refund: 'refund' } });
    const { user, dialog, methods } = await openPreview(row);
    methods.sendInvoiceAgain.mockResolvedValue({ message_id: 6, stripe_charge: row });
    await user.click(within(dialog).getByRole('switch', { name: 'Remplacer le texte' }));
    const editor = await within(dialog).findByRole('textbox', { name: 'Texte du message' });
    expect(editor).toHaveTextContent('Bonjour, voici votre facture.');
    expect(within(dialog).queryByTitle('Aperçu du message')).not.toBeInTheDocument();
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(within(dialog).getByRole('button', { name: 'Gras' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(methods.sendInvoiceAgain).toHaveBeenCalledWith({
        stripe_invoice_id: 41,
        stripe_charge_id: 40,
        override_text_enabled: true,
        text: '<p><strong>Bonjour, voici votre facture.</strong></p>',
      }),
    );
  });

  it('says the server refusal in an alert and closes (document not ready)', async () => {
    const { user, dialog, methods } = await openPreview();
    methods.sendInvoiceAgain.mockRejectedValue(httpError(409, { error: 'document_not_ready', message: 'The PDF is not ready yet.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'e-mail n'a pas été envoyé : Le PDF de ce document n'est pas encore prêt : réessayez dans un instant.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is no recipient, and keeps send disabled', async () => {
    const { dialog } = await openPreview(chargeRow({ customer_email: null }), { ...PREVIEW, to: null });
    expect(within(dialog).getByText("Ce client n'a pas d'adresse e-mail : ajoutez-la en modifiant la facture avant de l'envoyer.")).toBeInTheDocument();
    expect(envelope(dialog).Destinataire).toBe('—');
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('says when the preview cannot load', async () => {
    const methods = invoiceMethods();
    methods.invoiceMailPreview.mockRejectedValue(httpError(404, { error: 'not_found', message: 'Charge 31 not found.' }));
    const user = renderInList(<SendInvoiceButton row={chargeRow()} />, methods);
    await user.click(screen.getByRole('button', { name: 'Envoyer la facture F-2026-000031' }));
    expect(await screen.findByText("L'aperçu de l'e-mail n'a pas pu être chargé.")).toBeInTheDocument();
  });
});
