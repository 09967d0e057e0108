import { describe, expect, it, vi } from 'vitest';
import { isSuperAdminRefreshToken, isTokenExpired, EXPIRY_MARGIN_SECONDS } from '../../src/auth/tokens';
import { createSession, STORAGE_KEYS } from '../../src/auth/session';
import { createTokenRefresher } from '../../src/auth/refreshTokens';
import { createHttpClient } from '../../src/dataProviders/http';
import { fakeJwt, jsonResponse, memoryStorage, nowSeconds } from './support/fakes';

describe('access token expiry', () => {
  it.each([
    ['expired an hour ago', nowSeconds() - 3600, true],
    ['expiring within the safety margin', nowSeconds() + EXPIRY_MARGIN_SECONDS - 5, true],
    ['valid for ten more minutes', nowSeconds() + 600, false],
  ])('a token %s is expired: %s', (_label, exp, expired) => {
    expect(isTokenExpired(fakeJwt({ exp }))).toBe(expired);
  });

  it('treats a missing, unreadable or exp-less token as expired', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: '1' }))).toBe(true);
  });
});

describe('refresh token super-admin claim', () => {
  it('accepts only super_admin: true', () => {
    expect(isSuperAdminRefreshToken(fakeJwt({ super_admin: true }))).toBe(true);
    expect(isSuperAdminRefreshToken(fakeJwt({ super_admin: false }))).toBe(false);
    expect(isSuperAdminRefreshToken(fakeJwt({}))).toBe(false);
    expect(isSuperAdminRefreshToken('garbage')).toBe(false);
  });
});

const OLD_ACCESS = fakeJwt({ sub: '1', exp: nowSeconds() + 600, n: 'old' });
const NEW_ACCESS = fakeJwt({ sub: '1', exp: nowSeconds() + 900, n: 'new' });
const REFRESH = fakeJwt({ sub: 'admin@planora.example', super_admin: true, exp: nowSeconds() + 86400 });
const NEW_REFRESH = fakeJwt({ sub: 'admin@planora.example', super_admin: true, exp: nowSeconds() + 86400, jti: 'next' });

/** A fake back end: API calls answer 401 unless they carry the new token; refresh answers as told. */
function setUp(refreshAnswer: () => Response) {
  const storage = memoryStorage();
  const session = createSession(storage);
  session.setTokens(OLD_ACCESS, REFRESH);
  const calls: Array<{ url: string; auth: string | null }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push({ url, auth });
    if (url.endsWith('/v3/auth/refresh')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refreshAnswer();
    }
    return auth === `Bearer ${NEW_ACCESS}` ? jsonResponse(200, { ok: url }) : jsonResponse(401, { error: 'token_expired', message: 'expired' });
  });
  const refresher = createTokenRefresher(session, () => '', fetchImpl as typeof fetch);
  const http = createHttpClient({ session, refresher, getLocale: () => 'fr-BE', fetchImpl: fetchImpl as typeof fetch });
  return { storage, session, calls, http };
}

describe('refresh before expiry, in the fetch client', () => {
  it('exchanges a token about to expire before the call, so the call never meets a 401', async () => {
    const { calls, http, session } = setUp(() => jsonResponse(200, { token: NEW_ACCESS, refresh_token: NEW_REFRESH }));
    session.setTokens(fakeJwt({ sub: '1', exp: nowSeconds() + EXPIRY_MARGIN_SECONDS - 5 }), REFRESH);
    await expect(Promise.all([http('/a'), http('/b')])).resolves.toHaveLength(2);
    expect(calls.map((c) => `${c.url} ${c.auth}`)).toEqual(['/v3/auth/refresh null', `/a Bearer ${NEW_ACCESS}`, `/b Bearer ${NEW_ACCESS}`]);
  });
});

describe('one shared refresh when several calls hit 401 at once', () => {
  it('refreshes once, retries every call once with the new token', async () => {
    const { calls, http, session } = setUp(() => jsonResponse(200, { token: NEW_ACCESS, refresh_token: NEW_REFRESH }));
    const answers = await Promise.all(['/a', '/b', '/c'].map((path) => http<{ ok: string }>(path)));
    expect(answers.map((a) => a.json.ok)).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((c) => c.url.endsWith('/v3/auth/refresh'))).toHaveLength(1);
    for (const path of ['/a', '/b', '/c']) {
      const attempts = calls.filter((c) => c.url === path);
      expect(attempts.map((c) => c.auth)).toEqual([`Bearer ${OLD_ACCESS}`, `Bearer ${NEW_ACCESS}`]);
    }
    expect(session.getRefreshToken()).toBe(NEW_REFRESH);
  });

  it('a failed refresh rejects every call with a 401 and clears the session', async () => {
    const { http, storage, calls } = setUp(() => jsonResponse(401, { error: 'refresh_token_reused' }));
    const results = await Promise.allSettled(['/a', '/b'].map((path) => http(path)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(calls.filter((c) => c.url.endsWith('/v3/auth/refresh'))).toHaveLength(1);
    expect(Object.values(STORAGE_KEYS).map((key) => storage.getItem(key))).toEqual([null, null, null]);
  });

  // issue 26: a reload aborts the refresh in flight; the next page must still hold the refresh token it presents again
  it('a refresh aborted because the page is going away keeps the stored tokens; a network failure otherwise ends the session', async () => {
    for (const leaving of [true, false]) {
      const storage = memoryStorage();
      const session = createSession(storage);
      session.setTokens(fakeJwt({ sub: '1', exp: nowSeconds() - 60 }), REFRESH);
      const fetchImpl = vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      const refresher = createTokenRefresher(session, () => '', fetchImpl as unknown as typeof fetch, () => leaving);
      const outcome = await Promise.race([refresher.refresh().then(() => 'resolved', () => 'rejected'), new Promise((resolve) => setTimeout(resolve, 50, 'pending'))]);
      expect(outcome, `leaving: ${leaving}`).toBe(leaving ? 'pending' : 'rejected');
      expect(storage.getItem(STORAGE_KEYS.refreshToken), `leaving: ${leaving}`).toBe(leaving ? REFRESH : null);
    }
  });

  // the CI's e2e run: the answer's headers arrived (200) and the reload cut its body off: the pair was lost, not refused
  it('a refresh whose body is cut off by the page going away keeps the stored tokens too', async () => {
    for (const leaving of [true, false]) {
      const storage = memoryStorage();
      const session = createSession(storage);
      session.setTokens(fakeJwt({ sub: '1', exp: nowSeconds() - 60 }), REFRESH);
      const cut = new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      const fetchImpl = vi.fn(async () => cut);
      const refresher = createTokenRefresher(session, () => '', fetchImpl as unknown as typeof fetch, () => leaving);
      const outcome = await Promise.race([refresher.refresh().then(() => 'resolved', () => 'rejected'), new Promise((resolve) => setTimeout(resolve, 50, 'pending'))]);
      expect(outcome, `leaving: ${leaving}`).toBe(leaving ? 'pending' : 'rejected');
      expect(storage.getItem(STORAGE_KEYS.refreshToken), `leaving: ${leaving}`).toBe(leaving ? REFRESH : null);
    }
  });

  it('sends the console headers on every call', async () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.setTokens(NEW_ACCESS, REFRESH);
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse(200, {}));
    const refresher = createTokenRefresher(session, () => '', fetchImpl as typeof fetch);
    const http = createHttpClient({ session, refresher, getLocale: () => 'pl', fetchImpl: fetchImpl as typeof fetch });
    await http('/super_admin/api/shops', { method: 'POST', body: { a: 1 }, query: { filters: { sectors: ['retail'] }, page: 2 } });
    const [url, init] = fetchImpl.mock.calls[0];
    const headers = new Headers(init?.headers);
    expect(url).toBe(`/super_admin/api/shops?filters=${encodeURIComponent('{"sectors":["retail"]}')}&page=2`);
    expect(headers.get('Authorization')).toBe(`Bearer ${NEW_ACCESS}`);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('pl');
    expect(headers.get('X-Source-Client')).toBe('backoffice-console');
    expect(headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects with the error key of the uniform error body', async () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.setTokens(NEW_ACCESS, REFRESH);
    const fetchImpl = async () => jsonResponse(403, { error: 'missing_permission', message: 'needs can_manage_feature_flags' });
    const refresher = createTokenRefresher(session, () => '', fetchImpl as typeof fetch);
    const http = createHttpClient({ session, refresher, getLocale: () => 'fr', fetchImpl: fetchImpl as typeof fetch });
    await expect(http('/x')).rejects.toMatchObject({ status: 403, message: 'errors.missing_permission', body: { error: 'missing_permission' } });
    expect(session.getToken()).toBe(NEW_ACCESS);
  });

  it('refuses to refresh with a refresh token that is not a super admin one', async () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.setTokens(null, fakeJwt({ super_admin: false }));
    const fetchImpl = vi.fn();
    const refresher = createTokenRefresher(session, () => '', fetchImpl as unknown as typeof fetch);
    await expect(refresher.ensureFresh()).rejects.toMatchObject({ status: 401, message: 'auth.errors.no_super_admin_token' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(session.getRefreshToken()).toBeNull();
  });
});
