import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from './consoleHarness';
import { emailsBackend, emailsTable, renderEmails, type Request } from './sentEmailsHarness';

async function openTestEmail(testEmail: (request: Request) => Response) {
  const backend = emailsBackend({ testEmail });
  const rendered = renderEmails('/users/7/emails', backend);
  await emailsTable();
  await rendered.user.click(screen.getByRole('button', { name: 'Envoyer un e-mail de test' }));
  const dialog = await screen.findByRole('dialog', { name: 'E-mail de test' });
  return { ...rendered, backend, dialog };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const sends = (backend: ReturnType<typeof emailsBackend>) => backend.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/services/emails/test_email');

describe('test e-mail modal (spec 2 §2.3, §2.6, §3 "Test email request", §5, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 12, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts from the user's address, the console's language, the user, the main shop and the first provider; the attachment defaults to sample.txt, 100 bytes", async () => {
    const { dialog, user } = await openTestEmail(() => json(200, { id: 900, status: 'EMAIL_CREATED' }));
    expect(field(dialog, 'Destinataire').value).toBe('nina@record.example');
    expect(within(dialog).getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français (FR)');
    expect(field(dialog, "Identifiant de l'employé")).toHaveValue('7');
    expect(field(dialog, "Identifiant de l'employé")).toHaveAttribute('readonly');
    expect(field(dialog, "Identifiant de l'établissement").value).toBe('9');
    expect(within(dialog).getByRole('combobox', { name: 'Fournisseur' })).toHaveTextContent('Fournisseur principal');
    expect(within(dialog).queryByRole('textbox', { name: 'Nom du fichier' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Joindre un fichier' }));
    expect(field(dialog, 'Nom du fichier').value).toBe('sample.txt');
    expect(within(dialog).getByRole('spinbutton', { name: 'Taille (octets)' })).toHaveValue(100);
  });

  it('sends the language upper case and the attachment, refusing a size outside 1–10,000 first; then toasts and reloads the list', async () => {
    const { dialog, user, backend } = await openTestEmail(() => json(200, { id: 900, status: 'EMAIL_CREATED' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Langue' }));
    await user.click(await screen.findByRole('option', { name: 'Français (Belgique) (FR-BE)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Fournisseur' }));
    await user.click(await screen.findByRole('option', { name: 'Fournisseur de secours' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Joindre un fichier' }));
    const size = within(dialog).getByRole('spinbutton', { name: 'Taille (octets)' });

    for (const refused of ['10001', '0', '2.5']) {
      await user.clear(size);
      await user.type(size, refused);
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
      expect(await within(dialog).findByText('De 1 à 10000 octets')).toBeInTheDocument();
    }
    expect(sends(backend)).toEqual([]);

    await user.clear(size);
    await user.type(size, '10000');
    const listsBefore = backend.lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('E-mail de test envoyé à nina@record.example.')).toBeInTheDocument();
    expect(sends(backend).map((r) => r.body)).toEqual([
      { recipient: 'nina@record.example', lang: 'FR-BE', employeeId: 7, shopId: 9, provider: 'secondary', attachments: [{ name: 'sample.txt', size: 10000 }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(backend.lists().length).toBeGreaterThan(listsBefore));
  });

  it('checks the recipient and the shop id; without attachment and shop, sends neither', async () => {
    const { dialog, user, backend } = await openTestEmail(() => json(200, { id: 901, status: 'EMAIL_CREATED' }));
    await user.clear(field(dialog, 'Destinataire'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    await user.type(field(dialog, 'Destinataire'), 'not-an-address');
    expect(within(dialog).getByText('Adresse e-mail invalide')).toBeInTheDocument();
    await user.clear(field(dialog, "Identifiant de l'établissement"));
    await user.type(field(dialog, "Identifiant de l'établissement"), 'abc');
    expect(within(dialog).getByText('Nombre entier positif attendu')).toBeInTheDocument();
    expect(sends(backend)).toEqual([]);

    await user.clear(field(dialog, 'Destinataire'));
    await user.type(field(dialog, 'Destinataire'), 'qa@planora.example');
    await user.clear(field(dialog, "Identifiant de l'établissement"));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sends(backend)).toHaveLength(1));
    expect(sends(backend)[0].body).toEqual({ recipient: 'qa@planora.example', lang: 'FR', employeeId: 7, shopId: null, provider: 'primary' });
  });

  it("toasts 'error_message' with the server's reason and keeps the modal open", async () => {
    const { dialog, user } = await openTestEmail(() => json(422, { error: 'recipient_blacklisted', message: 'The recipient is blacklisted.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'e-mail de test n'a pas pu être envoyé : The recipient is blacklisted.")).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'E-mail de test' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });
});
