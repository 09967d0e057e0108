import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceScope } from '../../src/resources/invoices/invoiceScope';
import { NewInvoiceButton } from '../../src/resources/invoices/dialogs/NewInvoiceButton';
import { chargeRow, invoiceMethods, plain, renderInList, type InvoiceMethods } from './invoiceDialogsHarness';
import { httpError } from './pinsHarness';

const ORGANISATION: InvoiceScope = { kind: 'organisation', organisationId: 3, organisationName: 'Maison Dupain' };

async function openWizard(methods: InvoiceMethods = invoiceMethods(), scope: InvoiceScope = ORGANISATION) {
  const user = renderInList(<NewInvoiceButton scope={scope} />, methods);
  await user.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
  // the wizard is its own chunk: the first opening loads it
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture ou nouvel avoir' });
  await within(dialog).findByRole('textbox', { name: 'Total TTC' });
  return { user, dialog, methods };
}

type Wizard = Awaited<ReturnType<typeof openWizard>>;

async function choose({ user, dialog }: Wizard, combobox: string, option: string) {
  await user.click(await within(dialog).findByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: (name) => plain(name) === option }));
}

async function fillIn(wizard: Wizard, { total, zone }: { total: string; zone?: string }) {
  await choose(wizard, 'Établissement', 'Boulangerie du Port (n° 12)');
  if (zone) await choose(wizard, 'Zone de TVA', zone);
  await wizard.user.type(within(wizard.dialog).getByRole('textbox', { name: 'Total TTC' }), total);
}

const dayInput = (dialog: HTMLElement, name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const next = (wizard: Wizard) => wizard.user.click(within(wizard.dialog).getByRole('button', { name: 'Suivant' }));
const amounts = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Montants' }))
    .getAllByRole('row')
    .map((row) => plain([...row.children].map((cell) => cell.textContent).join(' ')));

describe('new-invoice wizard (spec 2 §4, §5, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the kinds, the zones and the organisation's shops, and offers them in words", async () => {
    const wizard = await openWizard();
    const { dialog, methods } = wizard;
    expect(methods.getOrganisationShops).toHaveBeenCalledWith(3, expect.anything());
    expect(within(dialog).getByRole('combobox', { name: 'Nature' })).toHaveTextContent('Abonnement');
    expect(plain(within(dialog).getByRole('combobox', { name: 'Zone de TVA' }).textContent)).toBe('France métropolitaine (20 %)');
    await wizard.user.click(within(dialog).getByRole('combobox', { name: 'Établissement' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Boulangerie du Port (n° 12)', 'Café des Halles (n° 14)']);
    await wizard.user.keyboard('{Escape}');
    await wizard.user.click(within(dialog).getByRole('combobox', { name: 'Zone de TVA' }));
    expect(plain(screen.getByRole('option', { name: /^Départements d'outre-mer/ }).textContent)).toMatch(/\(8,5 %\)$/);
  });

  it.each([
    ['kinds', 'invoiceKinds', "Les types de facture n'ont pas pu être chargés"],
    ['zones', 'invoiceZones', "Les zones de TVA n'ont pas pu être chargées"],
    ['shops', 'getOrganisationShops', 'Aucun établissement à facturer dans cette organisation'],
  ] as const)('toasts the failed load of the %s', async (_, method, toast) => {
    const methods = invoiceMethods();
    methods[method].mockRejectedValue(httpError(500, { error: 'internal', message: 'boom' }));
    await openWizard(methods);
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it("toasts 'no_shops' when the organisation has no shop", async () => {
    const methods = invoiceMethods();
    methods.getOrganisationShops.mockResolvedValue([]);
    await openWizard(methods);
    expect(await screen.findByText('Aucun établissement à facturer dans cette organisation')).toBeInTheDocument();
  });

  it("needs a shop to leave step 0: the 'blank_shop_id' toast, and the wizard stays on step 0", async () => {
    const wizard = await openWizard();
    await next(wizard);
    expect(await screen.findByText("Choisissez l'établissement à facturer")).toBeInTheDocument();
    expect(within(wizard.dialog).getByRole('textbox', { name: 'Total TTC' })).toBeInTheDocument();
    expect(within(wizard.dialog).queryByRole('table', { name: 'Montants' })).not.toBeInTheDocument();
  });

  it('refuses a typed shop id that is not a positive integer on /invoices', async () => {
    const wizard = await openWizard(invoiceMethods(), { kind: 'all' });
    const shop = within(wizard.dialog).getByRole('combobox', { name: 'Établissement' });
    for (const typed of ['boulangerie', '0', '-4']) {
      await wizard.user.clear(shop);
      await wizard.user.type(shop, typed);
      await next(wizard);
      expect(await screen.findByText("Choisissez l'établissement à facturer")).toBeInTheDocument();
      expect(within(wizard.dialog).queryByRole('table', { name: 'Montants' })).not.toBeInTheDocument();
    }
    await wizard.user.clear(shop);
    await wizard.user.type(shop, '12');
    await wizard.user.type(within(wizard.dialog).getByRole('textbox', { name: 'Total TTC' }), '120');
    await next(wizard);
    expect(await within(wizard.dialog).findByRole('table', { name: 'Montants' })).toBeInTheDocument();
  });

  it('finds the shop with the global search on /invoices, shops only', async () => {
    const methods = invoiceMethods();
    methods.search.mockResolvedValue([
      { searchable_type: 'Organisation', searchable_id: 3, content: 'Boulangeries Dupain', additional_information: null },
      { searchable_type: 'Shop', searchable_id: 12, content: 'Boulangerie du Port', additional_information: 'Lorient' },
    ]);
    const wizard = await openWizard(methods, { kind: 'all' });
    await wizard.user.type(within(wizard.dialog).getByRole('combobox', { name: 'Établissement' }), 'boulang');
    const option = await screen.findByRole('option', { name: 'Boulangerie du Port (n° 12)' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await wizard.user.click(option);
    await wizard.user.type(within(wizard.dialog).getByRole('textbox', { name: 'Total TTC' }), '60');
    await next(wizard);
    const review = await within(wizard.dialog).findByRole('table', { name: 'Document à créer' });
    expect(within(review).getByRole('row', { name: /Établissement/ })).toHaveTextContent('Boulangerie du Port (n° 12)');
    methods.createInvoice.mockResolvedValue(chargeRow());
    await wizard.user.click(within(wizard.dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(methods.createInvoice).toHaveBeenCalled());
    expect(methods.createInvoice.mock.calls[0][0]).toMatchObject({ stripe_charge: { shop_id: 12, total: '60' } });
    expect(methods.createInvoice.mock.calls[0][0].stripe_charge).not.toHaveProperty('organisation_id');
  });

  it("fixes the shop on a shop's tab: no shop list, the shop in the payload, no organisation", async () => {
    const wizard = await openWizard(invoiceMethods(), { kind: 'shop', shopId: 14, shopName: 'Café des Halles', organisationId: 3 });
    const { methods, dialog, user } = wizard;
    methods.createInvoice.mockResolvedValue(chargeRow());
    expect(methods.getOrganisationShops).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Établissement' })).toHaveValue('Café des Halles (n° 14)');
    expect(within(dialog).getByRole('textbox', { name: 'Établissement' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Total TTC' }), '30');
    await next(wizard);
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(methods.createInvoice).toHaveBeenCalled());
    expect(methods.createInvoice.mock.calls[0][0].stripe_charge).toEqual({ total: '30', shop_id: 14 });
  });

  it('reviews the computed HT / TVA / TTC: 120,00 in metropolitan France is 100,00 + 20,00', async () => {
    const wizard = await openWizard();
    await fillIn(wizard, { total: '120,00' });
    await next(wizard);
    expect(amounts(wizard.dialog)).toEqual(['Montant HT 100,00 €', 'TVA 20,00 €', 'Montant TTC 120,00 €']);
    const review = within(wizard.dialog).getByRole('table', { name: 'Document à créer' });
    expect(review).toHaveTextContent('Facture');
    expect(review).toHaveTextContent('Abonnement');
    expect(plain(review.textContent)).toContain('France métropolitaine (20 %)');
    expect(review).toHaveTextContent("Coordonnées de facturation de l'établissement");
  });

  it('reviews 120,00 in the overseas departments at 8.5 %: 110,60 + 9,40', async () => {
    const wizard = await openWizard();
    await fillIn(wizard, { total: '120,00', zone: "Départements d'outre-mer (Guadeloupe, Martinique, La Réunion) (8,5 %)" });
    await next(wizard);
    expect(amounts(wizard.dialog)).toEqual(['Montant HT 110,60 €', 'TVA 9,40 €', 'Montant TTC 120,00 €']);
  });

  it('says in words why a total gives no amounts, and refuses to create until it reads (issue 28)', async () => {
    const wizard = await openWizard();
    await fillIn(wizard, { total: '-12' });
    await next(wizard);
    expect(within(wizard.dialog).getByText('Montants non calculés')).toBeInTheDocument();
    expect(within(wizard.dialog).getByText('Le total ne peut pas être négatif : un remboursement est un avoir au total positif.')).toBeInTheDocument();
    expect(within(wizard.dialog).getByRole('status')).toHaveTextContent('Corrigez le total avant de créer : il ne donne pas de montants.');
    expect(within(wizard.dialog).getByRole('button', { name: 'Créer' })).toBeDisabled();
    expect(within(wizard.dialog).getByRole('button', { name: 'Créer et envoyer' })).toBeDisabled();
    await wizard.user.click(within(wizard.dialog).getByRole('button', { name: 'Retour' }));
    const total = within(wizard.dialog).getByRole('textbox', { name: 'Total TTC' });
    await wizard.user.clear(total);
    await wizard.user.type(total, '12');
    await next(wizard);
    expect(within(wizard.dialog).getByRole('button', { name: 'Créer' })).toBeEnabled();
    expect(within(wizard.dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses a period that ends before it starts: said under the last day, and step 0 is kept (issue 28)', async () => {
    const wizard = await openWizard();
    await fillIn(wizard, { total: '120' });
    fireEvent.change(dayInput(wizard.dialog, 'invoice_period_start'), { target: { value: '31/03/2026' } });
    fireEvent.change(dayInput(wizard.dialog, 'invoice_period_end'), { target: { value: '01/03/2026' } });
    expect(await within(wizard.dialog).findByText('La fin est avant le début de la période.')).toBeInTheDocument();
    await next(wizard);
    expect(await screen.findByText(/La période facturée est invalide/)).toBeInTheDocument();
    expect(within(wizard.dialog).queryByRole('table', { name: 'Montants' })).not.toBeInTheDocument();
  });

  it('names a shop typed by its number on /invoices: offered with its name, and named in the review (issue 28)', async () => {
    const wizard = await openWizard(invoiceMethods(), { kind: 'all' });
    await wizard.user.type(within(wizard.dialog).getByRole('combobox', { name: 'Établissement' }), '12');
    expect(await screen.findByRole('option', { name: 'Boulangerie du Port (n° 12)' })).toBeInTheDocument();
    expect(wizard.methods.getOne).toHaveBeenCalledWith('shops', expect.objectContaining({ id: 12 }));
    await wizard.user.type(within(wizard.dialog).getByRole('textbox', { name: 'Total TTC' }), '60');
    await next(wizard);
    const review = await within(wizard.dialog).findByRole('table', { name: 'Document à créer' });
    expect(within(review).getByRole('row', { name: /Établissement/ })).toHaveTextContent('Boulangerie du Port (n° 12)');
  });

  it('goes back to step 0 with every value kept', async () => {
    const wizard = await openWizard();
    await fillIn(wizard, { total: '120,00' });
    await choose(wizard, 'Type', 'Avoir');
    await wizard.user.click(within(wizard.dialog).getByRole('switch', { name: "Utiliser les coordonnées de facturation de l'établissement" }));
    await wizard.user.type(within(wizard.dialog).getByRole('textbox', { name: 'Raison sociale' }), 'Dupain SARL');
    await next(wizard);
    await wizard.user.click(within(wizard.dialog).getByRole('button', { name: 'Retour' }));
    const { dialog } = wizard;
    expect(within(dialog).getByRole('textbox', { name: 'Total TTC' })).toHaveValue('120,00');
    expect(within(dialog).getByRole('combobox', { name: 'Établissement' })).toHaveTextContent('Boulangerie du Port (n° 12)');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Avoir');
    expect(within(dialog).getByRole('textbox', { name: 'Raison sociale' })).toHaveValue('Dupain SARL');
  });

  it("creates with the shop's billing details: the exact payload, the 'bill' toast, the list reloads, the modal closes and starts blank", async () => {
    const wizard = await openWizard();
    const { methods } = wizard;
    methods.createInvoice.mockResolvedValue(chargeRow());
    await fillIn(wizard, { total: '120,00' });
    await next(wizard);
    const listLoads = methods.getList.mock.calls.length;
    await wizard.user.click(within(wizard.dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('La facture a été créée')).toBeInTheDocument();
    expect(methods.createInvoice).toHaveBeenCalledWith({
      stripe_charge: { total: '120,00', shop_id: 12, organisation_id: 3 },
      stripe_invoice: { kind: 'subscription', zone: 'france_metropole', payment_or_refund: 'payment' },
      from_scratch: false,
      resend: false,
    });
    await waitFor(() => expect(methods.getList.mock.calls.length).toBeGreaterThan(listLoads));
    // the new invoice in view: the list now shows the newest first, from its first page
    await waitFor(() => expect(methods.getList).toHaveBeenLastCalledWith('invoices', expect.objectContaining({ sort: { field: 'id', order: 'DESC' }, pagination: expect.objectContaining({ page: 1 }) })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await wizard.user.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
    const again = await screen.findByRole('dialog', { name: 'Nouvelle facture ou nouvel avoir' });
    expect(await within(again).findByRole('textbox', { name: 'Total TTC' })).toHaveValue('');
  });

  it('creates and sends (resend) with the customer typed from scratch and the period', async () => {
    const wizard = await openWizard();
    const { methods, user, dialog } = wizard;
    methods.createInvoice.mockResolvedValue(chargeRow());
    await fillIn(wizard, { total: '49.90' });
    await choose(wizard, 'Nature', 'Pack de SMS');
    await user.click(within(dialog).getByRole('switch', { name: "Utiliser les coordonnées de facturation de l'établissement" }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail du client' }), 'compta@dupain.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Raison sociale' }), 'Dupain SARL');
    await user.type(within(dialog).getByRole('textbox', { name: 'Adresse' }), '4 quai des Indes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code postal' }), '56100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ville' }), 'Lorient');
    const country = within(dialog).getByRole('textbox', { name: 'Pays' });
    await user.clear(country);
    await user.type(country, 'be');
    fireEvent.change(dayInput(dialog, 'invoice_period_start'), { target: { value: '01/03/2026' } });
    fireEvent.change(dayInput(dialog, 'invoice_period_end'), { target: { value: '31/03/2026' } });
    await next(wizard);
    const review = within(dialog).getByRole('table', { name: 'Document à créer' });
    expect(within(review).getByRole('row', { name: /Client/ })).toHaveTextContent('Raison sociale : Dupain SARL');
    expect(within(review).getByRole('row', { name: /Période facturée/ })).toHaveTextContent('01/03/2026 – 31/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Créer et envoyer' }));
    await waitFor(() => expect(methods.createInvoice).toHaveBeenCalled());
    expect(methods.createInvoice).toHaveBeenCalledWith({
      stripe_charge: {
        total: '49.90',
        shop_id: 12,
        organisation_id: 3,
        customer_email: 'compta@dupain.example',
        customer_social_denomination: 'Dupain SARL',
        customer_address: '4 quai des Indes',
        customer_postal_code: '56100',
        customer_city: 'Lorient',
        customer_country: 'BE',
        invoice_period_start: '2026-03-01',
        invoice_period_end: '2026-03-31',
      },
      stripe_invoice: { kind: 'sms_pack', zone: 'france_metropole', payment_or_refund: 'payment' },
      from_scratch: true,
      resend: true,
    });
  });

  it("shows the server's reason when creation fails, and the form starts again", async () => {
    const wizard = await openWizard();
    const { methods, dialog } = wizard;
    methods.createInvoice.mockRejectedValue(
      httpError(422, { error: 'shop_not_in_organisation', message: 'Shop 12 does not belong to organisation 3.' }),
    );
    await fillIn(wizard, { total: '120,00' });
    await next(wizard);
    await wizard.user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText("La facture n'a pas été créée : Cet établissement n'appartient pas à cette organisation.")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Total TTC' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Établissement' })).not.toHaveTextContent('Boulangerie');
  });

  it.each([
    [
      'an invalid total by its detail',
      { error: 'invalid_total', message: 'The total has more than 2 decimals.', details: [{ path: '/stripe_charge/total', message: 'too_many_decimals' }] },
      "La facture n'a pas été créée : Le total a plus de deux décimales.",
    ],
    ['an unknown code by the server message', { error: 'quota_reached', message: 'Too many invoices today.' }, "La facture n'a pas été créée : Too many invoices today."],
    ['a known console code in its words', { error: 'validation_failed', message: 'The request is not valid.' }, "La facture n'a pas été créée : Certaines valeurs sont invalides."],
  ])('words %s', async (_, body, toast) => {
    const wizard = await openWizard();
    wizard.methods.createInvoice.mockRejectedValue(httpError(422, body as { error: string; message: string }));
    await fillIn(wizard, { total: '19,99' });
    await next(wizard);
    await wizard.user.click(within(wizard.dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });
});
