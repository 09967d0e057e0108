import { addRefreshAuthToAuthProvider, HttpError, type AuthProvider } from 'react-admin';
import { ACCESS_RULES } from './screens';
import { canAccess } from './domain/access';
import { initials } from './domain/initials';
import { parseCurrentUser, type CurrentUser } from './auth/currentUser';
import type { Session } from './auth/session';
import type { TokenRefresher } from './auth/refreshTokens';
import { isSuperAdminRefreshToken } from './auth/tokens';
import { signInErrorMessage } from './auth/signInErrors';
import { isSessionFailure } from './auth/sessionFailure';
import { isTokenPair, postAuth } from './auth/authApi';
import { isPageLeaving, lostWithThePage } from './auth/pageLeaving';
import { readApiError } from './dataProviders/apiError';
import type { HttpClient } from './dataProviders/http';

export interface AuthProviderDeps {
  session: Session;
  refresher: TokenRefresher;
  http: HttpClient;
  authUrl: () => string;
  superAdminUrl: () => string;
  mainAppUrl: string | null;
  fetchImpl?: typeof fetch;
}

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const { session, http } = deps;
  const post = (path: 'sign_in' | 'sign_out', body: unknown) => postAuth(deps.authUrl(), path, body, deps.fetchImpl ?? ((...a) => fetch(...a)));

  const loadCurrentUser = async (): Promise<CurrentUser> => {
    const { json } = await http(`${deps.superAdminUrl()}/super_admin/api/current_user`);
    const user = parseCurrentUser(json);
    session.setCurrentUser(user);
    return user;
  };
  // checkAuth, getIdentity, getPermissions and canAccess may all ask at start-up: one request serves them.
  let loading: Promise<CurrentUser> | null = null;
  const currentUser = (): Promise<CurrentUser> => {
    const user = session.getCurrentUser();
    if (user && session.hasFreshCurrentUser()) return Promise.resolve(user);
    loading ??= loadCurrentUser().finally(() => {
      loading = null;
    });
    return loading;
  };

  const provider: AuthProvider = {
    async login({ email, password }: { email: string; password: string }) {
      session.clear();
      const { ok, body } = await post('sign_in', { email, password });
      if (!ok || !isTokenPair(body)) throw new Error(signInErrorMessage(readApiError({ body }).error));
      if (!isSuperAdminRefreshToken(body.refresh_token)) throw new Error(signInErrorMessage('no_super_admin_token'));
      session.setTokens(body.token, body.refresh_token);
      try {
        await loadCurrentUser();
      } catch (error) {
        session.clear();
        throw new Error(signInErrorMessage(readApiError(error).error));
      }
    },
    async logout() {
      const refreshToken = session.getRefreshToken();
      session.clear();
      if (refreshToken) await post('sign_out', { refresh_token: refreshToken }); // failures ignored
      return deps.mainAppUrl ? `${deps.mainAppUrl.replace(/\/+$/, '')}/users/sign_in?destroy_session=true` : '/login';
    },
    async checkAuth() {
      // Start-up (spec 1 §4): the token was verified or refreshed by the wrapper; fetch the user once per page.
      try {
        await currentUser();
      } catch {
        // aborted by a reload or a navigation: the session is not over (issue 26, auth/pageLeaving.ts)
        if (isPageLeaving()) return lostWithThePage();
        session.clear();
        throw new HttpError('auth.errors.session_expired', 401);
      }
    },
    async checkError(error: { status?: number; body?: unknown }) {
      // http.ts already refreshed and retried once: a 401 here means the session is over, unless it is
      // a business refusal such as a labour law used by shops (auth/sessionFailure.ts). 403 stays.
      if (isSessionFailure(error?.status, error?.body)) {
        session.clear();
        throw new HttpError('auth.errors.session_expired', 401);
      }
    },
    async getIdentity() {
      const user = await currentUser();
      return { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), initials: initials(user.firstName, user.lastName), profileUrl: user.profileUrl, editPasswordUrl: user.editPasswordUrl, email: user.email };
    },
    async getPermissions() {
      const user = await currentUser();
      return { flags: user.flags, devFlags: user.devFlags };
    },
    async canAccess(params) {
      return canAccess(await currentUser(), params, ACCESS_RULES);
    },
  };
  return addRefreshAuthToAuthProvider(provider, () => deps.refresher.ensureFresh());
}
