import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// The shop page (another helper's) hosts the tab; here the detail route shows the tab alone.
vi.mock('../../src/resources/shops/ShopShow', async () => {
  const { HistoryTab } = await import('../../src/resources/shops/show/HistoryTab');
  return { ShopShow: () => <HistoryTab shopId={12} /> };
});

const LINES = [
  { id: 31, user_name: 'Camille Martin', user_id: 501, shifts_count: 12, date: '2026-11-03', hour: '14:05', weeks_numbers: '45, 46' },
  { id: 30, user_name: 'Ancien salarié', user_id: null, shifts_count: 1, date: '2026-10-28', hour: '08:30', weeks_numbers: '44' },
];

function backend(route: (url: string) => Response | undefined = () => undefined) {
  const lists: URLSearchParams[] = [];
  const handler = (url: string) => {
    const answer = route(url);
    if (answer) return answer;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.includes('/super_admin/api/shifts_histories?')) {
      lists.push(new URL(url, 'http://localhost').searchParams);
      return json(200, { shifts_histories: LINES, total: 230 });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, lists };
}

const table = () => screen.findByRole('table');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('shop history tab (spec 2 §2.2, §3, §9)', () => {
  it("asks for the shop's history, newest first, 100 a page", async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    await table();
    expect(screen.getByRole('heading', { level: 2, name: 'Historique des shifts' })).toBeInTheDocument();
    expect(Object.fromEntries(lists.at(-1)!)).toEqual({ type: 'shop', shop_id: '12', sort: 'date', direction: 'desc', page: '1', per_page: '100' });
    expect(screen.getByText('1-100 sur 230')).toBeInTheDocument();
  });

  it('shows each line: user name linking to the user, id, shifts count, date DD/MM/YYYY, hour, week numbers', async () => {
    renderConsole({ path: '/shops/12', signedIn: true, handler: backend().handler });
    await table();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Utilisateur', 'ID utilisateur', 'Nombre de shifts', 'Date', 'Heure', 'Numéros de semaine']);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', '/users/501');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Camille Martin', '501', '12', '03/11/2026', '14:05', '45, 46']);
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getAllByRole('cell')[3]).toHaveTextContent('28/10/2026');
  });

  it('sorts on the server by shifts count', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    await table();
    await userEvent.setup().click(within(screen.getByRole('columnheader', { name: 'Nombre de shifts' })).getByRole('button'));
    await waitFor(() => expect(lists.at(-1)?.get('sort')).toBe('shifts_count'));
    expect(lists.at(-1)?.get('shop_id')).toBe('12');
  });

  it('toasts the history error and offers a retry when the history cannot be loaded (spec 2 §8)', async () => {
    const { handler } = backend((url) => (url.includes('/shifts_histories?') ? json(500, { error: 'internal_error', message: 'boom' }) : undefined));
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    const message = "Une erreur est survenue lors du chargement de l'historique.";
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
