import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { HttpClient } from './http';

/** How a react-admin resource maps onto a REST path and the keys of its answers. */
export interface ResourceRoute {
  /** may name list filters as `:name` (`organisations/:organisation_id/shops`): their values fill the path and leave the query */
  path: string;
  /** Key of the array in list answers: {<listKey>: [...], total}. */
  listKey: string;
  /** Key wrapping single-record answers ({organisation: {...}}); bare records are accepted too. */
  recordKey?: string;
}

export type ResourceTable = Record<string, ResourceRoute>;

const routeOf = (table: ResourceTable, resource: string): ResourceRoute =>
  table[resource] ?? { path: resource, listKey: resource };

const unwrap = (body: unknown, key: string | undefined): RaRecord => {
  const object = (body ?? {}) as Record<string, unknown>;
  return (key && object[key] && typeof object[key] === 'object' ? object[key] : object) as RaRecord;
};

/** The list's path with its `:filter` parts filled from the filter, and the filter left for the query. */
function scopedPath(path: string, filter: Record<string, unknown> = {}): { path: string; filter: Record<string, unknown> } {
  const rest = { ...filter };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, filter: rest };
}

/** Spec 1 §7 list parameters: sort, direction (asc/desc), page (1-based); filters as query parameters. */
export function listQuery({ sort, pagination, filter }: Partial<GetListParams>): Record<string, unknown> {
  return {
    ...(filter ?? {}),
    ...(sort?.field ? { sort: sort.field, direction: sort.order === 'DESC' ? 'desc' : 'asc' } : {}),
    ...(pagination ? { page: pagination.page, per_page: pagination.perPage } : {}),
  };
}

/** A data provider shaped like ra-data-simple-rest for one service; `table` maps resources to paths. */
export function restDataProvider(apiUrl: string, http: HttpClient, table: ResourceTable = {}): DataProvider {
  const url = (resource: string, id?: RaRecord['id']) =>
    `${apiUrl}/${routeOf(table, resource).path}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
  const requestId = (meta: unknown) => (meta as { requestId?: string } | undefined)?.requestId;

  const provider: DataProvider = {
    async getList(resource, params) {
      const scoped = scopedPath(routeOf(table, resource).path, params.filter);
      const { json } = await http<Record<string, unknown>>(`${apiUrl}/${scoped.path}`, { query: listQuery({ ...params, filter: scoped.filter }), signal: params.signal });
      const { [routeOf(table, resource).listKey]: rows, total, ...others } = json ?? {};
      const data = (Array.isArray(rows) ? rows : []) as never[];
      // the answer's other keys (can_create_or_update_invoices, ...) as react-admin's list meta: useListContext().meta
      return { data, total: typeof total === 'number' ? total : data.length, ...(Object.keys(others).length > 0 ? { meta: others } : {}) };
    },
    async getOne(resource, params) {
      const { json } = await http(url(resource, params.id), { signal: params.signal });
      return { data: unwrap(json, routeOf(table, resource).recordKey) as never };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal }).then((r) => r.data)));
      return { data };
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      const { recordKey } = routeOf(table, resource);
      const body = recordKey ? { [recordKey]: params.data } : params.data;
      const { json } = await http(url(resource), { method: 'POST', body, requestId: requestId(params.meta) });
      return { data: unwrap(json, recordKey) as never };
    },
    async update(resource, params) {
      const { recordKey } = routeOf(table, resource);
      const body = recordKey ? { [recordKey]: params.data } : params.data;
      const { json } = await http(url(resource, params.id), { method: 'PATCH', body, requestId: requestId(params.meta) });
      return { data: unwrap(json, recordKey) as never };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as RaRecord, meta: params.meta })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      await http(url(resource, params.id), { method: 'DELETE', requestId: requestId(params.meta) });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id, meta: params.meta })));
      return { data: params.ids };
    },
  };
  return provider;
}
