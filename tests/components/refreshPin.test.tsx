import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RefreshPinButton } from '../../src/resources/users/pins/RefreshPinButton';
import { httpError, pinMethods, renderPinPiece } from './pinsHarness';

describe('refresh PIN (spec 2 §2.3, §8)', () => {
  it('asks for confirmation, then gives a new PIN, shows it in the success toast and tells the page', async () => {
    const methods = pinMethods();
    methods.refreshPins.mockResolvedValue({ users: { '12': { pin: '0427' } } });
    const onRefreshed = vi.fn();
    const user = renderPinPiece(<RefreshPinButton userId={12} onRefreshed={onRefreshed} />, methods);
    await user.click(screen.getByRole('button', { name: 'Renouveler le code PIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Renouveler le code PIN' });
    expect(within(dialog).getByText(/ne fonctionnera plus à la pointeuse/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Renouveler' }));
    await screen.findByText('Code PIN renouvelé : 0427');
    expect(methods.refreshPins).toHaveBeenCalledWith({ type: 'user', user_id: 12 });
    expect(onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const methods = pinMethods();
    const user = renderPinPiece(<RefreshPinButton userId={12} />, methods);
    await user.click(screen.getByRole('button', { name: 'Renouveler le code PIN' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(methods.refreshPins).not.toHaveBeenCalled();
  });

  it('shows an error toast: the server error text when known, else the generic one', async () => {
    const methods = pinMethods();
    methods.refreshPins.mockRejectedValueOnce(httpError(422, { error: 'user_archived', message: 'User 12 is archived.' }));
    methods.refreshPins.mockRejectedValueOnce(httpError(503, { error: 'database_unavailable', message: 'later' }));
    const onRefreshed = vi.fn();
    const user = renderPinPiece(<RefreshPinButton userId={12} onRefreshed={onRefreshed} />, methods);
    await user.click(screen.getByRole('button', { name: 'Renouveler le code PIN' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Renouveler' }));
    await screen.findByText('Cet utilisateur est archivé.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Renouveler le code PIN' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Renouveler' }));
    await screen.findByText("Une erreur s'est produite, le code PIN n'a pas pu être renouvelé");
    expect(onRefreshed).not.toHaveBeenCalled();
  });
});
