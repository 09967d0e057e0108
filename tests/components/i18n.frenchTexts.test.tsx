import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockExtractRangeInputs } from '../../src/resources/shops/show/extract/ClockExtractRangeInputs';
import { json } from './consoleHarness';
import { pinMethods, renderPinPiece } from './pinsHarness';
import { emailDisplay, emailsBackend, emailsTable, localInstant, renderEmails } from './sentEmailsHarness';

/** Issue 28 "English in the French interface": what a French user reads of a refusal, of an outbox reason and of a date field. */
describe('a French user reads French (issue 28)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 12, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('a validation_failed refusal toasts the catalogue’s words and the fields, not "The request is not valid."', async () => {
    const backend = emailsBackend({
      testEmail: () => json(400, { error: 'validation_failed', message: 'The request is not valid.', details: [{ path: 'shopId', message: 'must be integer' }] }),
    });
    const { user } = renderEmails('/users/7/emails', backend);
    await emailsTable();
    await user.click(screen.getByRole('button', { name: 'Envoyer un e-mail de test' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail de test' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'e-mail de test n'a pas pu être envoyé : Certaines valeurs sont invalides : shopId.")).toBeInTheDocument();
    expect(screen.queryByText(/The request is not valid/)).not.toBeInTheDocument();
  });

  it.each([
    ['with its reason_key', { reason_key: 'setting_missing', reason_params: { setting: 'SMTP_URL' } }],
    ['stored before the keys (an older server)', {}],
  ])('an e-mail delivered locally gives its reason in French, %s', async (_case, reason) => {
    const display = emailDisplay({
      status: 'EMAIL_DELIVERED_LOCALLY',
      history: [
        { status: 'EMAIL_CREATED', at: localInstant(2026, 3, 12, 9, 30), detail: null },
        { status: 'EMAIL_DELIVERED_LOCALLY', at: localInstant(2026, 3, 12, 9, 31), detail: 'SMTP_URL is not set', ...reason },
      ],
    });
    const { user } = renderEmails('/users/7/emails', emailsBackend({ display: () => json(200, display) }));
    await emailsTable();
    await user.click(screen.getByRole('button', { name: 'Bienvenue chez Planora' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("SMTP_URL n'est pas configuré : aucun fournisseur d'envoi")).toBeInTheDocument();
    expect(within(dialog).queryByText('SMTP_URL is not set')).not.toBeInTheDocument();
  });

  it('an empty date field shows JJ/MM/AAAA, the catalogue’s placeholder, not DD/MM/YYYY', async () => {
    renderPinPiece(<ClockExtractRangeInputs range={{ start: null, end: null }} onChange={() => {}} />, pinMethods());
    const start = (await screen.findAllByRole('group', { name: 'Du' }))[0];
    expect(start).toHaveTextContent('JJ/MM/AAAA');
    expect(start).not.toHaveTextContent(/DD|YYYY/);
  });
});
