import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';
import { restDataProvider, type ResourceTable } from './restResource';

/** The e-mails service (spec 2, spec 3); filled by its issue. */
export const EMAILS_RESOURCES: ResourceTable = {
  emails: { path: 'emails', listKey: 'emails' },
};

export const emailsDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(apiUrl, http, EMAILS_RESOURCES);
