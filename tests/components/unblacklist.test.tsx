import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnblacklistButtons } from '../../src/resources/users/pins/UnblacklistButtons';
import { httpError, pinMethods, renderPinPiece } from './pinsHarness';

const props = { userId: 12, email: 'lea@client.example', phone: '+33612345678' };

describe('un-blacklist (spec 2 §2.3, §6 canUnblacklist)', () => {
  it('shows one button per blacklisted channel, and un-blacklists after a confirmation', async () => {
    const methods = pinMethods();
    methods.unblacklist.mockResolvedValue({ deleted: true });
    const onChanged = vi.fn();
    const user = renderPinPiece(<UnblacklistButtons {...props} blacklisted={{ email: false, phone: true }} onChanged={onChanged} />, methods, ['can_unblacklist']);
    const button = await screen.findByRole('button', { name: 'Retirer le numéro de la liste noire' });
    expect(screen.queryByRole('button', { name: "Retirer l'e-mail de la liste noire" })).not.toBeInTheDocument();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Retirer le numéro de la liste noire' });
    expect(within(dialog).getByText('Retirer +33612345678 de la liste noire ? Les messages lui seront de nouveau envoyés.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await screen.findByText('Le numéro +33612345678 a été retiré de la liste noire');
    expect(methods.unblacklist).toHaveBeenCalledWith({ phone: '+33612345678', user_id: 12 });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('un-blacklists the e-mail address; a failure shows the server error text', async () => {
    const methods = pinMethods();
    methods.unblacklist.mockRejectedValue(httpError(404, { error: 'not_blacklisted', message: 'not blacklisted' }));
    const onChanged = vi.fn();
    const user = renderPinPiece(<UnblacklistButtons {...props} blacklisted={{ email: true, phone: true }} onChanged={onChanged} />, methods, ['can_unblacklist']);
    await user.click(await screen.findByRole('button', { name: "Retirer l'e-mail de la liste noire" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer' }));
    await screen.findByText("Cette adresse ou ce numéro n'est pas sur liste noire.");
    expect(methods.unblacklist).toHaveBeenCalledWith({ email: 'lea@client.example', user_id: 12 });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows nothing without can_unblacklist, or when nothing is blacklisted', async () => {
    const methods = pinMethods();
    const refused = renderPinPiece(<UnblacklistButtons {...props} blacklisted={{ email: true, phone: true }} />, methods, []);
    renderPinPiece(<UnblacklistButtons {...props} blacklisted={{ email: false, phone: false }} />, methods, ['can_unblacklist']);
    // the access check has answered (false) and the page has rendered with it
    await waitFor(() => expect(refused.canAccess).toHaveReturned());
    await act(async () => {
      await (refused.canAccess as ReturnType<typeof vi.fn>).mock.results[0].value;
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
