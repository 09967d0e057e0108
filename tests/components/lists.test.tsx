import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

const ORGANISATIONS = [
  { id: 1, name: 'Boulangeries Durand', status: 'active', owner_id: 101, owner_name: 'Élodie Durand', owner_phone: '06 12 34 56 78', owner_email: 'elodie@durand.example', shops_count: 3, users_count: 42, siren: '123456789', plan: 'premium' },
  { id: 2, name: 'Zoé Fleurs', status: 'cancelled', owner_id: null, owner_name: null, owner_phone: null, owner_email: null, shops_count: 1, users_count: 5, siren: null, plan: 'basic' },
];
const SHOPS = [
  { id: 9, name: 'Fleurs Bastille', organisation_id: 2, organisation_name: 'Zoé Fleurs', referent_organisation_user_id: 205, referent_organisation_user_name: 'Zoé Martin', referent_phone: '01 02 03 04 05', referent_email: 'zoe@fleurs.example', referent_bizdev: 'Paul Vendeur', organisation_status: 'waiting' },
];

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

function backend({ granted = [] as string[], route = (() => undefined) as Route } = {}) {
  const lists: URLSearchParams[] = [];
  const calls: Array<{ url: string; method: string }> = [];
  const handler = async (url: string, init: RequestInit | undefined) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const answer = await route(url, init);
    if (answer) return answer;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser(granted));
    const list = url.match(/\/super_admin\/api\/(organisations|shops)\?(.*)$/);
    if (list) {
      lists.push(new URLSearchParams(list[2]));
      return list[1] === 'organisations' ? json(200, { organisations: ORGANISATIONS, total: 250 }) : json(200, { shops: SHOPS, total: 1 });
    }
    return json(404, { error: 'not_found' });
  };
  return { handler, lists, calls };
}

/** A Blob's text with its byte order mark kept (jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const lastList = (lists: URLSearchParams[]) => Object.fromEntries(['sort', 'direction', 'page'].map((k) => [k, lists.at(-1)?.get(k)]));
const table = () => screen.findByRole('table');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('organisations list (spec 1 §2.4)', () => {
  it('asks the server for page 1 by id ascending and shows the columns with their links', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des organisations' })).toBeInTheDocument();
    expect(lastList(lists)).toEqual({ sort: 'id', direction: 'asc', page: '1' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Nom', 'Statut', 'Référent', 'Téléphone du référent', 'E-mail du référent', 'Établissements', 'Salariés actifs', 'SIREN', 'Offre', 'Vue allégée']);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: 'Boulangeries Durand' })).toHaveAttribute('href', '/organisations/1');
    expect(within(first).getByRole('link', { name: 'Élodie Durand' })).toHaveAttribute('href', '/users/101');
    expect(within(first).getByRole('link', { name: 'Vue allégée de Boulangeries Durand' })).toHaveAttribute('href', '/organisations_light/1');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('42');
    expect(first).toHaveTextContent('Premium');
    expect(within(second).getAllByRole('link').map((l) => l.textContent)).toEqual(['Zoé Fleurs', '']);
    expect(second).toHaveTextContent('Résiliée');
  });

  it('sorts on the server, only on the sortable columns, and a new sort goes back to page 1 at the top', async () => {
    const { handler, lists } = backend();
    const { router } = renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    for (const name of ['Référent', 'Téléphone du référent', 'E-mail du référent', 'SIREN', 'Offre']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).not.toBeInTheDocument();
    }

    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('button', { name: 'Aller à la prochaine page' }));
    await waitFor(() => expect(lastList(lists)).toEqual({ sort: 'id', direction: 'asc', page: '2' }));
    expect(window.scrollTo).toHaveBeenCalled();
    vi.mocked(window.scrollTo).mockClear();

    await user.click(within(screen.getByRole('columnheader', { name: /Salariés actifs/ })).getByRole('button'));
    await waitFor(() => expect(lastList(lists)).toEqual({ sort: 'employees_count', direction: 'asc', page: '1' }));
    expect(window.scrollTo).toHaveBeenCalled();
    await user.click(within(screen.getByRole('columnheader', { name: /Salariés actifs/ })).getByRole('button'));
    await waitFor(() => expect(lastList(lists)).toEqual({ sort: 'employees_count', direction: 'desc', page: '1' }));

    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('sort')).toBe('employees_count');
    expect(search.get('order')).toBe('DESC');
    expect(search.get('page')).toBe('1');
  });

  it('shows the rows of the new order after a sort change, each cell in its column', async () => {
    const byName = [{ ...ORGANISATIONS[1], id: 12345 }, ORGANISATIONS[0]];
    const { handler } = backend({
      route: (url) => (url.includes('/organisations?') && url.includes('sort=name') ? json(200, { organisations: byName, total: 250 }) : undefined),
    });
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const bodyRows = () => screen.getAllByRole('row').slice(1);
    const ids = () => bodyRows().map((row) => row.querySelector('td.column-id')?.textContent);
    expect(ids()).toEqual(['1', '2']);

    await userEvent.setup().click(within(screen.getByRole('columnheader', { name: /Nom/ })).getByRole('button'));
    await waitFor(() => expect(ids()).toEqual(['12345', '1']));
    const [first, second] = bodyRows();
    expect(within(first).getByRole('link', { name: 'Zoé Fleurs' })).toHaveAttribute('href', '/organisations/12345');
    expect(within(first).queryByRole('link', { name: 'Élodie Durand' })).not.toBeInTheDocument();
    expect(first).toHaveTextContent('Résiliée');
    expect(within(second).getByRole('link', { name: 'Élodie Durand' })).toHaveAttribute('href', '/users/101');
    expect(within(second).getByRole('link', { name: 'Vue allégée de Boulangeries Durand' })).toHaveAttribute('href', '/organisations_light/1');
    expect(second.querySelector('td.column-employees_count')).toHaveTextContent('42');
    expect(second.querySelector('td.column-employees_count')).toHaveClass('MuiTableCell-alignRight');
    expect(second.querySelector('td.column-owner_phone')).toHaveTextContent('06 12 34 56 78');
  });

  it('follows its links in the app on a plain click and leaves modified clicks and e-mail links to the browser', async () => {
    const { handler } = backend();
    const { router } = renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const first = screen.getAllByRole('row')[1];
    const name = within(first).getByRole('link', { name: 'Boulangeries Durand' });
    // a click the console does not take (new tab, new window) is not prevented: the browser opens the href
    expect(fireEvent.click(name, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(name, { button: 1 })).toBe(true);
    expect(fireEvent.click(within(first).getByRole('link', { name: 'elodie@durand.example' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/organisations');

    expect(fireEvent.click(name)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/1'));
  });

  it('follows the light view button on a click on its icon', async () => {
    const { handler } = backend();
    const { router } = renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const light = within(screen.getAllByRole('row')[1]).getByRole('link', { name: 'Vue allégée de Boulangeries Durand' });
    await userEvent.setup().click(light.querySelector('svg')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations_light/1'));
  });

  it('shows the tooltip of the light view button on hover', async () => {
    const { handler } = backend();
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const light = within(screen.getAllByRole('row')[1]).getByRole('link', { name: 'Vue allégée de Boulangeries Durand' });
    const user = userEvent.setup();
    await user.hover(light);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vue allégée de Boulangeries Durand');
    await user.unhover(light);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('lays rows out on one line, cut with an ellipsis, id and name kept in view when the table scrolls sideways (issue 15)', async () => {
    const { handler } = backend();
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const first = screen.getAllByRole('row')[1];
    const cell = (source: string) => first.querySelector(`td.column-${source}`) as HTMLElement;
    for (const source of ['name', 'owner_email', 'plan']) {
      expect(getComputedStyle(cell(source))).toMatchObject({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    }
    expect(getComputedStyle(cell('id'))).toMatchObject({ position: 'sticky', left: '0px' });
    expect(getComputedStyle(cell('name'))).toMatchObject({ position: 'sticky', left: '56px' });
    expect(getComputedStyle(cell('status')).position).not.toBe('sticky');
    // the table scrolls inside its card, never the page: fixed widths, never narrower than their sum
    expect(getComputedStyle(screen.getByRole('table'))).toMatchObject({ tableLayout: 'fixed', width: '100%' });
  });

  it('shows the whole text of a cut cell in a tooltip, and none for a cell that fits', async () => {
    const { handler } = backend();
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    const email = screen.getAllByRole('row')[1].querySelector('td.column-owner_email') as HTMLElement;
    const siren = screen.getAllByRole('row')[1].querySelector('td.column-siren') as HTMLElement;
    // jsdom lays nothing out: the e-mail is cut (wider than its cell), the SIREN fits
    Object.defineProperty(email, 'scrollWidth', { value: 240 });
    Object.defineProperty(email, 'clientWidth', { value: 160 });
    const user = userEvent.setup();
    await user.hover(siren);
    await user.hover(within(email).getByRole('link'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('elodie@durand.example');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await user.hover(siren);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on the page and sort of its URL (reload or shared link)', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/organisations?sort=name&order=DESC&page=2&perPage=100', signedIn: true, handler });
    await table();
    expect(lastList(lists)).toEqual({ sort: 'name', direction: 'desc', page: '2' });
    expect(screen.getByText('101-200 sur 250')).toBeInTheDocument();
  });

  it('shows the generic loading error toast when the list fails', async () => {
    const { handler } = backend({ route: (url) => (url.includes('/super_admin/api/organisations?') ? json(500, { error: 'internal_error' }) : undefined) });
    renderConsole({ path: '/organisations', signedIn: true, handler });
    expect((await screen.findAllByText('Une erreur est survenue lors du chargement des organisations.'))[0]).toBeInTheDocument();
  });

  it('shows the failure with a retry in place of the table, never an empty result (issue 15)', async () => {
    let failing = true;
    const { handler } = backend({
      route: (url) => (failing && url.includes('/super_admin/api/organisations?') ? json(500, { error: 'internal_error' }) : undefined),
    });
    renderConsole({ path: '/organisations', signedIn: true, handler });
    const state = await screen.findByRole('alert');
    await waitFor(() => expect(within(state).getByText('Une erreur est survenue lors du chargement des organisations.')).toBeInTheDocument());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ sur \d+/)).not.toBeInTheDocument();

    failing = false;
    await userEvent.setup().click(within(state).getByRole('button', { name: 'Réessayer' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Boulangeries Durand' })).toBeInTheDocument();
    expect(screen.getByText('1-100 sur 250')).toBeInTheDocument();
  });
});

describe('list filters and CSV export (issue 15)', () => {
  it('filters the organisations by text, status and plan on the server, in the address, back to page 1', async () => {
    const { handler, lists } = backend();
    const { router } = renderConsole({ path: '/organisations?page=2&perPage=100&sort=id&order=ASC', signedIn: true, handler });
    await table();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom, SIREN ou référent' }), 'durand');
    await waitFor(() => expect(lists.at(-1)?.get('q')).toBe('durand'));
    expect(lists.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(screen.getByRole('option', { name: 'En attente' }));
    await user.click(screen.getByRole('option', { name: 'Suspendue' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lists.at(-1)?.getAll('status')).toEqual(['waiting', 'suspended']));
    await user.click(screen.getByRole('combobox', { name: 'Offre' }));
    await user.click(screen.getByRole('option', { name: 'Premium' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lists.at(-1)?.getAll('plan')).toEqual(['premium']));
    expect(lists.at(-1)?.get('q')).toBe('durand');

    const filter = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');
    expect(filter).toEqual({ q: 'durand', status: ['waiting', 'suspended'], plan: ['premium'] });
  });

  it('opens with the filters of its address (reload or shared link)', async () => {
    const { handler, lists } = backend();
    const filter = encodeURIComponent(JSON.stringify({ organisation_status: ['cancelled'], q: 'bastille' }));
    renderConsole({ path: `/shops?filter=${filter}`, signedIn: true, handler });
    await table();
    await waitFor(() => expect(lists.at(-1)?.getAll('organisation_status')).toEqual(['cancelled']));
    expect(lists.at(-1)?.get('q')).toBe('bastille');
    expect(screen.getByRole('textbox', { name: 'Établissement, organisation ou référent' })).toHaveValue('bastille');
    expect(screen.getByRole('combobox', { name: "Statut de l'organisation" })).toHaveTextContent('Résiliée');
  });

  it('exports the filtered, sorted list as the server writes it, and says when it was cut', async () => {
    const exports: URLSearchParams[] = [];
    const csv = 'id,name\r\n2,Zoé Fleurs\r\n';
    const { handler } = backend({
      route: (url) => {
        const match = url.match(/\/super_admin\/api\/organisations\/export\.csv\?(.*)$/);
        if (!match) return undefined;
        exports.push(new URLSearchParams(match[1]));
        return new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': '62000', 'X-Export-Truncated': 'true' } });
      },
    });
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => undefined }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const filter = encodeURIComponent(JSON.stringify({ status: ['cancelled'] }));
    renderConsole({ path: `/organisations?filter=${filter}&sort=name&order=DESC`, signedIn: true, handler });
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporter' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0])).toEqual({ status: 'cancelled', sort: 'name', direction: 'desc' });
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('download')).toMatch(/^organisations-\d{4}-\d{2}-\d{2}\.csv$/);
    // the byte order mark Excel needs to read the accents, then the server's CSV as it is
    expect(await blobText(blobs[0])).toBe(`\uFEFF${csv}`);
    expect(await screen.findByText(/La liste compte 62\s000 lignes : seules les 50\s000 premières ont été exportées/)).toBeInTheDocument();
    clicked.mockRestore();
  });
});

describe('shops list (spec 1 §2.7)', () => {
  it('asks for the newest shops first and links the shop, its organisation and its referent', async () => {
    const { handler, lists } = backend();
    renderConsole({ path: '/shops', signedIn: true, handler });
    await table();
    expect(lastList(lists)).toEqual({ sort: 'id', direction: 'desc', page: '1' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Nom', 'ID organisation', 'Organisation', 'Référent', 'Téléphone du référent', 'E-mail du référent', 'Bizdev', "Statut de l'organisation"]);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Fleurs Bastille' })).toHaveAttribute('href', '/shops/9');
    expect(within(row).getByRole('link', { name: 'Zoé Fleurs' })).toHaveAttribute('href', '/organisations/2');
    expect(within(row).getByRole('link', { name: 'Zoé Martin' })).toHaveAttribute('href', '/users/205');
    expect(row).toHaveTextContent('En attente');
    for (const name of ['Téléphone du référent', 'Bizdev', "Statut de l'organisation"]) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).not.toBeInTheDocument();
    }
    await userEvent.setup().click(within(screen.getByRole('columnheader', { name: /Référent/ })).getByRole('button'));
    await waitFor(() => expect(lastList(lists)).toEqual({ sort: 'referent_name', direction: 'asc', page: '1' }));
  });

  it('keeps id and name in view and gives the organisation status a column wide enough for its chip (issue 15)', async () => {
    const { handler } = backend();
    renderConsole({ path: '/shops', signedIn: true, handler });
    await table();
    const row = screen.getAllByRole('row')[1];
    expect(getComputedStyle(row.querySelector('td.column-id') as HTMLElement).position).toBe('sticky');
    expect(getComputedStyle(row.querySelector('td.column-name') as HTMLElement).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: "Statut de l'organisation" })).width).toBe('112px');
  });

  it('shows the loading error toast when the list fails', async () => {
    const { handler } = backend({ route: (url) => (url.includes('/super_admin/api/shops?') ? json(503, null) : undefined) });
    renderConsole({ path: '/shops', signedIn: true, handler });
    expect(await screen.findByText('Une erreur est survenue lors du chargement des établissements.')).toBeInTheDocument();
  });
});

describe('"Synchronize shops" (spec 1 §2.4, §4)', () => {
  const SYNC = '/super_admin/api/billing_automation/shops/shops_synchronization';
  const button = () => screen.findByRole('button', { name: 'Synchroniser les établissements' });

  it('is hidden without can_synchronize_shops', async () => {
    const { handler } = backend();
    renderConsole({ path: '/organisations', signedIn: true, handler });
    await table();
    expect(screen.queryByRole('button', { name: 'Synchroniser les établissements' })).not.toBeInTheDocument();
  });

  it('asks for confirmation, is disabled while running and stays disabled after success, on both lists', async () => {
    let answer: (response: Response) => void = () => {};
    const { handler, calls } = backend({
      granted: ['can_synchronize_shops'],
      route: (url) => (url.endsWith(SYNC) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined),
    });
    const { router } = renderConsole({ path: '/organisations', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await button());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Synchroniser les fonctionnalités de tous les établissements' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Attention');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    await waitFor(() => expect(calls.filter((c) => c.url.endsWith(SYNC))).toEqual([{ url: SYNC, method: 'POST' }]));
    expect(await button()).toBeDisabled();
    answer(json(202, { job: { id: 1, status: 'queued', progress: 0, total: 600 } }));
    expect(await screen.findByText('Les fonctionnalités de tous les établissements sont en cours de synchronisation selon le pack de chaque établissement.')).toBeInTheDocument();
    expect(await button()).toBeDisabled();

    await router.navigate('/shops');
    await table();
    expect(await button()).toBeDisabled();
  });

  it('does nothing when cancelled', async () => {
    const { handler, calls } = backend({ granted: ['can_synchronize_shops'] });
    renderConsole({ path: '/shops', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await button());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await button()).toBeEnabled();
    expect(calls.some((c) => c.url.endsWith(SYNC))).toBe(false);
  });

  it('is enabled again after an error, with the failure toast', async () => {
    const { handler } = backend({ granted: ['can_synchronize_shops'], route: (url) => (url.endsWith(SYNC) ? json(409, { error: 'synchronization_running' }) : undefined) });
    renderConsole({ path: '/organisations', signedIn: true, handler });
    const user = userEvent.setup();
    await user.click(await button());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Une erreur est survenue au lancement de la synchronisation')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Synchroniser les établissements' })).toBeEnabled());
  });
});
