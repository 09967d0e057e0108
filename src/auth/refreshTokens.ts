import { HttpError } from 'react-admin';
import { isTokenPair, postAuth } from './authApi';
import { isPageLeaving, lostWithThePage } from './pageLeaving';
import type { Session } from './session';
import { isSuperAdminRefreshToken, isTokenExpired } from './tokens';

export interface TokenRefresher {
  /** Exchanges the refresh token for a new pair; concurrent callers share one request. */
  refresh(): Promise<void>;
  /** Refreshes only when the access token is missing or about to expire. */
  ensureFresh(): Promise<void>;
}

/** The reason every failed refresh gives: react-admin logs out on a 401. */
export const SESSION_EXPIRED = 'auth.errors.session_expired';

export function createTokenRefresher(session: Session, authUrl: () => string, fetchImpl?: typeof fetch, leaving: () => boolean = isPageLeaving): TokenRefresher {
  let inFlight: Promise<void> | null = null;

  const fail = (message = SESSION_EXPIRED): never => {
    session.clear();
    throw new HttpError(message, 401);
  };

  const run = async (): Promise<void> => {
    const refreshToken = session.getRefreshToken();
    if (!refreshToken) return fail();
    if (!isSuperAdminRefreshToken(refreshToken)) return fail('auth.errors.no_super_admin_token');
    const { status, body } = await postAuth(authUrl(), 'refresh', { refresh_token: refreshToken }, fetchImpl ?? ((...a) => fetch(...a)));
    if (!isTokenPair(body)) {
      // no pair because the page is going away (the call, or only its body, cut off by a reload): the refresh token
      // stays for the next page, which presents it again (issue 26, pageLeaving.ts; the server's rotation overlap)
      if ((status === 0 || status === 200) && leaving()) return lostWithThePage();
      return fail();
    }
    session.setTokens(body.token, body.refresh_token);
  };

  const refresh = (): Promise<void> => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    refresh,
    ensureFresh: () => (isTokenExpired(session.getToken()) ? refresh() : Promise.resolve()),
  };
}
