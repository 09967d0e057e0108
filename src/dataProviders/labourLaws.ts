import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';
import { restDataProvider, type ResourceTable } from './restResource';

/** The labour-laws service (spec 1 §7): GET /labour_laws, GET|PUT|DELETE /labour_law; filled by its issue. */
export const LABOUR_LAWS_RESOURCES: ResourceTable = {
  labour_laws: { path: 'labour_laws', listKey: 'labour_laws' },
};

export const labourLawsDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(apiUrl, http, LABOUR_LAWS_RESOURCES);
