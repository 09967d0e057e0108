import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProviders';
import type { HttpClient, HttpOptions } from '../../src/dataProviders/http';
import { toQueryString } from '../../src/dataProviders/queryString';
import { recentMutations } from '../../src/dataProviders/tracer';
import { DEFAULT_CONFIG } from '../../src/config/runtimeConfig';

function recordingHttp(answer: (url: string) => unknown) {
  const calls: Array<{ url: string; options: HttpOptions }> = [];
  const http = (async (url: string, options: HttpOptions = {}) => {
    calls.push({ url, options });
    return { status: 200, headers: new Headers(), json: answer(url), requestId: options.requestId ?? 'generated' };
  }) as HttpClient;
  return { http, calls };
}

const services = { ...DEFAULT_CONFIG.services, superAdmin: 'https://api.example', labourLaws: 'https://laws.example' };

describe('composite data provider', () => {
  it('maps react-admin list parameters to sort, direction and a 1-based page, and reads {<key>: [...], total}', async () => {
    const { http, calls } = recordingHttp(() => ({ organisations: [{ id: 1, name: 'Boulangerie' }], total: 240 }));
    const dataProvider = createDataProvider({ services, http });
    const controller = new AbortController();
    const result = await dataProvider.getList('organisations', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 3, perPage: 100 },
      filter: { status: 'cancelled' },
      signal: controller.signal,
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Boulangerie' }], total: 240 });
    expect(calls[0].url).toBe('https://api.example/super_admin/api/organisations');
    expect(calls[0].options.query).toEqual({ status: 'cancelled', sort: 'id', direction: 'asc', page: 3, per_page: 100 });
    expect(calls[0].options.signal).toBe(controller.signal);
    expect(dataProvider.supportAbortSignal).toBe(true);
  });

  it("hands a list answer's other keys to react-admin as the list's meta (the invoices' can_create_or_update_invoices)", async () => {
    const { http, calls } = recordingHttp(() => ({ stripe_charges: [{ id: 3 }], total: 1, can_create_or_update_invoices: false }));
    const dataProvider = createDataProvider({ services, http });
    const filter = { type: 'billing_info', billing_info_scope: 'shop', shop_id: 9 };
    const result = await dataProvider.getList('invoices', { sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 }, filter });
    expect(result).toEqual({ data: [{ id: 3 }], total: 1, meta: { can_create_or_update_invoices: false } });
    expect(calls[0].url).toBe('https://api.example/super_admin/api/stripe_charges');
    expect(calls[0].options.query).toEqual({ ...filter, sort: 'id', direction: 'asc', page: 1, per_page: 100 });
  });

  it('routes each resource to its service and unwraps single records', async () => {
    const { http, calls } = recordingHttp((url) => (url.includes('organisations/12') ? { organisation: { id: 12, name: 'Wrapped' } } : { labour_laws: [], total: 0 }));
    const dataProvider = createDataProvider({ services, http });
    expect((await dataProvider.getOne('organisations', { id: 12 })).data).toEqual({ id: 12, name: 'Wrapped' });
    await dataProvider.getList('labour_laws', { sort: { field: 'key', order: 'DESC' }, pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(calls.map((c) => c.url)).toEqual(['https://api.example/super_admin/api/organisations/12', 'https://laws.example/labour_laws']);
  });

  it('traces every mutation with the request id it sent', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { http, calls } = recordingHttp(() => ({ shop: { id: 4, name: 'Renamed' } }));
    const dataProvider = createDataProvider({ services, http });
    await dataProvider.update('shops', { id: 4, data: { name: 'Renamed' }, previousData: { id: 4 } });
    const trace = recentMutations().at(-1);
    expect(trace).toMatchObject({ resource: 'shops', method: 'update', outcome: 'success' });
    expect(calls[0]).toMatchObject({ url: 'https://api.example/super_admin/api/shops/4', options: { method: 'PATCH', body: { shop: { name: 'Renamed' } } } });
    expect(calls[0].options.requestId).toBe(trace?.requestId);
  });

  it('records a failed mutation with its status', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const http = (async () => {
      throw Object.assign(new Error('errors.forbidden'), { status: 403 });
    }) as HttpClient;
    const dataProvider = createDataProvider({ services, http });
    await expect(dataProvider.delete('users', { id: 9 })).rejects.toThrow('errors.forbidden');
    expect(recentMutations().at(-1)).toMatchObject({ resource: 'users', method: 'delete', outcome: 'error', status: 403 });
  });
});

describe('query strings (spec 1 §7, issue 15)', () => {
  it('repeats a list filter of several values, as the lists read it, and keeps objects as JSON', () => {
    expect(toQueryString({ status: ['waiting', 'suspended'], q: 'dur', page: 1 })).toBe('?status=waiting&status=suspended&q=dur&page=1');
    expect(toQueryString({ status: [] })).toBe('');
    expect(toQueryString({ filters: { conventions: [1, 2] } })).toBe(`?filters=${encodeURIComponent('{"conventions":[1,2]}')}`);
  });
});
