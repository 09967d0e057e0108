import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from './consoleHarness';
import { deferred, emailDisplay, emailsBackend, emailsTable, renderEmails, sentEmail } from './sentEmailsHarness';

async function openDetails(backend: ReturnType<typeof emailsBackend>, subject = 'Bienvenue chez Planora') {
  const rendered = renderEmails('/users/7/emails', backend);
  await emailsTable();
  await rendered.user.click(screen.getByRole('button', { name: subject }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

describe('e-mail details modal (spec 2 §2.6, §4 "Email modal", §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 12, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads, then shows the content in a frame without scripts, same origin or navigation, and the attachments; a reopening loads again', async () => {
    let pending = deferred();
    const backend = emailsBackend({ display: () => pending.answer() });
    const { dialog, user } = await openDetails(backend);
    expect(within(dialog).getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    expect(backend.displays().map((r) => r.url.pathname)).toEqual(['/services/emails/emails/501']);

    pending.release(json(200, emailDisplay()));
    const frame = await within(dialog).findByTitle("Contenu de l'e-mail");
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame).toHaveAttribute('src', '/services/emails/emails/501/content?expires=1773311400&signature=abc');
    expect(within(dialog).getByRole('heading', { name: 'Bienvenue chez Planora' })).toBeInTheDocument();
    expect(within(dialog).getByText('À : nina@record.example')).toBeInTheDocument();
    const attachment = within(dialog).getByRole('link', { name: 'planning.pdf' });
    expect(attachment).toHaveAttribute('href', '/services/emails/emails/501/attachments/1?expires=1773311400&signature=def');
    expect(attachment).toHaveAttribute('download', 'planning.pdf');
    expect(within(dialog).getByText(/^2 ko · application\/pdf$/)).toBeInTheDocument();
    expect(within(dialog).getByText('250 OK')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    pending = deferred();
    await user.click(screen.getByRole('button', { name: 'Bienvenue chez Planora' }));
    const again = await screen.findByRole('dialog');
    // reset on close: nothing of the first opening is shown while the second loads
    expect(within(again).getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    expect(within(again).queryByTitle("Contenu de l'e-mail")).not.toBeInTheDocument();
    expect(backend.displays()).toHaveLength(2);
    pending.release(json(200, emailDisplay()));
    expect(await within(again).findByTitle("Contenu de l'e-mail")).toBeInTheDocument();
  });

  it('says "E-mail introuvable ou contenu indisponible" for a 500', async () => {
    const { dialog } = await openDetails(emailsBackend({ display: () => json(500, { error: 'internal', message: 'boom' }) }));
    expect(await within(dialog).findByText('E-mail introuvable ou contenu indisponible')).toBeInTheDocument();
    expect(within(dialog).getByText("Impossible d'afficher cet e-mail.")).toBeInTheDocument();
    expect(within(dialog).queryByTitle("Contenu de l'e-mail")).not.toBeInTheDocument();
  });

  it('says "Erreur {status} : {message}" for another failure, the message in French for a key the catalogues know (issue 28)', async () => {
    const { dialog } = await openDetails(emailsBackend({ display: () => json(404, { error: 'not_found', message: 'No e-mail 501.' }) }));
    expect(await within(dialog).findByText('Erreur 404 : Élément introuvable.')).toBeInTheDocument();
  });

  it("shows the server's message only for a key the catalogues do not know", async () => {
    const { dialog } = await openDetails(emailsBackend({ display: () => json(409, { error: 'a_new_refusal', message: 'Something new.' }) }));
    expect(await within(dialog).findByText('Erreur 409 : Something new.')).toBeInTheDocument();
  });

  it('treats an answer without a content link as an error', async () => {
    const { dialog } = await openDetails(emailsBackend({ display: () => json(200, { ...emailDisplay(), content: {} }) }));
    expect(await within(dialog).findByText("Le lien vers le contenu de l'e-mail est absent.")).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'planning.pdf' })).not.toBeInTheDocument();
  });

  it("opens an SMS's details from its row, and says when there is no attachment", async () => {
    const backend = emailsBackend({
      pages: [{ data: [sentEmail({ id: 502, channel: 'sms', subject: null, kind: 'pin', status: 'SMS_DELIVERED' })], next: null }],
      display: () => json(200, emailDisplay({ id: 502, subject: null, to: ['+33611223344'], status: 'SMS_DELIVERED', attachments: [], history: [] })),
    });
    const { dialog } = await openDetails(backend, 'SMS');
    expect(await within(dialog).findByText('Aucune pièce jointe')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'SMS' })).toBeInTheDocument();
    expect(backend.displays().map((r) => r.url.pathname)).toEqual(['/services/emails/emails/502']);
  });
});
