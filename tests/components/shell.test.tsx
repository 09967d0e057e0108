import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { currentUser, json, renderConsole } from './consoleHarness';
import { shopRecord } from './shopRecordFixture';

const ALL_MANAGE = ['can_manage_feature_flags', 'can_manage_labour_laws', 'can_manage_super_admin_users'];

function backend(user: ReturnType<typeof currentUser>) {
  return (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/super_admin/api/current_user')) {
      return init?.method === 'PATCH' ? json(200, { ...user, ...JSON.parse(String(init.body)) }) : json(200, user);
    }
    return json(404, { error: 'not_found' });
  };
}

const menuLabels = async () => {
  const nav = await screen.findByRole('menuitem', { name: 'Organisations' });
  return within(nav.parentElement as HTMLElement)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('side menu', () => {
  it('shows a restricted super admin only the seven fixed entries', async () => {
    renderConsole({ path: '/organisations', signedIn: true, handler: backend(currentUser()) });
    expect(await menuLabels()).toEqual(['Organisations', 'Établissements', 'Utilisateurs', 'Factures', 'Créations de compte', 'Simulateur', 'Carte des établissements']);
  });

  it('adds feature flags, labour laws and super admins for a full admin with the labour-laws dev flag', async () => {
    renderConsole({ path: '/organisations', signedIn: true, handler: backend(currentUser(ALL_MANAGE, [DEV_FLAGS.labourLawsSuperAdmin])) });
    expect((await menuLabels()).slice(7)).toEqual(['Feature flags', 'Lois du travail', 'Super admins']);
  });

  it('hides labour laws without the dev flag, even with the permission', async () => {
    renderConsole({ path: '/organisations', signedIn: true, handler: backend(currentUser(ALL_MANAGE)) });
    expect((await menuLabels()).slice(7)).toEqual(['Feature flags', 'Super admins']);
  });

  it('sends a user without the permission home with the unauthorised toast', async () => {
    const { router } = renderConsole({ path: '/feature_flags', signedIn: true, handler: backend(currentUser()) });
    expect(await screen.findByText("Vous n'êtes pas autorisé à accéder à cette page.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations'));
  });

  it('shows the not-found page for an unknown path', async () => {
    renderConsole({ path: '/no/such/page', signedIn: true, handler: backend(currentUser()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('guests (spec 1 §2.1: the `*` error page is open to guests)', () => {
  it('shows the error page to a guest on an unknown path, not the sign-in (issue 15)', async () => {
    const { router } = renderConsole({ path: '/no/such/page', handler: backend(currentUser()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.queryByRole('textbox', { name: 'Adresse e-mail' })).not.toBeInTheDocument();
  });

  it.each(['/organisations', '/shops/42', '/simulator', '/planora_map', '/'])('sends a guest on %s to the sign-in', async (path) => {
    const { router } = renderConsole({ path, handler: backend(currentUser()) });
    expect(await screen.findByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a signed-in user the not-found page in the shell on the same unknown path', async () => {
    renderConsole({ path: '/no/such/page', signedIn: true, handler: backend(currentUser()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Organisations' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('shows the initials and the external links of the current user', async () => {
    renderConsole({ path: '/organisations', signedIn: true, handler: backend(currentUser()) });
    await waitFor(() => expect(screen.getByTestId('user-initials')).toHaveAttribute('data-initials', 'CD'));
    expect(screen.getByTestId('global-search-slot')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /menu utilisateur$/i }));
    expect(screen.getByRole('menuitem', { name: 'Mon profil' })).toHaveAttribute('href', 'https://app.planora.example/profile');
    expect(screen.getByRole('menuitem', { name: 'Changer de mot de passe' })).toHaveAttribute('href', 'https://app.planora.example/password');
  });
});

describe('browser tab title (issue 15)', () => {
  it('names the page and the product on a screen of the shell', async () => {
    renderConsole({ path: '/simulator', signedIn: true, handler: backend(currentUser()) });
    await screen.findByRole('heading', { level: 1, name: 'Simulateur de prix' });
    await waitFor(() => expect(document.title).toBe('Simulateur de prix · Planora'));
  });

  it('names the record on a record page', async () => {
    const user = currentUser();
    renderConsole({
      path: '/shops/42',
      signedIn: true,
      handler: (url, init) =>
        url.endsWith('/super_admin/api/shops/42') ? json(200, shopRecord({ id: 42, name: 'Boulangerie Martin Lyon' })) : backend(user)(url, init),
    });
    // the shop page is a lazy chunk: on a busy machine it takes more than waitFor's default second to load
    await waitFor(() => expect(document.title).toBe('Boulangerie Martin Lyon · Planora'));
  });

  it('names the sign-in page for a guest', async () => {
    renderConsole({ path: '/organisations', handler: backend(currentUser()) });
    await waitFor(() => expect(document.title).toBe('Se connecter · Planora'));
  });
});
