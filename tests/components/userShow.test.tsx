import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

const USER = {
  id: 7,
  name: 'Nina Record',
  firstName: 'Nina',
  lastName: 'Record',
  email: 'nina@record.example',
  phoneNumber: '06 11 22 33 44',
  organisation: { id: 12, name: 'Boulangeries Durand' },
  shop: { id: 9, name: 'Bastille' },
  shops: [{ id: 10, name: 'Nation' }],
  contractHours: 35,
  badgingPin: '4321',
  invitationAcceptedAt: '2026-01-15T10:00:00.000Z',
  status: { text: 'active', className: 'success' },
  archivedAt: null,
  blacklisted: { email: false, phone: false },
};

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

function backend({ canDelete = true, route = (() => undefined) as Route, status = 200 } = {}) {
  const calls: { url: string; method: string }[] = [];
  const handler = (url: string, init: RequestInit | undefined) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const answer = route(url, init);
    if (answer) return answer;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser(canDelete ? ['can_delete_employee'] : []));
    if (url.endsWith('/super_admin/api/users/7')) {
      return status === 200 ? json(200, { user: USER, can_delete_employee: canDelete, canUnblacklist: false }) : json(status, { error: 'x', message: 'x' });
    }
    if (url.includes('/super_admin/api/users?')) return json(200, { users: [], total: 0 });
    return json(404, { error: 'not_found' });
  };
  return { handler, calls };
}

describe('user page (spec 2 §2.3)', () => {
  it('shows the details with links and DD/MM/YYYY dates, and the delete button with can_delete_employee only', async () => {
    const { handler } = backend();
    renderConsole({ path: '/users/7', signedIn: true, handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Record' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nina@record.example' })).toHaveAttribute('href', 'mailto:nina@record.example');
    expect(screen.getByRole('link', { name: 'Boulangeries Durand' })).toHaveAttribute('href', '/organisations/12');
    expect(screen.getByRole('link', { name: 'Nation' })).toHaveAttribute('href', '/shops/10');
    expect(screen.getByText('15/01/2026')).toBeInTheDocument();
    expect(screen.getByText('4321')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-mails envoyés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Supprimer l'utilisateur" })).toBeInTheDocument();
    // issue 28: the see-as button names whom, like the organisation's and shop's
    expect(screen.getByRole('button', { name: 'Voir le site en tant que Nina Record' })).toBeInTheDocument();
  });

  it('hides the delete button without can_delete_employee', async () => {
    const { handler } = backend({ canDelete: false });
    renderConsole({ path: '/users/7', signedIn: true, handler });
    await screen.findByRole('heading', { level: 1, name: 'Nina Record' });
    expect(screen.queryByRole('button', { name: "Supprimer l'utilisateur" })).not.toBeInTheDocument();
  });

  it('deletes the e-mail after a confirmation, then says so', async () => {
    const { handler, calls } = backend({
      route: (url, init) => (url.endsWith('/users/7/delete_email') && init?.method === 'PATCH' ? json(200, { user: { ...USER, email: null }, can_delete_employee: true, canUnblacklist: false }) : undefined),
    });
    renderConsole({ path: '/users/7', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Supprimer l'e-mail" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Supprimer l'adresse nina@record.example de Nina Record ?");
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("L'adresse e-mail a été supprimée.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.url)).toEqual([expect.stringMatching(/\/super_admin\/api\/users\/7\/delete_email$/)]);
  });

  it("shows the refusal's text in French when the e-mail cannot be deleted (issue 28: not the server's English)", async () => {
    const { handler } = backend({
      route: (url, init) => (url.endsWith('/users/7/delete_email') && init?.method === 'PATCH' ? json(409, { error: 'no_email', message: 'This user has no e-mail address.' }) : undefined),
    });
    renderConsole({ path: '/users/7', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Supprimer l'e-mail" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Cet utilisateur n'a pas d'adresse e-mail.")).toBeInTheDocument();
    expect(screen.queryByText('This user has no e-mail address.')).not.toBeInTheDocument();
  });

  it('deletes the user after a confirmation and opens the archived users', async () => {
    const { handler, calls } = backend({
      route: (url, init) => (url.endsWith('/users/7') && init?.method === 'DELETE' ? json(200, { user: { ...USER, status: { text: 'archived', className: 'danger' } }, can_delete_employee: true, canUnblacklist: false }) : undefined),
    });
    const { router } = renderConsole({ path: '/users/7', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Supprimer l'utilisateur" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/users?status=archived'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/super_admin/api/users/7'))).toBe(true);
  });

  it('sends an unknown user to /404 and says when the user cannot be loaded', async () => {
    const missing = renderConsole({ path: '/users/7', signedIn: true, handler: backend({ status: 404 }).handler });
    await waitFor(() => expect(missing.router.state.location.pathname).toBe('/404'));
  });

  it('toasts loading_user on another failure', async () => {
    renderConsole({ path: '/users/7', signedIn: true, handler: backend({ status: 500 }).handler });
    expect(await screen.findByText("Une erreur est survenue lors du chargement de l'utilisateur.")).toBeInTheDocument();
    // the page says it too, with a retry, instead of staying blank
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('lists the history, newest first, and sorts it on the server', async () => {
    const histories: URLSearchParams[] = [];
    const { handler } = backend({
      route: (url) => {
        const match = url.match(/\/users\/7\/action_history_items\?(.*)$/);
        if (!match) return undefined;
        histories.push(new URLSearchParams(match[1]));
        return json(200, {
          action_history_items: [
            { id: 501, action_date: '2026-02-03T09:00:00.000Z', action_type_category: 'invitation', action: 'user.invite', description: 'Invitation sent to nina@record.example by camille@planora.example', actor: 'camille@planora.example', value: 'nina@record.example' },
            { id: 502, action_date: '2026-02-04T09:00:00.000Z', action_type_category: 'other', action: 'shop.move', description: 'shop move by camille@planora.example', actor: 'camille@planora.example', value: null },
            { id: 503, action_date: '2026-02-05T09:00:00.000Z', action_type_category: 'other', action: 'user.pin_send', description: 'user pin send by camille@planora.example', actor: 'camille@planora.example', value: null },
            { id: 504, action_date: '2026-02-06T09:00:00.000Z', action_type_category: 'other', action: 'email.send_test', description: 'email send test by camille@planora.example', actor: 'camille@planora.example', value: null },
          ],
          total: 4,
        });
      },
    });
    renderConsole({ path: '/users/7/history', signedIn: true, handler });
    // a known action in the user's language; an unknown one keeps the server's sentence
    expect(await screen.findByText('Invitation envoyée à nina@record.example par camille@planora.example')).toBeInTheDocument();
    expect(screen.getByText('shop move by camille@planora.example')).toBeInTheDocument();
    // issue 28: the actions the console's own buttons make are worded too
    expect(screen.getByText('Code PIN envoyé par camille@planora.example')).toBeInTheDocument();
    expect(screen.getByText('E-mail de test envoyé par camille@planora.example')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByText('Invitation')).toBeInTheDocument();
    expect(Object.fromEntries(histories[0])).toEqual({ sort: 'action_date', direction: 'desc', page: '1' });
    // issue 28: the pagination in French too
    expect(screen.getByText('1-4 sur 4')).toBeInTheDocument();
    expect(screen.queryByText(/ of /)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(Object.fromEntries(histories.at(-1)!)).toEqual({ sort: 'id', direction: 'desc', page: '1' }));
  });

  it('toasts the history error when the history cannot be loaded', async () => {
    const { handler } = backend({ route: (url) => (url.includes('/action_history_items') ? json(500, { error: 'x', message: 'x' }) : undefined) });
    renderConsole({ path: '/users/7/history', signedIn: true, handler });
    expect(await screen.findByText("Une erreur est survenue lors du chargement de l'historique.")).toBeInTheDocument();
  });
});
