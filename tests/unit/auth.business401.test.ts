import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/auth/session';
import { isSessionFailure } from '../../src/auth/sessionFailure';
import { createTokenRefresher } from '../../src/auth/refreshTokens';
import { createAuthProvider } from '../../src/authProvider';
import { createHttpClient } from '../../src/dataProviders/http';
import { fakeJwt, jsonResponse, memoryStorage, nowSeconds } from './support/fakes';

const ACCESS = fakeJwt({ sub: '1', exp: nowSeconds() + 600 });
const NEW_ACCESS = fakeJwt({ sub: '1', exp: nowSeconds() + 900, n: 'new' });
const REFRESH = fakeJwt({ sub: 'admin@planora.example', super_admin: true, exp: nowSeconds() + 86400 });
const IN_USE = { error: 'labour_law_in_use', message: 'Labour law used by shops [3]', details: [{ shops_count: 3 }] };

/** The labour-laws service refuses the delete with its legacy 401; refresh would succeed if asked. */
function setUp(apiAnswer: (auth: string | null) => Response) {
  const session = createSession(memoryStorage());
  session.setTokens(ACCESS, REFRESH);
  const urls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    urls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/v3/auth/refresh')) return jsonResponse(200, { token: NEW_ACCESS, refresh_token: REFRESH });
    return apiAnswer(new Headers(init?.headers).get('Authorization'));
  }) as unknown as typeof fetch;
  const refresher = createTokenRefresher(session, () => '', fetchImpl);
  const http = createHttpClient({ session, refresher, getLocale: () => 'fr', fetchImpl });
  const auth = createAuthProvider({ session, refresher, http, authUrl: () => '', superAdminUrl: () => '', mainAppUrl: null, fetchImpl });
  return { session, urls, http, auth };
}

describe('isSessionFailure', () => {
  it.each([
    [401, { error: 'unauthorized' }, true],
    [401, { error: 'token_expired' }, true],
    [401, { error: 'something_new' }, true],
    [401, null, true],
    [401, 'Unauthorized', true],
    [401, IN_USE, false],
    // issue 13: home_url's refusals of an impersonation token, not of the staff session
    [401, { error: 'impersonation_token_used' }, false],
    [401, { error: 'impersonation_session_mismatch' }, false],
    [403, { error: 'missing_permission' }, false],
    [500, null, false],
    [undefined, IN_USE, false],
  ])('status %s with %j -> %s', (status, body, expected) => {
    expect(isSessionFailure(status, body)).toBe(expected);
  });
});

describe('the legacy 401 "labour law used by shops [N]"', () => {
  const LAW = '/services/labour-laws/labour_law';

  it('is answered as it is: no token refresh, no retry, an HttpError 401 with the body', async () => {
    const { urls, http, session } = setUp(() => jsonResponse(401, IN_USE));
    const error = await http(LAW, { method: 'DELETE', query: { key: 'fr_hcr' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'errors.labour_law_in_use', body: IN_USE });
    expect(urls).toEqual([`DELETE ${LAW}?key=fr_hcr`]);
    expect(session.getToken()).toBe(ACCESS);
  });

  it('does not sign the user out when react-admin checks the error', async () => {
    const { auth, session, http } = setUp(() => jsonResponse(401, IN_USE));
    const error = await http(LAW, { method: 'DELETE' }).catch((e: unknown) => e);
    await expect(auth.checkError(error)).resolves.toBeUndefined();
    expect(session.getToken()).toBe(ACCESS);
    expect(session.getRefreshToken()).toBe(REFRESH);
  });

  it('while an ordinary 401 still refreshes, retries, and a final 401 signs out', async () => {
    const refreshed = setUp((auth) => (auth === `Bearer ${NEW_ACCESS}` ? jsonResponse(204, null) : jsonResponse(401, { error: 'token_expired', message: 'expired' })));
    await expect(refreshed.http(LAW, { method: 'DELETE' })).resolves.toMatchObject({ status: 204 });
    expect(refreshed.urls).toEqual([`DELETE ${LAW}`, 'POST /v3/auth/refresh', `DELETE ${LAW}`]);

    const { auth, session } = setUp(() => jsonResponse(401, { error: 'unauthorized', message: 'no' }));
    await expect(auth.checkError(new HttpError('errors.unauthorized', 401, { error: 'unauthorized' }))).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBeNull();
  });
});
