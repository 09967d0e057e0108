import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';
import { restDataProvider, type ResourceTable } from './restResource';

/** The pay-config service (spec 3); filled by its issue. */
export const PAY_CONFIG_RESOURCES: ResourceTable = {
  pay_configs: { path: 'pay_configs', listKey: 'pay_configs' },
};

export const payConfigDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(apiUrl, http, PAY_CONFIG_RESOURCES);
