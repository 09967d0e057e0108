import type { DataProvider } from 'react-admin';
import type { EventsPage, EventsQuery, EventSubtypesAnswer } from '../contracts/events';
import type { UserRow } from '../contracts/users';
import type { HttpClient } from './http';
import { restDataProvider, type ResourceTable } from './restResource';

/** The events-history service (spec 2 §2.5, §7 "Events and mails services"). */
export const EVENTS_RESOURCES: ResourceTable = {
  events: { path: 'events', listKey: 'events' },
};

export const eventsDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(apiUrl, http, EVENTS_RESOURCES);

/** Whose events: an organisation (through its establishment tree's root when it has one) or a shop. */
export type EventsScope = { type: 'organisation'; id: number; clusterNodeId?: number | null } | { type: 'shop'; id: number };

/** A user the events history offers in its user filter and names in its user column. */
export interface EventUser {
  id: number;
  name: string;
}

/** The query's scope parameter: cluster_node_id for an organisation with networks, else organisation_id or shop_id. */
export function eventsScopeQuery(scope: EventsScope): Pick<EventsQuery, 'shop_id' | 'organisation_id' | 'cluster_node_id'> {
  if (scope.type === 'shop') return { shop_id: scope.id };
  return scope.clusterNodeId ? { cluster_node_id: scope.clusterNodeId } : { organisation_id: scope.id };
}

/**
 * The events history's calls: the events (GET {events}/events, keyset pages), the subtypes the filter offers
 * (GET {events}/subtypes), and the scope's managers and employees from the super-admin API (every one, names only).
 * Each root is "" for same origin.
 */
export function eventsMethods(eventsUrl: string, superAdminUrl: string, http: HttpClient) {
  return {
    async getEvents(query: EventsQuery, signal?: AbortSignal): Promise<EventsPage> {
      const { json } = await http<EventsPage>(`${eventsUrl}/events`, { query, signal });
      return { data: json?.data ?? [], next: json?.next ?? null };
    },
    async getEventSubtypes(signal?: AbortSignal): Promise<EventSubtypesAnswer['types']> {
      const { json } = await http<EventSubtypesAnswer>(`${eventsUrl}/subtypes`, { signal });
      return json?.types ?? {};
    },
    async getEventUsers(scope: EventsScope, signal?: AbortSignal): Promise<EventUser[]> {
      const where = scope.type === 'shop' ? { type: 'shop', shop_id: scope.id } : { type: 'organisation', organisation_id: scope.id };
      const { json } = await http<{ users: Pick<UserRow, 'id' | 'name'>[] }>(`${superAdminUrl}/super_admin/api/users`, {
        query: { ...where, skip_pagination: true, fields: 'name' },
        signal,
      });
      return (json?.users ?? []).map(({ id, name }) => ({ id, name }));
    },
  };
}
