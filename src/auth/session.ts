import type { CurrentUser } from './currentUser';

export const STORAGE_KEYS = {
  token: 'bo.token',
  refreshToken: 'bo.refresh_token',
  currentUser: 'bo.current_user',
} as const;

/**
 * The signed-in session: tokens in browser storage (spec 1 §3), the current user in memory
 * with a copy in storage so a reload can show the shell before current_user answers.
 */
export interface Session {
  getToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(token: string | null, refreshToken: string): void;
  getCurrentUser(): CurrentUser | null;
  setCurrentUser(user: CurrentUser): void;
  /** True once current_user has answered during this page's life. */
  hasFreshCurrentUser(): boolean;
  clear(): void;
}

export function createSession(storage: Storage): Session {
  let currentUser: CurrentUser | null = readUser(storage);
  let fresh = false;
  return {
    getToken: () => storage.getItem(STORAGE_KEYS.token),
    getRefreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    setTokens(token, refreshToken) {
      if (token) storage.setItem(STORAGE_KEYS.token, token);
      else storage.removeItem(STORAGE_KEYS.token);
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    },
    getCurrentUser: () => currentUser,
    setCurrentUser(user) {
      currentUser = user;
      fresh = true;
      storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
    },
    hasFreshCurrentUser: () => fresh && currentUser !== null,
    clear() {
      currentUser = null;
      fresh = false;
      Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key));
    },
  };
}

function readUser(storage: Storage): CurrentUser | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.currentUser);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}
