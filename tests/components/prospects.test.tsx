import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

const ROWS = [
  { id: 42, organisation_name: 'Boulangerie du Port', step: 'invited', name: null, email: 'lea.martin@prospect.example', phone: '06 12 34 56 78', bizdev: 'Amandine Girard' },
  { id: 41, organisation_name: 'Café des Halles', step: 'completed', name: 'Hugo Petit', email: 'hugo.petit@prospect.example', phone: null, bizdev: null },
];
const PACK_OFFERS = [
  { id: 1, name: 'basic', deprecated: false },
  { id: 2, name: 'success', deprecated: false },
  { id: 5, name: 'starter', deprecated: true },
];

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

function backend({ canLinkWithoutPay = true, deliver, patch }: { canLinkWithoutPay?: boolean; deliver?: () => Response; patch?: () => Response } = {}) {
  const lists: URLSearchParams[] = [];
  const sent: Sent[] = [];
  const handler = (url: string, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser(canLinkWithoutPay ? ['can_link_without_pay'] : []));
    if (method === 'GET' && url.includes('/super_admin/api/prospects')) {
      lists.push(new URL(url, 'http://localhost').searchParams);
      return json(200, { account_creations: ROWS, total: 2, statuses: ['invited', 'account_created', 'payment_pending', 'completed', 'abandoned'], pack_offers: PACK_OFFERS, can_link_without_pay: canLinkWithoutPay });
    }
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/mails/deliver')) return deliver ? deliver() : json(201, { account_creation: ROWS[0], outbox_message_id: 9, payment_link: null });
    if (url.endsWith('/reinvite')) return json(201, { account_creation: ROWS[0], outbox_message_id: 10 });
    if (method === 'PATCH' && patch) return patch();
    if (method === 'PATCH') return json(200, { account_creation: { ...ROWS[0], step: 'payment_pending' } });
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, lists, sent };
}

const table = () => screen.findByRole('table');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('prospects page (spec 2 §2.4, §3, §8, §9)', () => {
  it('lists the prospects newest first, 100 a page, with their columns', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/account_creation', signedIn: true, handler });
    await table();
    expect(lists.some((q) => q.get('per_page') === '100')).toBe(true);
    // issue 28: every call says its order (spec 2 §7), the options' one too: a company's back end may default otherwise
    expect(lists.map((q) => `${q.get('sort')} ${q.get('direction')}`)).toEqual(lists.map(() => 'id desc'));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ID', 'Organisation', 'Étape', 'Nom', 'E-mail', 'Téléphone', 'Bizdev', 'Actions']);
    const [, first] = screen.getAllByRole('row');
    expect(within(first).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent)).toEqual(['42', 'Boulangerie du Port', 'Invité', '', 'lea.martin@prospect.example', '06 12 34 56 78', 'Amandine Girard']);
  });

  it('edits a row: the step from the served list, then the "updated" toast', async () => {
    const { handler, sent } = backend();
    renderConsole({ path: '/account_creation', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier le prospect #42' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Étape' }));
    await user.click(await screen.findByRole('option', { name: 'Paiement en attente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Prospect mis à jour')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'PATCH', url: expect.stringContaining('/super_admin/api/prospects/42'), body: { prospect: { step: 'payment_pending', email: 'lea.martin@prospect.example', name: null } } });
  });

  it("shows the server's field error under its field, with the 'not updated' toast, until the field is edited (issue 27)", async () => {
    const refused = { error: 'validation_failed', message: 'The request is not valid.', details: [{ path: 'prospect.email', message: 'must match format "email"' }] };
    const { handler } = backend({ patch: () => json(400, refused) });
    renderConsole({ path: '/account_creation', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier le prospect #42' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await user.type(email, 'lea.martin@');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Le prospect n'a pas pu être mis à jour")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('must match format "email"');
    expect(email).toBeInvalid();
    expect(within(dialog).getByRole('textbox', { name: 'Téléphone' })).toBeValid();
    await user.type(email, 'prospect.example');
    expect(email).toBeValid();
  });

  it('reinvites a row with the "sent" toast', async () => {
    const { handler, sent } = backend();
    renderConsole({ path: '/account_creation', signedIn: true, handler });
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: "Renvoyer l'e-mail de création de compte à hugo.petit@prospect.example" }));
    expect(await screen.findByText('E-mail de création de compte renvoyé')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: expect.stringContaining('/prospects/41/reinvite') });
  });

  it('offers the variant without payment link only with can_link_without_pay', async () => {
    renderConsole({ path: '/account_creation', signedIn: true, handler: backend({ canLinkWithoutPay: false }).handler });
    await table();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nouveau compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Avec lien de paiement' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sans lien de paiement' })).not.toBeInTheDocument();
  });

  it('sends the mail without payment link: save disabled until a recipient, name capitalised, success toast', async () => {
    const { handler, sent } = backend();
    renderConsole({ path: '/account_creation', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau compte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sans lien de paiement' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom du client' }), 'boulangerie dupain');
    expect(within(dialog).getByRole('textbox', { name: 'Nom du client' })).toHaveValue('Boulangerie dupain');
    await user.click(within(dialog).getByRole('combobox', { name: 'Offre' }));
    expect(await screen.findByRole('option', { name: 'Starter (obsolète)' })).toHaveAttribute('aria-disabled', 'true');
    // issue 28: the packs by their names, not their keys
    expect(screen.getByRole('option', { name: 'Success' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Destinataire' }), 'lea@prospect.example');
    await user.click(within(dialog).getByRole('switch', { name: "Joindre le fichier d'import des salariés" }));
    await user.click(save);
    expect(await screen.findByText('E-mail de création de compte envoyé')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({
      mail: { to: 'lea@prospect.example', include_employees_import_file: true, customer_name: 'Boulangerie dupain', payment_type: 'no_type', pack_offer_name: 'success', language: 'fr', country: 'FR' },
    });
  });

  it("toasts the refusal's text in French when the mail is refused (issue 28)", async () => {
    const { handler } = backend({ deliver: () => json(422, { error: 'deprecated_pack_offer', message: 'The pack offer starter cannot be sold.' }) });
    renderConsole({ path: '/account_creation', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau compte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Avec lien de paiement' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Destinataire' }), 'lea@prospect.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom du client' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByText("L'e-mail n'a pas pu être envoyé : Cette offre n'est plus commercialisée.")).toBeInTheDocument());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
