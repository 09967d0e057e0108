import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';
import { organisationAnswer } from './organisationRecordFixture';

const RESULTS = [
  { searchable_type: 'User', searchable_id: 7, content: 'Élodie Durand', additional_information: 'elodie.durand@client.example' },
  { searchable_type: 'Organisation', searchable_id: 12, content: 'Durand & Fils', additional_information: 'SIREN 123456789' },
  { searchable_type: 'Shop', searchable_id: 3, content: 'Boulangerie Durand', additional_information: 'Lyon' },
];

type SearchAnswer = (query: string, signal: AbortSignal | undefined) => Response | Promise<Response>;

function backend(answer: SearchAnswer = () => json(200, RESULTS)) {
  const searches: Array<{ query: string; signal: AbortSignal | undefined }> = [];
  const handler = (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.endsWith('/super_admin/api/organisations/12')) return json(200, organisationAnswer({ name: 'Durand & Fils' }));
    const search = url.match(/\/super_admin\/api\/search\?(.*)$/);
    if (search) {
      const query = new URLSearchParams(search[1]).get('query') ?? '';
      searches.push({ query, signal: init?.signal ?? undefined });
      return answer(query, init?.signal ?? undefined);
    }
    return json(404, { error: 'not_found' });
  };
  return { handler, searches };
}

const searchBox = () => screen.findByRole('combobox', { name: 'Rechercher un utilisateur, une organisation ou un établissement' });

// Only the clock of the debounce is faked; the network (Response bodies) keeps its real scheduling.
const DEBOUNCE_CLOCK = { toFake: ['setTimeout', 'clearTimeout'] as const } as unknown as Parameters<typeof vi.useFakeTimers>[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('global search (spec 1 §2.3)', () => {
  it('sends one request after 400 ms of silence, not one per keystroke', async () => {
    const { handler, searches } = backend();
    renderConsole({ path: '/404', signedIn: true, handler });
    const input = await searchBox();

    vi.useFakeTimers(DEBOUNCE_CLOCK);
    const typeSlowly = async (text: string, pauseMs: number) => {
      for (const letter of text) {
        fireEvent.change(input, { target: { value: `${(input as HTMLInputElement).value}${letter}` } });
        await act(() => vi.advanceTimersByTimeAsync(pauseMs));
      }
    };
    await typeSlowly('durand', 150);
    expect(searches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(399 - 150));
    expect(searches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches.map((s) => s.query)).toEqual(['durand']);

    await typeSlowly('ex', 399);
    expect(searches.map((s) => s.query)).toEqual(['durand']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches.map((s) => s.query)).toEqual(['durand', 'durandex']);
  });

  it('shows each result with its content, additional information and type icon', async () => {
    const { handler } = backend();
    renderConsole({ path: '/404', signedIn: true, handler });
    await userEvent.setup().type(await searchBox(), 'durand');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(options[0]).getByText('Élodie Durand')).toBeInTheDocument();
    expect(within(options[0]).getByText('elodie.durand@client.example')).toBeInTheDocument();
    expect(within(options[0]).getByTestId('search-icon-user')).toBeInTheDocument();
    expect(within(options[1]).getByTestId('search-icon-organisation')).toBeInTheDocument();
    expect(within(options[2]).getByTestId('search-icon-shop')).toBeInTheDocument();
    expect(within(options[2]).getByText('Lyon')).toBeInTheDocument();
  });

  it('shows at most 10 results', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ searchable_type: 'Shop', searchable_id: i + 1, content: `Shop ${i + 1}`, additional_information: null }));
    const { handler } = backend(() => json(200, many));
    renderConsole({ path: '/404', signedIn: true, handler });
    await userEvent.setup().type(await searchBox(), 'shop');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
  });

  it('moves with the arrows, opens the chosen result with Enter and takes focus again on the new page', async () => {
    const { handler } = backend();
    const { router } = renderConsole({ path: '/404', signedIn: true, handler });
    const user = userEvent.setup();
    const input = await searchBox();
    await user.type(input, 'durand');
    await screen.findAllByRole('option');
    expect(screen.getAllByRole('option')[0]).toHaveClass('Mui-focused');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveClass('Mui-focused');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Durand & Fils' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());

    act(() => input.blur());
    await act(() => router.navigate('/shops'));
    await waitFor(() => expect(input).toHaveFocus());
  });

  it.each([
    ['User', '/users/7'],
    ['Shop', '/shops/3'],
  ])('a %s result opens %s on click', async (type, path) => {
    const { handler } = backend();
    const { router } = renderConsole({ path: '/404', signedIn: true, handler });
    const user = userEvent.setup();
    await user.type(await searchBox(), 'durand');
    const result = RESULTS.find((r) => r.searchable_type === type)!;
    await user.click(await screen.findByRole('option', { name: new RegExp(result.content) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('closes the results with Escape', async () => {
    const { handler } = backend();
    renderConsole({ path: '/404', signedIn: true, handler });
    const user = userEvent.setup();
    await user.type(await searchBox(), 'durand');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('is focused from anywhere with Ctrl+K or Cmd+K', async () => {
    const { handler } = backend();
    renderConsole({ path: '/404', signedIn: true, handler });
    const input = await searchBox();
    expect(input).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(screen.getByText('Ctrl K')).toBeInTheDocument();
    act(() => input.blur());
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(input).toHaveFocus();
    act(() => input.blur());
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(input).toHaveFocus();
  });

  it('aborts the request of a query the user kept typing past', async () => {
    const { handler, searches } = backend((query) => (query === 'dur' ? new Promise<Response>(() => {}) : json(200, RESULTS)));
    renderConsole({ path: '/404', signedIn: true, handler });
    const input = await searchBox();
    act(() => input.focus());
    vi.useFakeTimers(DEBOUNCE_CLOCK);
    fireEvent.change(input, { target: { value: 'dur' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searches.map((s) => s.query)).toEqual(['dur']);
    expect(searches[0].signal?.aborted).toBe(false);
    fireEvent.change(input, { target: { value: 'durand' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searches.map((s) => s.query)).toEqual(['dur', 'durand']);
    expect(searches[0].signal?.aborted).toBe(true);
    // the answer to the newer query is shown (TanStack notifies on the faked clock)
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(screen.getAllByRole('option')).toHaveLength(3);
    });
  });

  it('shows the search error toast when the search fails', async () => {
    const { handler } = backend(() => json(500, { error: 'internal_error', message: 'boom' }));
    renderConsole({ path: '/404', signedIn: true, handler });
    await userEvent.setup().type(await searchBox(), 'durand');
    expect(await screen.findByText('Une erreur est survenue lors de la recherche...')).toBeInTheDocument();
  });

  it('says a failed search failed, never "no result", and retries on demand (issue 15)', async () => {
    let failing = true;
    const { handler, searches } = backend(() => (failing ? json(500, { error: 'internal_error', message: 'boom' }) : json(200, RESULTS)));
    renderConsole({ path: '/404', signedIn: true, handler });
    // the letters follow each other without yielding to the clock, as fast typing does: on a loaded machine a render
    // between two letters outlasted the 400 ms debounce and sent "d" on its own (issue 28)
    const user = userEvent.setup({ delay: null });
    await user.type(await searchBox(), 'durand');
    const failure = (await screen.findByText('La recherche n’a pas pu aboutir.')).closest('[role="alert"]') as HTMLElement;
    expect(failure).not.toBeNull();
    expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(searches.map((s) => s.query)).toEqual(['durand', 'durand']);
    expect(await searchBox()).toHaveFocus();
  });
});
