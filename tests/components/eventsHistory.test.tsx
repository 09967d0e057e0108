import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from './consoleHarness';
import { bodyRows, events, eventsBackend, eventsTable, local, placeholderRows, query, renderEvents, shownEvents } from './eventsHistoryHarness';

vi.mock('../../src/resources/users/impersonation/browserNavigation', () => ({ leaveConsoleFor: vi.fn() }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const nextButton = () => screen.getByRole('button', { name: 'Page suivante' });
const previousButton = () => screen.getByRole('button', { name: 'Page précédente' });
const dayInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function showsEvents(expected: number[]) {
  await waitFor(() => expect(shownEvents()).toEqual(expected));
}

describe('the events history: first load (spec 2 §2.5, §4, §9)', () => {
  it("asks the scope's users first, 10 placeholder rows meanwhile, then the first 40 events of today and tomorrow, newest first", async () => {
    let releaseUsers!: () => void;
    const backend = eventsBackend({ usersGate: new Promise<void>((resolve) => (releaseUsers = resolve)) });
    renderEvents('/shops/9/events', backend);
    await eventsTable();
    await waitFor(() => expect(backend.userCalls()).toHaveLength(1));
    expect(query(backend.userCalls()[0])).toEqual({ type: 'shop', shop_id: '9', skip_pagination: 'true', fields: 'name' });
    expect(placeholderRows()).toHaveLength(10);
    expect(backend.eventCalls()).toHaveLength(0);

    releaseUsers();
    await showsEvents([1, 2, 3]);
    expect(placeholderRows()).toHaveLength(0);
    const today = new Date();
    const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
    expect(backend.eventCalls()).toHaveLength(1);
    expect(query(backend.eventCalls()[0])).toEqual({
      shop_id: '9',
      limit: '40',
      order: 'desc',
      from: local(y, m, d, 0, 1),
      to: local(y, m, d + 1, 23, 59, 59, 999),
    });
    expect(dayInput('start_date').value).toBe(`${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`);
  });

  it("says 'Il n'y a pas d'évènements' when there are none, with nowhere to go", async () => {
    renderEvents('/shops/9/events', eventsBackend({ stored: [] }));
    expect(await screen.findByText("Il n'y a pas d'évènements")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeDisabled();
  });
});

describe('the events history: pages of 20 cut from fetches of 40 (spec 2 §4, §9)', () => {
  it('shows 20 rows a page, the next page from what is loaded, then the next 40 with the cursor; previous goes back', async () => {
    const backend = eventsBackend({ stored: events(60) });
    const { user } = renderEvents('/shops/9/events', backend);
    await showsEvents(range(1, 20));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(previousButton()).toBeDisabled();

    await user.click(nextButton());
    await showsEvents(range(21, 40));
    expect(backend.eventCalls()).toHaveLength(1);

    await user.click(nextButton());
    await showsEvents(range(41, 60));
    expect(backend.eventCalls()).toHaveLength(2);
    const { cursor, limit, order, shop_id } = query(backend.eventCalls()[1]);
    expect({ cursor, limit, order, shop_id }).toEqual({ cursor: 'c40', limit: '40', order: 'desc', shop_id: '9' });
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    // the service said there is no more
    expect(nextButton()).toBeDisabled();

    await user.click(previousButton());
    await showsEvents(range(21, 40));
    expect(backend.eventCalls()).toHaveLength(2);
  });

  it('sorts by date, the one sortable column: the order flips, page 1 again, loaded from scratch', async () => {
    const backend = eventsBackend({ stored: events(50) });
    const { user } = renderEvents('/shops/9/events', backend);
    await showsEvents(range(1, 20));
    await user.click(nextButton());
    await showsEvents(range(21, 40));

    const dateHeader = screen.getByRole('columnheader', { name: 'Date' });
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(dateHeader).getByRole('button'));
    await showsEvents(range(31, 50).reverse());
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    const last = query(backend.eventCalls().at(-1));
    expect([last.order, last.cursor]).toEqual(['asc', undefined]);
    expect(within(screen.getByRole('table', { name: 'Historique des évènements' })).queryAllByRole('columnheader').filter((cell) => within(cell).queryByRole('button'))).toHaveLength(1);
  });

  it('stops the pagination when a load fails (toast events_error) until a filter changes', async () => {
    const backend = eventsBackend({ stored: events(90), eventsAnswer: (q) => (q.get('cursor') === 'c40' && !q.get('user_ids') ? json(500, { error: 'internal', message: 'boom' }) : undefined) });
    const { user } = renderEvents('/shops/9/events', backend);
    await showsEvents(range(1, 20));
    await user.click(nextButton());
    await showsEvents(range(21, 40));
    await user.click(nextButton());

    expect(await screen.findByRole('alert')).toHaveTextContent("Les évènements n'ont pas pu être chargés.");
    await waitFor(() => expect(bodyRows()).toEqual([["Les évènements n'ont pas pu être chargés."]]));
    expect(nextButton()).toBeDisabled();
    await user.click(previousButton());
    await showsEvents(range(21, 40));
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Utilisateurs' }));
    await user.click(await screen.findByRole('option', { name: 'Marc Petit' }));
    await showsEvents(range(1, 20));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });
});

describe('the events history: filters (spec 2 §2.5, §4)', () => {
  it('sends the chosen subtypes and users as comma lists, each change back to page 1', async () => {
    const backend = eventsBackend({ stored: events(50) });
    const { user } = renderEvents('/shops/9/events', backend);
    await showsEvents(range(1, 20));
    await user.click(nextButton());
    await showsEvents(range(21, 40));

    await user.click(screen.getByRole('combobox', { name: "Types d'évènement" }));
    await user.click(await screen.findByRole('option', { name: 'Shift créé (vue jour)' }));
    await user.click(await screen.findByRole('option', { name: 'Équipe créée' }));
    await waitFor(() => expect(query(backend.eventCalls().at(-1)).subtypes).toBe('SHIFT_CREATED_DAY,TEAM_CREATED'));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Utilisateurs' }));
    await user.click(await screen.findByRole('option', { name: 'Marc Petit' }));
    await user.click(await screen.findByRole('option', { name: 'Élodie Durand' }));
    await waitFor(() => expect(query(backend.eventCalls().at(-1)).user_ids).toBe('102,101'));
    const last = query(backend.eventCalls().at(-1));
    expect([last.subtypes, last.cursor, last.limit]).toEqual(['SHIFT_CREATED_DAY,TEAM_CREATED', undefined, '40']);
    await showsEvents(range(1, 20));
  });

  it('asks the chosen days from 00:01 to 23:59, and nothing while the end is before the start', async () => {
    const backend = eventsBackend();
    renderEvents('/shops/9/events', backend);
    await showsEvents([1, 2, 3]);

    fireEvent.change(dayInput('start_date'), { target: { value: '01/03/2026' } });
    fireEvent.change(dayInput('end_date'), { target: { value: '28/02/2026' } });
    expect(await screen.findByText('La fin précède le début')).toBeInTheDocument();
    const calls = backend.eventCalls().length;
    fireEvent.change(dayInput('end_date'), { target: { value: '15/03/2026' } });
    await waitFor(() => expect(query(backend.eventCalls().at(-1)).to).toBe(local(2026, 3, 15, 23, 59, 59, 999)));
    expect(query(backend.eventCalls().at(-1)).from).toBe(local(2026, 3, 1, 0, 1));
    expect(backend.eventCalls()).toHaveLength(calls + 1);
    expect(screen.queryByText('La fin précède le début')).not.toBeInTheDocument();
  });
});
