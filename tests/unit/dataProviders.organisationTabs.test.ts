import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/runtimeConfig';
import { createDataProvider } from '../../src/dataProviders';
import type { HttpClient, HttpOptions } from '../../src/dataProviders/http';
import { recentMutations } from '../../src/dataProviders/tracer';

function recordingHttp(answer: (url: string) => unknown) {
  const calls: Array<{ url: string; options: HttpOptions }> = [];
  const http = (async (url: string, options: HttpOptions = {}) => {
    calls.push({ url, options });
    return { status: 200, headers: new Headers(), json: answer(url), requestId: options.requestId ?? 'generated' };
  }) as HttpClient;
  return { http, calls };
}

const services = { ...DEFAULT_CONFIG.services, superAdmin: 'https://api.example' };

/** Spec 2 §7: the calls of the organisation page's shops and licences tabs. */
describe('organisation tabs in the data provider', () => {
  it('puts the shops tab’s organisation in the path, not the query, and reads {shops, total}', async () => {
    const { http, calls } = recordingHttp(() => ({ shops: [{ id: 7, name: 'Part-Dieu' }], total: 1 }));
    const dataProvider = createDataProvider({ services, http });
    const result = await dataProvider.getList('organisation_shops', {
      sort: { field: 'country', order: 'DESC' },
      pagination: { page: 2, perPage: 100 },
      filter: { organisation_id: 12 },
    });
    expect(result).toEqual({ data: [{ id: 7, name: 'Part-Dieu' }], total: 1 });
    expect(calls[0].url).toBe('https://api.example/super_admin/api/organisations/12/shops');
    expect(calls[0].options.query).toEqual({ sort: 'country', direction: 'desc', page: 2, per_page: 100 });
  });

  it('reads the licences and sends a traced PATCH of the visibility', async () => {
    const { http, calls } = recordingHttp((url) =>
      url.endsWith('/licenses') ? { licenses: [{ id: 31, name: 'Manager', position: 0, visible: true, active: true, original_type: 'planner' }] } : { id: 31, name: 'Manager', visible: false, active: true },
    );
    const dataProvider = createDataProvider({ services, http });
    expect(await dataProvider.getOrganisationLicences(12)).toHaveLength(1);
    expect(calls[0].url).toBe('https://api.example/super_admin/api/organisations/12/licenses');

    expect(await dataProvider.updateOrganisationLicence(12, 31, { visible: false })).toEqual({ id: 31, name: 'Manager', visible: false, active: true });
    expect(calls[1]).toMatchObject({ url: 'https://api.example/super_admin/api/organisations/12/licenses/31', options: { method: 'PATCH', body: { visible: false } } });
    const trace = recentMutations().at(-1)!;
    expect(trace).toMatchObject({ resource: 'licenses', method: 'update', outcome: 'success' });
    expect(calls[1].options.requestId).toBe(trace.requestId);
  });
});
