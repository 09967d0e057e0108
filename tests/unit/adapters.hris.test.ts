import { describe, expect, it } from 'vitest';
import { HrisError } from '../../server/adapters/hris/index.js';
import { httpHris } from '../../server/adapters/hris/httpClient.js';

/** A fetch answering by path, recording what was asked. */
function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    const answer = answers[url.pathname] ?? { status: 404, body: { error: 'not_found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe('HRIS adapter, HTTP client (issue 31)', () => {
  it('reads the integration keys and the employees of a day', async () => {
    const { fetchImpl, asked } = fakeFetch({
      '/hris/organisations/7/integration_keys': { status: 200, body: { data: ['silae'] } },
      '/hris/organisations/7/integrations/silae/employees': { status: 200, body: { employees: [{ payIdentificationNumber: 'P1', firstName: 'Ana', lastName: 'Roy', email: 'ana@x.fr' }] } },
    });
    const hris = httpHris('http://hris.test/hris', { fetchImpl });
    expect(await hris.integrationKeys(7)).toEqual(['silae']);
    expect(await hris.employees(7, 'silae', '2026-06-01')).toEqual([{ payIdentificationNumber: 'P1', firstName: 'Ana', lastName: 'Roy', email: 'ana@x.fr', phone: null }]);
    expect(asked).toEqual(['/hris/organisations/7/integration_keys', '/hris/organisations/7/integrations/silae/employees?date=2026-06-01']);
  });

  it('a failure or a malformed answer is an HrisError', async () => {
    const { fetchImpl } = fakeFetch({
      '/organisations/7/integration_keys': { status: 500, body: { message: 'down' } },
      '/organisations/7/integrations/silae/employees': { status: 200, body: { employees: [{ firstName: 'no pay id' }] } },
    });
    const hris = httpHris('http://hris.test', { fetchImpl });
    await expect(hris.integrationKeys(7)).rejects.toThrow(HrisError);
    await expect(hris.integrationKeys(7)).rejects.toThrow('HRIS answered 500: down');
    await expect(hris.employees(7, 'silae', '2026-06-01')).rejects.toThrow(HrisError);
  });
});
