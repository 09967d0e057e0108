import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendPinButton } from '../../src/resources/users/pins/SendPinButton';
import { httpError, pinMethods, renderPinPiece } from './pinsHarness';

const sent = (overrides = {}) => ({ kind: 'sent', result: { sent: 1, messages: 1, skipped_no_phone: 0, skipped_no_email: 0, blocked: 0, ...overrides } });
const job = (overrides = {}) => ({ id: 41, kind: 'pin_send', status: 'running', progress: 0, total: 0, error: null, result: null, created_at: '', started_at: null, finished_at: null, ...overrides });

describe('send PIN (spec 2 §2.7, §8, §9)', () => {
  it('sends one user their PIN by SMS by default, then a singular success toast', async () => {
    const methods = pinMethods();
    methods.sendPins.mockResolvedValue(sent());
    const user = renderPinPiece(<SendPinButton scope={{ type: 'user', id: 12 }} />, methods);
    await user.click(screen.getByRole('button', { name: 'Envoyer le code PIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Envoyer le code PIN de pointage' });
    expect(within(dialog).getByText('Envoyer son code PIN de pointage à cet utilisateur ?')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Par SMS' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Par e-mail' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Le code PIN a été envoyé');
    expect(methods.sendPins).toHaveBeenCalledWith({ type: 'user', user_id: 12, send_sms: true, send_mail: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables sending when SMS and e-mail are both off', async () => {
    const methods = pinMethods();
    const user = renderPinPiece(<SendPinButton scope={{ type: 'user', id: 12 }} variant="icon" />, methods);
    await user.click(screen.getByRole('button', { name: 'Envoyer le code PIN' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Par SMS' }));
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await user.click(within(dialog).getByRole('switch', { name: 'Par e-mail' }));
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it("shows the server's error text when it has one, else 'send_error'", async () => {
    const methods = pinMethods();
    methods.sendPins.mockRejectedValueOnce(httpError(422, { error: 'no_recipient', message: 'User 12 has neither a phone number.' }));
    methods.sendPins.mockRejectedValueOnce(httpError(500, { error: 'internal_error', message: 'boom' }));
    const user = renderPinPiece(<SendPinButton scope={{ type: 'user', id: 12 }} />, methods);
    await user.click(screen.getByRole('button', { name: 'Envoyer le code PIN' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText("Cet utilisateur n'a ni numéro de téléphone ni adresse e-mail pour cet envoi.");
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText("Une erreur s'est produite, le code PIN n'a pas pu être envoyé");
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends a group as a job: names how many people, follows the progress, then shows the counts and a plural toast', async () => {
    const methods = pinMethods();
    methods.sendPins.mockResolvedValue({ kind: 'job', job: { id: 41, status: 'queued', progress: 0, total: 0 } });
    methods.getJob
      .mockResolvedValueOnce(job({ progress: 500, total: 1200 }))
      .mockResolvedValue(job({ status: 'succeeded', progress: 1200, total: 1200, result: { sent: 1190, messages: 1195, skipped_no_phone: 8, skipped_no_email: 0, blocked: 2 } }));
    const user = renderPinPiece(<SendPinButton scope={{ type: 'organisation', id: 3 }} recipientsCount={1200} />, methods);
    await user.click(screen.getByRole('button', { name: 'Envoyer les codes PIN' }));
    expect(screen.getByText('Envoyer leur code PIN de pointage à 1200 personnes ?')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Par e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(methods.sendPins).toHaveBeenCalledWith({ type: 'organisation', organisation_id: 3, send_sms: true, send_mail: true });

    await screen.findByText('Envoi en cours : 500 sur 1200');
    expect(screen.getByRole('progressbar', { name: "Progression de l'envoi" })).toHaveAttribute('aria-valuenow', '42');
    const result = await screen.findByRole('list', { name: "Résultat de l'envoi" });
    expect(within(result).getByText('1190 personnes ont reçu leur code PIN')).toBeInTheDocument();
    expect(within(result).getByText('8 personnes sans numéro de téléphone')).toBeInTheDocument();
    expect(within(result).getByText('2 messages bloqués (liste noire)')).toBeInTheDocument();
    await screen.findByText('Les codes PIN ont été envoyés (1190 personnes)');
    expect(methods.getJob).toHaveBeenCalledWith(41, expect.anything());
  });

  it('shows send_error when the group job fails', async () => {
    const methods = pinMethods();
    methods.sendPins.mockResolvedValue({ kind: 'job', job: { id: 42, status: 'queued', progress: 0, total: 0 } });
    methods.getJob.mockResolvedValue(job({ id: 42, status: 'failed', error: 'boom' }));
    const user = renderPinPiece(<SendPinButton scope={{ type: 'shop', id: 5 }} />, methods);
    await user.click(screen.getByRole('button', { name: 'Envoyer les codes PIN' }));
    expect(screen.getByText('Envoyer leur code PIN de pointage à tous les utilisateurs actifs ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findAllByText("Une erreur s'est produite, le code PIN n'a pas pu être envoyé")).not.toHaveLength(0);
  });
});
