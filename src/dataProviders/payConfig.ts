import { type DataProvider, type fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { HttpClient, HttpOptions } from './http';

/**
 * The pay-config service (spec 3 §7 "a pay-config (reports) service", issue 29): resources pay_configs and
 * payroll_software in the conventions of ra-data-simple-rest, reached through that package with http.ts as its client.
 */
export const PAY_CONFIG_RESOURCES = {
  pay_configs: true,
  payroll_software: true,
} as const;

type FetchJson = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function headersOf(headers: fetchUtils.Options['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

/**
 * http.ts in the shape of react-admin's fetchJson (what ra-data-simple-rest calls): same token freshness, one refresh
 * and retry on 401, errors as translatable HttpErrors; the body string is parsed back so http.ts sends it as JSON.
 */
export function fetchJsonOver(http: HttpClient, requestId?: string): FetchJson {
  return async (url, options = {}) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const { Accept: _accept, 'Content-Type': _type, ...extra } = headersOf(options.headers);
    const request: HttpOptions = {
      method: (METHODS.has(method) ? method : 'GET') as HttpOptions['method'],
      headers: extra,
      signal: options.signal ?? undefined,
      requestId,
    };
    if (typeof options.body === 'string') request.body = JSON.parse(options.body);
    const answer = await http(url, request);
    return { status: answer.status, headers: answer.headers, body: JSON.stringify(answer.json ?? null), json: answer.json };
  };
}

/**
 * ra-data-simple-rest over http.ts; a mutation's request id (the tracer's params.meta.requestId) is sent as
 * X-Request-Id, so each mutation gets a provider bound to its id (the package's factory is a plain object of closures).
 */
export function payConfigDataProvider(apiUrl: string, http: HttpClient): DataProvider {
  const bound = (requestId?: string) => simpleRestProvider(apiUrl, fetchJsonOver(http, requestId));
  const plain = bound();
  const idOf = (params: { meta?: unknown }) => (params.meta as { requestId?: string } | undefined)?.requestId;
  return {
    ...plain,
    create: (resource, params) => bound(idOf(params)).create(resource, params),
    update: (resource, params) => bound(idOf(params)).update(resource, params),
    updateMany: (resource, params) => bound(idOf(params)).updateMany(resource, params),
    delete: (resource, params) => bound(idOf(params)).delete(resource, params),
    deleteMany: (resource, params) => bound(idOf(params)).deleteMany(resource, params),
  };
}
