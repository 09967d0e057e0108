import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from '../../src/auth/refreshTokens';
import { createSession } from '../../src/auth/session';
import { createHttpClient, XLSX_TYPE } from '../../src/dataProviders/http';
import { userImportMethods } from '../../src/dataProviders/superAdmin/userImport';
import { fakeJwt, jsonResponse, memoryStorage, nowSeconds } from './support/fakes';

function setUp(answer: () => Response) {
  const session = createSession(memoryStorage());
  session.setTokens(fakeJwt({ sub: '1', exp: nowSeconds() + 900 }), fakeJwt({ sub: 'a@b.example', super_admin: true, exp: nowSeconds() + 86400 }));
  const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const refresher = createTokenRefresher(session, () => '', fetchImpl as typeof fetch);
  const http = createHttpClient({ session, refresher, getLocale: () => 'fr', fetchImpl: fetchImpl as typeof fetch });
  return { fetchImpl, methods: userImportMethods('/super_admin/api', http) };
}

describe('user-import calls through the fetch client', () => {
  it('uploads the file as multipart (the browser sets the boundary: no JSON content type), with the bearer token', async () => {
    const { fetchImpl, methods } = setUp(() => jsonResponse(200, { created: 1, updated: 0, users: [] }));
    const file = new File(['x'], 'equipe.xlsx', { type: XLSX_TYPE });
    await expect(methods.importShopUsers(7, file)).resolves.toEqual({ created: 1, updated: 0, users: [] });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/super_admin/api/shops/7/imports/users/upsert');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    const form = init?.body as FormData;
    expect((form.get('file') as File).name).toBe('equipe.xlsx');
  });

  it('downloads the template as a Blob, asking for an .xlsx with the language and country', async () => {
    const { fetchImpl, methods } = setUp(() => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'content-type': XLSX_TYPE } }));
    const blob = await methods.userImportTemplate({ language: 'DE', country: 'CH' });
    expect(blob.size).toBe(4);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/super_admin/api/user_import_template?language=DE&country=CH');
    expect(new Headers(init?.headers).get('Accept')).toBe(XLSX_TYPE);
  });

  it('rejects a refusal with its body, so the modal can list the errors', async () => {
    const body = { error: 'invalid_rows', message: 'nope', errors: [{ key: 'blank', field: 'email', users: ['Ana'] }] };
    const { methods } = setUp(() => jsonResponse(422, body));
    await expect(methods.importShopUsers(7, new File(['x'], 'a.xlsx'))).rejects.toMatchObject({ status: 422, message: 'errors.invalid_rows', body });
  });
});
