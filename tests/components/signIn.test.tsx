import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessToken, currentUser, fakeJwt, json, renderConsole, superAdminRefreshToken } from './consoleHarness';

/** What a super admin reads under the form for each error key of the auth API (French is the default). */
const FRENCH_MESSAGES: Array<[string, number, string]> = [
  ['invalid_credentials', 401, 'Adresse e-mail ou mot de passe incorrect.'],
  ['archived_user', 403, 'Ce compte a été archivé.'],
  ['unconfirmed_user', 403, "Ce compte n'a pas encore été confirmé. Vérifiez votre boîte e-mail."],
  ['cancelled_organisation', 403, "L'organisation de ce compte a été résiliée."],
  ['organisation_waiting', 403, "L'organisation de ce compte est encore en attente de validation."],
  ['time_clock_disabled', 403, 'La badgeuse est désactivée pour ce compte.'],
  ['rate_limited', 429, 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
  ['something_new', 500, 'La connexion a échoué. Veuillez réessayer ultérieurement.'],
];

async function signIn(user: ReturnType<typeof userEvent.setup>, password = 'secret') {
  const email = await screen.findByLabelText(/Adresse e-mail|E-mail address/);
  await user.clear(email);
  await user.type(email, 'camille@planora.example');
  const passwordInput = screen.getByLabelText(/Mot de passe|Password/);
  await user.clear(passwordInput);
  await user.type(passwordInput, password);
  await user.click(screen.getByRole('button', { name: /Se connecter|Sign in/ }));
}

describe('sign-in page', () => {
  it('shows the translated message of each sign-in error key', async () => {
    let answer: [string, number] = ['invalid_credentials', 401];
    renderConsole({
      path: '/login',
      handler: (url) => (url.endsWith('/v3/auth/sign_in') ? json(answer[1], { error: answer[0], message: 'server text' }) : json(404, { error: 'not_found' })),
    });
    const user = userEvent.setup();
    await signIn(user);
    for (const [key, status, text] of FRENCH_MESSAGES) {
      answer = [key, status];
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('refuses a customer account whose refresh token is not a super admin one', async () => {
    renderConsole({
      path: '/login',
      handler: (url) =>
        url.endsWith('/v3/auth/sign_in') ? json(200, { token: accessToken(), refresh_token: fakeJwt({ super_admin: false }) }) : json(404, {}),
    });
    await signIn(userEvent.setup());
    // in a staff member's words, no token jargon (issue 15)
    expect(await screen.findByText("Ce compte n'a pas accès au back-office.")).toBeInTheDocument();
    expect(screen.queryByText(/jeton/)).toBeNull();
    expect(localStorage.getItem('bo.refresh_token')).toBeNull();
  });

  it('shows the error in the language the user chose', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    renderConsole({ path: '/login', handler: (url) => (url.endsWith('/v3/auth/sign_in') ? json(403, { error: 'archived_user' }) : json(404, {})) });
    await signIn(userEvent.setup());
    expect(await screen.findByText('This account has been archived.')).toBeInTheDocument();
  });

  it('opens the shell after a successful sign-in', async () => {
    renderConsole({
      path: '/login',
      handler: (url) => {
        if (url.endsWith('/v3/auth/sign_in')) return json(200, { token: accessToken(), refresh_token: superAdminRefreshToken() });
        if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
        return json(404, { error: 'not_found' });
      },
    });
    await signIn(userEvent.setup());
    await waitFor(() => expect(screen.getByTestId('user-initials')).toHaveAttribute('data-initials', 'CD'));
    expect(localStorage.getItem('bo.refresh_token')).not.toBeNull();
  });
});
