import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';
import { USER_ROWS } from './userRows';


function backend({ fail = false } = {}) {
  const lists: URLSearchParams[] = [];
  const handler = (url: string) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    const list = url.match(/\/super_admin\/api\/users\?(.*)$/);
    if (list) {
      lists.push(new URLSearchParams(list[1]));
      return fail ? json(500, { error: 'internal_error', message: 'boom' }) : json(200, { users: USER_ROWS, total: 2 });
    }
    return json(404, { error: 'not_found' });
  };
  return { handler, lists };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('all users list (spec 2 §2.4)', () => {
  it('asks for page 1 by id ascending and shows the columns with their links and status tags', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/users', signedIn: true, handler });
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des utilisateurs' })).toBeInTheDocument();
    const query = lists.at(-1)!;
    expect([query.get('sort'), query.get('direction'), query.get('page'), query.get('status')]).toEqual(['id', 'asc', '1', null]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Nom',
      'E-mail',
      'Téléphone',
      'Organisation',
      'Établissement principal',
      'Autres établissements',
      'Licence',
      'Statut',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: 'Élodie Durand' })).toHaveAttribute('href', '/users/41');
    expect(within(first).getByRole('link', { name: 'elodie@durand.example' })).toHaveAttribute('href', 'mailto:elodie@durand.example');
    expect(within(first).getByRole('link', { name: 'Boulangeries Durand' })).toHaveAttribute('href', '/organisations/12');
    expect(within(first).getByRole('link', { name: 'Bastille' })).toHaveAttribute('href', '/shops/9');
    expect(within(first).getByRole('link', { name: 'Opéra' })).toHaveAttribute('href', '/shops/11');
    expect(first).toHaveTextContent('Actif');
    expect(second).toHaveTextContent('Archivé');
    // only id, name and e-mail sort on the server
    for (const name of ['Téléphone', 'Organisation', 'Licence', 'Statut']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('takes its filter and title from ?status', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/users?status=archived', signedIn: true, handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des utilisateurs archivés' })).toBeInTheDocument();
    await waitFor(() => expect(lists.at(-1)?.get('status')).toBe('archived'));
  });

  it('shows the active list title for ?status=active', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/users?status=active', signedIn: true, handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des utilisateurs actifs' })).toBeInTheDocument();
    await waitFor(() => expect(lists.at(-1)?.get('status')).toBe('active'));
  });

  it('tells when the list cannot be loaded', async () => {
    const { handler } = backend({ fail: true });
    renderConsole({ path: '/users', signedIn: true, handler });
    expect((await screen.findAllByText('Une erreur est survenue lors du chargement des utilisateurs.')).length).toBeGreaterThan(0);
  });
});
