import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// The organisation page (another helper's) hosts the tab; here the detail route shows the tab alone.
vi.mock('../../src/resources/organisations/OrganisationShow', async () => {
  const { ShopsTab } = await import('../../src/resources/organisations/show/ShopsTab');
  return { OrganisationShow: () => <ShopsTab organisationId={12} organisationName="Boulangeries Durand" /> };
});

const STATES = (activated: string[]) =>
  Object.fromEntries(
    ['esignature_timesheet', 'esignature_administrative_docs', 'payroll', 'fortify_silae', 'new_bundle_system', 'timeclock', 'badging', 'shift_popular'].map(
      (name) => [name, { activated: activated.includes(name) }],
    ),
  );

const shop = (id: number, name: string, values: Record<string, unknown> = {}) => ({
  id,
  name,
  badging: false,
  automatic_planning_active: false,
  integrations: [],
  french: true,
  country: 'FR',
  convention_flexible: false,
  optimisation: false,
  annualization_config: null,
  cancelled: false,
  nb_employees: 4,
  features_states: STATES([]),
  ...values,
});

const SHOPS = [
  shop(7, 'Boulangerie Part-Dieu', { badging: true, automatic_planning_active: true, features_states: STATES(['payroll', 'timeclock']) }),
  shop(3, 'Boulangerie Ixelles', { country: 'BE', french: false, convention_flexible: true }),
];

function backend(route: (url: string) => Response | undefined = () => undefined) {
  const lists: URLSearchParams[] = [];
  const handler = (url: string) => {
    const answer = route(url);
    if (answer) return answer;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.includes('/super_admin/api/organisations/12/shops?')) {
      lists.push(new URL(url, 'http://localhost').searchParams);
      return json(200, { shops: SHOPS, total: 150 });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, lists };
}

const table = () => screen.findByRole('table');

beforeEach(() => {
  // a new sort or page scrolls back to the top (jsdom has no scrolling)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('organisation shops tab (spec 2 §2.1, §3)', () => {
  it('titles the list with the organisation and asks the server for the newest shops first, 100 a page', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await table();
    expect(screen.getByRole('heading', { level: 2, name: 'Liste des établissements – Boulangeries Durand' })).toBeInTheDocument();
    expect(Object.fromEntries(lists.at(-1)!)).toEqual({ sort: 'id', direction: 'desc', page: '1', per_page: '100' });
    expect(screen.getByText('1-100 sur 150')).toBeInTheDocument();
  });

  it('shows each row: the name links to the shop, yes/no columns as icons, the activated features as chips', async () => {
    const { handler } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await table();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Nom', 'Pays', 'Badgeuse', 'Planification automatique', 'Convention flexible', 'Fonctionnalités']);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Boulangerie Part-Dieu' })).toHaveAttribute('href', '/shops/7');
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('7');
    expect(cells[2]).toHaveTextContent('FR');
    expect(within(cells[3]).getByTitle('Oui')).toBeInTheDocument();
    expect(within(cells[4]).getByTitle('Oui')).toBeInTheDocument();
    expect(within(cells[5]).getByTitle('Non')).toBeInTheDocument();
    expect(within(cells[6]).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paie', 'Badgeuse tablette']);
    const other = within(second).getAllByRole('cell');
    expect(other[2]).toHaveTextContent('BE');
    expect(within(other[3]).getByTitle('Non')).toBeInTheDocument();
    expect(within(other[5]).getByTitle('Oui')).toBeInTheDocument();
    expect(other[6]).toHaveTextContent('Aucune');
  });

  it('fits beside the side menu at 1280 px: the columns never need more than the card (no sideways scroll)', async () => {
    const { handler } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    const columnsWidth = parseInt(getComputedStyle(await table()).minWidth, 10);
    // 1280 px minus the side menu (256 px) and the page's and card's paddings
    expect(columnsWidth).toBeGreaterThan(0);
    expect(columnsWidth).toBeLessThanOrEqual(1280 - 256 - 64);
  });

  it('sorts on the server by a column header and pages forward, the address unchanged', async () => {
    const { handler, lists } = backend();
    const { router } = renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('columnheader', { name: 'Pays' })).getByRole('button'));
    await waitFor(() => expect(lists.at(-1)?.get('sort')).toBe('country'));
    expect(lists.at(-1)?.get('direction')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Aller à la prochaine page' }));
    await waitFor(() => expect(lists.at(-1)?.get('page')).toBe('2'));
    expect(lists.at(-1)?.get('sort')).toBe('country');
    expect(router.state.location.pathname).toBe('/organisations/12');
    expect(router.state.location.search).toBe('');
  });

  it('gives the alert toast and a retry in place of the table when the shops cannot be loaded (spec 2 §8)', async () => {
    let failing = true;
    const { handler } = backend((url) => (failing && url.includes('/organisations/12/shops?') ? json(500, { error: 'internal_error', message: 'boom' }) : undefined));
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    const message = "Une erreur est survenue lors du chargement des établissements de l'organisation.";
    const state = await screen.findByRole('alert');
    await waitFor(() => expect(within(state).getByText(message)).toBeInTheDocument());
    // the toast says it too
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(state).getByRole('button', { name: 'Réessayer' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Boulangerie Ixelles' })).toBeInTheDocument();
  });
});
