import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { LabourLawBody } from '../contracts/labourLaws';
import type { HttpClient } from './http';

/**
 * The labour-laws service (spec 1 §7): GET /labour_laws?country, GET|PUT|DELETE /labour_law with the
 * law's identity (key, scope, country) as query parameters; PUT creates or updates.
 * A law has no id of its own: the console's record id is "country:scope:key" (country lower case).
 */
export const LABOUR_LAWS_RESOURCES = {
  labour_laws: { path: 'labour_laws', listKey: 'labour_laws' },
};

/** A labour law as the service answers it (spec 1 §3). */
export type LabourLaw = LabourLawBody;

/** A labour law with the console's id. */
export interface LabourLawRecord extends LabourLaw {
  id: string;
}

/** The body of PUT /labour_law (spec 1 §7); `name` is optional (our extension). */
export interface LabourLawInput {
  country: string;
  scope: string;
  key: string;
  name?: string;
  alerts: string[];
  absencesWithOwedMeal: string[];
  rules: Record<string, unknown>;
  enabled: boolean;
}

export interface LabourLawIdentity {
  country: string;
  scope: string;
  key: string;
}

export const labourLawId = ({ country, scope, key }: LabourLawIdentity): string => `${country.toLowerCase()}:${scope}:${key}`;

export function parseLabourLawId(id: Identifier): LabourLawIdentity {
  const [country = '', scope = '', ...rest] = String(id).split(':');
  return { country, scope, key: rest.join(':') };
}

/** The identity as query parameters, in the spec's order (key, scope, country). */
const identityQuery = (id: Identifier) => {
  const { key, scope, country } = parseLabourLawId(id);
  return { key, scope, country };
};

const toRecord = (law: LabourLaw): LabourLawRecord => ({ ...law, id: labourLawId(law) });

const toInput = (data: Partial<LabourLawInput>): LabourLawInput => ({
  country: String(data.country ?? '').toLowerCase(),
  scope: data.scope ?? '',
  key: data.key ?? '',
  ...(data.name ? { name: data.name } : {}),
  alerts: data.alerts ?? [],
  absencesWithOwedMeal: data.absencesWithOwedMeal ?? [],
  rules: data.rules ?? {},
  enabled: data.enabled ?? true,
});

const requestId = (meta: unknown) => (meta as { requestId?: string } | undefined)?.requestId;

/** Shaped like ra-data-simple-rest for the one resource of the service, `labour_laws`. */
export const labourLawsDataProvider = (apiUrl: string, http: HttpClient): DataProvider => {
  const lawUrl = `${apiUrl}/labour_law`;
  const put = async (data: Partial<LabourLawInput>, meta: unknown) => {
    const { json } = await http<LabourLaw>(lawUrl, { method: 'PUT', body: toInput(data), requestId: requestId(meta) });
    return { data: toRecord(json) as never };
  };

  const provider: DataProvider = {
    async getList(_resource, params) {
      const country = String(params.filter?.country ?? '').toLowerCase();
      const { json } = await http<unknown>(`${apiUrl}/labour_laws`, { query: { country }, signal: params.signal });
      // The service answers {labour_laws, total}; a bare array is accepted too.
      const rows = Array.isArray(json) ? json : ((json as { labour_laws?: unknown } | null)?.labour_laws ?? []);
      const data = (rows as LabourLaw[]).map(toRecord);
      return { data: data as never[], total: data.length };
    },
    async getOne(_resource, params) {
      const { json } = await http<LabourLaw>(lawUrl, { query: identityQuery(params.id), signal: params.signal });
      return { data: toRecord(json) as never };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal }).then((r) => r.data)));
      return { data };
    },
    async getManyReference() {
      throw new Error('labour_laws has no references');
    },
    create: (_resource, params) => put(params.data as Partial<LabourLawInput>, params.meta),
    update: (_resource, params) => put({ ...parseLabourLawId(params.id), ...(params.data as Partial<LabourLawInput>) }, params.meta),
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as RaRecord, meta: params.meta })));
      return { data: params.ids };
    },
    async delete(_resource, params) {
      await http(lawUrl, { method: 'DELETE', query: identityQuery(params.id), requestId: requestId(params.meta) });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id, meta: params.meta })));
      return { data: params.ids };
    },
  };
  return provider;
};
