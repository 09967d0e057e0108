import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveConsoleFor } from '../../src/resources/users/impersonation/browserNavigation';
import { currentUser, json, renderConsole } from './consoleHarness';

vi.mock('../../src/resources/users/impersonation/browserNavigation', () => ({ leaveConsoleFor: vi.fn() }));

const ORGANISATION = {
  id: 12,
  name: 'Boulangeries Durand',
  administrators: [{ id: 101, name: 'Élodie Durand' }],
  advanced_planner: [{ id: 102, name: 'Marc Petit' }],
  advanced_master: [],
};
const SHOPS = [
  { id: 3, name: 'Boulangerie Croix-Rousse' },
  { id: 4, name: 'Boulangerie Part-Dieu' },
];

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

function backend(route: Route = () => undefined) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const handler = async (url: string, init: RequestInit | undefined) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = await route(url, init);
    if (answer) return answer;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.endsWith('/super_admin/api/organisations/12')) return json(200, { organisation: ORGANISATION });
    if (url.endsWith('/super_admin/api/organisations/12/shops?list_only=true')) return json(200, { shops: SHOPS });
    if (url.includes('/v3/users/sessions/impersonate?user_id=')) return json(200, { token: 'imp-token' });
    if (url.endsWith('/v3/home_url?superadmin=imp-token')) return json(200, { url: 'http://localhost/main_app/home' });
    if (url.endsWith('/super_admin/api/invitations')) return json(201, { invitations: [{ id: 1, user_id: 101 }] });
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, calls };
}

const page = async (route?: Route, config = {}) => {
  const { handler, calls } = backend(route);
  const rendered = renderConsole({ path: '/organisations_light/12', signedIn: true, handler, config });
  await screen.findByRole('heading', { level: 1, name: 'Boulangeries Durand' });
  return { ...rendered, calls };
};

beforeEach(() => {
  vi.mocked(leaveConsoleFor).mockClear();
});

describe('light organisation view (spec 1 §2.5)', () => {
  it('shows the shops, each linking to its week planning in the main application', async () => {
    await page();
    const link = await screen.findByRole('link', { name: /Planning de la semaine de Boulangerie Croix-Rousse/ });
    expect(link).toHaveAttribute('href', '/main_app/shops/3/planning/week');
    expect(screen.getByRole('link', { name: /Boulangerie Part-Dieu/ })).toHaveAttribute('href', '/main_app/shops/4/planning/week');
  });

  it('links to the configured main application when there is one', async () => {
    await page(undefined, { mainAppUrl: 'https://app.planora.example' });
    expect(await screen.findByRole('link', { name: /Boulangerie Croix-Rousse/ })).toHaveAttribute('href', 'https://app.planora.example/shops/3/planning/week');
  });

  it('lists the three "see the site as" groups', async () => {
    await page();
    const section = screen.getByRole('region', { name: 'Voir le site en tant que' });
    expect(within(section).getByRole('region', { name: 'Administrateurs système' })).toHaveTextContent('Élodie Durand');
    expect(within(section).getByRole('region', { name: 'Planificateurs avancés' })).toHaveTextContent('Marc Petit');
    expect(within(section).getByRole('region', { name: 'Masters avancés' })).toHaveTextContent('Personne dans ce groupe.');
  });

  it('impersonates a person: token, then home address, then the browser leaves for it', async () => {
    const { calls } = await page();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Élodie Durand' }));
    await waitFor(() => expect(leaveConsoleFor).toHaveBeenCalledWith('http://localhost/main_app/home'));
    const urls = calls.map((c) => c.url);
    expect(urls.filter((u) => u.includes('/v3/'))).toEqual(['/v3/users/sessions/impersonate?user_id=101', '/v3/home_url?superadmin=imp-token']);
  });

  describe('impersonation failures (spec 1 §8)', () => {
    it.each<[string, () => Response | Promise<Response>, string]>([
      ['a message that is JSON with a key: the translation of errors.{key}', () => json(500, { message: '{"key":"forbidden"}' }), "Vous n'avez pas accès à cette action."],
      ['the API’s own error key', () => json(404, { error: 'not_found', message: 'User not found' }), 'Élément introuvable.'],
      ['a 403 without a key', () => json(403, { message: 'Denied' }), 'Impossible de se connecter en tant que cet utilisateur'],
      ['any other failure with a message: the message', () => json(500, { message: 'Service de connexion indisponible' }), 'Service de connexion indisponible'],
      ['no message at all: the generic text', () => Promise.reject(new TypeError('Failed to fetch')), 'Une erreur est survenue lors du passage à Planora. Veuillez réessayer ultérieurement.'],
    ])('%s', async (_name, answer, message) => {
      await page((url) => (url.includes('/v3/users/sessions/impersonate') ? answer() : undefined));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Marc Petit' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(leaveConsoleFor).not.toHaveBeenCalled();
    });

    it('the home-address call failing without a message gives the generic text', async () => {
      await page((url) => (url.includes('/v3/home_url') ? json(502, null) : undefined));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Marc Petit' }));
      expect(await screen.findByText('Une erreur est survenue lors du passage à Planora. Veuillez réessayer ultérieurement.')).toBeInTheDocument();
    });
  });

  it('resends an invitation after confirmation', async () => {
    const { calls } = await page();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Renvoyer l'invitation à Élodie Durand" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Renvoyer l'e-mail d'invitation à Élodie Durand ?");
    await user.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText("L'invitation a été envoyée")).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/super_admin/api/invitations'))).toMatchObject({ method: 'POST', body: { invitation: { user_id: 101 } } });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { calls } = await page();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Renvoyer l'invitation à Marc Petit" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('/invitations'))).toBe(false);
  });

  it('shows the invitation failure toast', async () => {
    await page((url) => (url.endsWith('/super_admin/api/invitations') ? json(500, { error: 'internal_error', message: 'boom' }) : undefined));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Renvoyer l'invitation à Marc Petit" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText("Une erreur s'est produite, l'invitation n'a pas pu être envoyée")).toBeInTheDocument();
  });

  it('sends an unknown organisation to /404', async () => {
    const { handler } = backend((url) => (url.endsWith('/organisations/99') || url.includes('/organisations/99/') ? json(404, { error: 'not_found' }) : undefined));
    const { router } = renderConsole({ path: '/organisations_light/99', signedIn: true, handler });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('shows the organisation loading error toast for any other failure', async () => {
    const { handler } = backend((url) => (url.endsWith('/organisations/12') ? json(500, { error: 'internal_error' }) : undefined));
    const { router } = renderConsole({ path: '/organisations_light/12', signedIn: true, handler });
    expect(await screen.findAllByText("Une erreur est survenue au chargement de l'organisation")).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/organisations_light/12');
  });

  it('reads the organisation itself: a row of the organisations list is never shown as the light view', async () => {
    const row = { id: 12, name: 'Durand (ligne de la liste)', status: 'active', owner_id: null, owner_name: null, owner_phone: null, owner_email: null, shops_count: 2, users_count: 9, siren: null, plan: null };
    let answerSingle = () => {};
    const single = new Promise<void>((resolve) => (answerSingle = resolve));
    const { handler } = backend((url) => {
      if (url.includes('/super_admin/api/organisations?')) return json(200, { organisations: [row], total: 1 });
      if (url.endsWith('/super_admin/api/organisations/12')) return single.then(() => json(200, { organisation: ORGANISATION }));
      return undefined;
    });
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Vue allégée de Durand (ligne de la liste)' }));
    // while its own read is pending, the view waits (placeholder title) instead of showing the list's row
    expect(await screen.findByText("Vue allégée de l'organisation")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: row.name })).not.toBeInTheDocument();
    answerSingle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Boulangeries Durand' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Administrateurs système' })).getByRole('button', { name: 'Élodie Durand' })).toBeInTheDocument();
  });
});
