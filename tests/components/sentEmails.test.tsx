import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from './consoleHarness';
import { emailsBackend, emailsTable, localInstant, renderEmails, sentEmail } from './sentEmailsHarness';

const dayInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const query = (request: { url: URL }) => Object.fromEntries(request.url.searchParams);
const headers = () => within(screen.getByRole('table', { name: 'E-mails et SMS envoyés' })).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('sent e-mails viewer (spec 2 §2.6, §4, §5, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 12, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("user view: asks for the user's e-mails of yesterday and today, shows each row, no shop column, and the test e-mail button", async () => {
    const backend = emailsBackend({
      pages: [{ data: [sentEmail(), sentEmail({ id: 502, channel: 'sms', kind: 'pin', subject: null, to: ['+33611223344'], status: 'SMS_DEFERRED', statusColour: 'warning', attachments: 2 })], next: null }],
    });
    renderEmails('/users/7/emails', backend);
    const table = await emailsTable();
    expect(backend.lists().map(query)).toEqual([{ user_id: '7', from: '2026-03-11', to: '2026-03-12', limit: '20' }]);
    expect(dayInput('sent_emails_start').value).toBe('11/03/2026');
    expect(dayInput('sent_emails_end').value).toBe('12/03/2026');
    expect(headers()).toEqual(['Date', 'Canal', 'Objet', 'Destinataires', 'Statut', 'Type']);
    const [mail, sms] = within(table).getAllByRole('row').slice(1);
    expect(within(mail).getByText('12/03/2026 09:30')).toBeInTheDocument();
    expect(within(mail).getByRole('button', { name: 'Bienvenue chez Planora' })).toBeInTheDocument();
    expect(within(mail).getByText('nina@record.example')).toBeInTheDocument();
    expect(within(mail).getByText('Délivré').closest('[data-colour]')).toHaveAttribute('data-colour', 'success');
    expect(within(mail).getByText('Invitation')).toBeInTheDocument();
    expect(within(mail).getByTitle('E-mail')).toBeInTheDocument();
    expect(within(sms).getByRole('button', { name: 'SMS' })).toBeInTheDocument();
    expect(within(sms).getByTitle('2 pièces jointes')).toBeInTheDocument();
    expect(within(sms).getByText('Différé').closest('[data-colour]')).toHaveAttribute('data-colour', 'warning');
    expect(within(sms).getByText('Code PIN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un e-mail de test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivants' })).not.toBeInTheDocument();
  });

  it("organisation view: asks for the organisation's e-mails, adds the shop id linked to its page, no test e-mail", async () => {
    const backend = emailsBackend({ pages: [{ data: [sentEmail(), sentEmail({ id: 503, shopId: null })], next: null }] });
    renderEmails('/organisations/12/sms_emails', backend);
    const table = await emailsTable();
    expect(backend.lists().map(query)).toEqual([{ organisation_id: '12', from: '2026-03-11', to: '2026-03-12', limit: '20' }]);
    expect(headers()).toEqual(['Date', 'Canal', 'Objet', 'Destinataires', 'Statut', 'Type', 'Établissement']);
    expect(within(table).getByRole('link', { name: '9' })).toHaveAttribute('href', '/shops/9');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Envoyer un e-mail de test' })).not.toBeInTheDocument();
  });

  it('"next" appends the following page with the cursor, then disappears at the end', async () => {
    const backend = emailsBackend({
      pages: [
        { data: [sentEmail()], next: 'cursor-2' },
        { data: [sentEmail({ id: 510, subject: 'Votre code PIN', createdAt: localInstant(2026, 3, 11, 18, 5) })], next: null },
      ],
    });
    const { user } = renderEmails('/users/7/emails', backend);
    await emailsTable();
    await user.click(screen.getByRole('button', { name: 'Suivants' }));
    expect(await screen.findByRole('button', { name: 'Votre code PIN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bienvenue chez Planora' })).toBeInTheDocument();
    expect(screen.getByText('11/03/2026 18:05')).toBeInTheDocument();
    expect(query(backend.lists()[1])).toEqual({ user_id: '7', from: '2026-03-11', to: '2026-03-12', limit: '20', cursor: 'cursor-2' });
    expect(screen.queryByRole('button', { name: 'Suivants' })).not.toBeInTheDocument();
  });

  it('follows an empty page that has a next cursor by itself (spec 2 §4)', async () => {
    const backend = emailsBackend({ pages: [{ data: [], next: 'c2' }, { data: [], next: 'c3' }, { data: [sentEmail()], next: null }] });
    renderEmails('/users/7/emails', backend);
    await emailsTable();
    expect(backend.lists().map((r) => r.url.searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
    expect(screen.queryByText('Aucun e-mail ni SMS envoyé sur cette période.')).not.toBeInTheDocument();
  });

  it("shows each message's latest status: asks again while one is still being handed over", async () => {
    const backend = emailsBackend({
      pages: [
        { data: [sentEmail({ status: 'EMAIL_CREATED', statusColour: 'info' })], next: null },
        { data: [sentEmail({ status: 'EMAIL_DELIVERED_LOCALLY', statusColour: 'success' })], next: null },
      ],
    });
    renderEmails('/users/7/emails', backend);
    const table = await emailsTable();
    expect(within(table).getByText('Créé')).toBeInTheDocument();
    expect(await within(table).findByText('Délivré (local)')).toBeInTheDocument();
    expect(within(table).queryByText('Créé')).not.toBeInTheDocument();
  });

  it('says when the period holds nothing', async () => {
    renderEmails('/users/7/emails', emailsBackend({ pages: [{ data: [], next: null }] }));
    expect(await screen.findByText('Aucun e-mail ni SMS envoyé sur cette période.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks again for another range; refuses a future day or an end before the start without asking', async () => {
    const backend = emailsBackend();
    renderEmails('/users/7/emails', backend);
    await emailsTable();
    fireEvent.change(dayInput('sent_emails_start'), { target: { value: '01/03/2026' } });
    await waitFor(() => expect(backend.lists().map((r) => r.url.searchParams.get('from'))).toEqual(['2026-03-11', '2026-03-01']));

    fireEvent.change(dayInput('sent_emails_end'), { target: { value: '13/03/2026' } });
    expect(await screen.findByText('Pas de jour futur')).toBeInTheDocument();
    fireEvent.change(dayInput('sent_emails_end'), { target: { value: '28/02/2026' } });
    expect(await screen.findByText('La fin précède le début')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(backend.lists()).toHaveLength(2);
  });

  it('disables the future days in the calendar', async () => {
    const { user } = renderEmails('/users/7/emails', emailsBackend());
    await emailsTable();
    const [, endCalendar] = screen.getAllByRole('button', { name: /Choisir la date|Choose date/ });
    await user.click(endCalendar);
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '12' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '13' })).toBeDisabled();
  });

  it("toasts a failure with the server's reason and offers to retry", async () => {
    const backend = emailsBackend({ pages: [() => json(503, { error: 'service_unavailable', message: 'The e-mail repository is down.' }), { data: [sentEmail()], next: null }] });
    const { user } = renderEmails('/organisations/12/sms_emails', backend);
    expect(await screen.findByText("Les e-mails envoyés n'ont pas pu être chargés : The e-mail repository is down.")).toBeInTheDocument();
    const inline = screen.getByText("Les e-mails envoyés n'ont pas pu être chargés.").closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(inline).getByRole('button', { name: 'Réessayer' }));
    expect(await emailsTable()).toBeInTheDocument();
  });
});
