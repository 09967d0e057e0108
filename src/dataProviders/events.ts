import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';
import { restDataProvider, type ResourceTable } from './restResource';

/** The events-history service (spec 2); filled by its issue. */
export const EVENTS_RESOURCES: ResourceTable = {
  events: { path: 'events', listKey: 'events' },
};

export const eventsDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(apiUrl, http, EVENTS_RESOURCES);
