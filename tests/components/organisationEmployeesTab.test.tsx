import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';
import { USER_ROWS } from './userRows';

// the organisation page (helper A) shows this tab; here it stands alone at the organisation's address
vi.mock('../../src/resources/organisations/OrganisationShow', async () => {
  const { EmployeesTab } = await import('../../src/resources/organisations/show/EmployeesTab');
  return { OrganisationShow: () => <EmployeesTab organisationId={12} organisationName="Boulangeries Durand" /> };
});

const INVITED = { ...USER_ROWS[0], id: 43, name: 'Inès Nouvelle', email: 'ines@durand.example', status: { text: 'invited', className: 'warning' } };

function backend() {
  const lists: URLSearchParams[] = [];
  const posts: unknown[] = [];
  const handler = (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.endsWith('/super_admin/api/invitations') && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json(201, { invitations: [] });
    }
    const list = url.match(/\/super_admin\/api\/users\?(.*)$/);
    if (list) {
      const query = new URLSearchParams(list[1]);
      lists.push(query);
      if (query.get('skip_pagination') === 'true') return json(200, { users: [USER_ROWS[0], INVITED].map(({ id, email, status }) => ({ id, email, status })), total: 2 });
      return json(200, { users: [USER_ROWS[0], INVITED], total: 2 });
    }
    return json(404, { error: 'not_found' });
  };
  return { handler, lists, posts };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe("organisation's employees tab (spec 2 §2.1 users tab)", () => {
  it("lists the organisation's users under its name, with the row icons", async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    expect(await screen.findByRole('heading', { level: 2, name: 'Liste des utilisateurs – Boulangeries Durand' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(Object.fromEntries(lists.at(-1)!)).toMatchObject({ type: 'organisation', organisation_id: '12', sort: 'id', direction: 'asc', page: '1' });
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('button', { name: "Renvoyer l'invitation à Élodie Durand" })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Voir le site en tant que Élodie Durand' })).toBeInTheDocument();
  });

  it('sends the invitation to those who have not accepted it, after a confirmation naming how many', async () => {
    const { handler, posts } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Envoyer l'invitation" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Envoyer l'invitation aux personnes qui ne l'ont pas encore acceptée (1) ?");
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(posts).toEqual([{ user_ids: [43] }]));
    expect(await screen.findByText("L'invitation a été envoyée")).toBeInTheDocument();
  });

  it('resends one invitation from its row icon', async () => {
    const { handler, posts } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'invitation à Inès Nouvelle" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renvoyer' }));
    await waitFor(() => expect(posts).toEqual([{ invitation: { user_id: 43 } }]));
  });
});
