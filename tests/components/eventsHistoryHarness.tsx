import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventItem } from '../../src/contracts/events';
import { currentUser, json, renderConsole } from './consoleHarness';
import { organisationAnswer } from './organisationRecordFixture';
import { shopRecord } from './shopRecordFixture';

export const EVENTS_FLAG = 'FEATUREDEV_SVC_EVENTS_ENABLED';

/** The scope's managers and employees, as GET /super_admin/api/users?fields=name answers them. */
export const USERS = [
  { id: 101, name: 'Élodie Durand' },
  { id: 102, name: 'Marc Petit' },
  { id: 103, name: 'Inès Moreau' },
];

/** A local wall-clock time as an ISO instant (the console shows it back in the browser's time zone). */
export const local = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds, ms).toISOString();

/** Event n: "Élodie Durand a créé l'équipe Équipe n" at the shop Fleurs Bastille, one minute older than event n - 1. */
export function eventItem(n: number, overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: String(n),
    createdAt: new Date(new Date(2026, 10, 26, 12, 0).getTime() - n * 60_000).toISOString(),
    source: 'main_app',
    type: 'shop_rules',
    subtype: 'TEAM_CREATED',
    organisationId: 12,
    shopId: 9,
    shopName: 'Fleurs Bastille',
    clusterNodeId: null,
    userId: 101,
    userName: 'Élodie Durand',
    impersonatedBy: null,
    emailId: null,
    errorMessage: null,
    context: { team_name: `Équipe ${n}` },
    ...overrides,
  };
}

export const events = (count: number) => Array.from({ length: count }, (_, i) => eventItem(i + 1));

export interface EventsBackendOptions {
  devFlags?: string[];
  /** the events the service holds, newest first; served by keyset pages ("c<offset>" cursors) */
  stored?: EventItem[];
  /** answers the events calls instead (the n-th call, 0-based) */
  eventsAnswer?: (query: URLSearchParams, call: number) => Response | Promise<Response> | undefined;
  /** the users answer waits for this */
  usersGate?: Promise<void>;
  /** fields of organisation 12's record (clusterNodeId: its establishment tree's root) */
  organisation?: Record<string, unknown>;
}

/** The console's servers for the events tabs: current user, shop 9, organisation 12, the users list, the events service. */
export function eventsBackend({ devFlags = [EVENTS_FLAG], stored = events(3), eventsAnswer, usersGate, organisation = {} }: EventsBackendOptions = {}) {
  const requests: URL[] = [];
  const eventCalls = () => requests.filter((url) => url.pathname === '/services/events/events');
  const userCalls = () => requests.filter((url) => url.pathname === '/super_admin/api/users');
  const handler = (address: string) => {
    const url = new URL(address, 'http://localhost');
    requests.push(url);
    const path = url.pathname;
    if (path === '/super_admin/api/current_user') return json(200, currentUser([], devFlags));
    if (path === '/super_admin/api/shops/9') return json(200, shopRecord());
    if (path === '/super_admin/api/organisations/12') return json(200, { ...organisationAnswer(), organisation: { ...organisationAnswer().organisation, ...organisation } });
    if (path.startsWith('/super_admin/api/shops/get_pack_offer_names')) return json(200, { pack_offer_names: [] });
    if (path === '/super_admin/api/users') return (usersGate ?? Promise.resolve()).then(() => json(200, { users: USERS }));
    if (path === '/services/events/subtypes') return json(200, { types: { planning: ['SHIFT_CREATED_DAY', 'ABSENCE_CREATED'], shop_rules: ['TEAM_CREATED'] } });
    if (path === '/services/events/events') {
      const answered = eventsAnswer?.(url.searchParams, eventCalls().length - 1);
      if (answered) return answered;
      const ordered = url.searchParams.get('order') === 'asc' ? [...stored].reverse() : stored;
      const offset = Number(url.searchParams.get('cursor')?.slice(1) ?? 0);
      const end = offset + Number(url.searchParams.get('limit'));
      return json(200, { data: ordered.slice(offset, end), next: end < ordered.length ? `c${end}` : null });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, requests, eventCalls, userCalls };
}

export function renderEvents(path: string, backend: ReturnType<typeof eventsBackend>) {
  const rendered = renderConsole({ path, signedIn: true, handler: backend.handler });
  return { ...rendered, user: userEvent.setup() };
}

/** The table, once the page and its lazy chunk are there (slow on a busy 2-core machine). */
export const eventsTable = () => screen.findByRole('table', { name: 'Historique des évènements' });

/** The table's body rows, each as its cells' texts. */
export const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Historique des évènements' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? ''));

/** The team numbers of the rows shown ("… a créé l'équipe Équipe 7" -> 7). */
export const shownEvents = () => bodyRows().map((cells) => Number(/Équipe (\d+)/.exec(cells.join(' '))?.[1] ?? NaN));

export const placeholderRows = () => screen.queryAllByTestId('event-placeholder');

export const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
