import { jwtDecode } from 'jwt-decode';

export interface TokenClaims {
  sub?: string;
  exp?: number;
  super_admin?: boolean;
  typ?: string;
  sid?: string;
}

/** Seconds of margin: a token this close to its expiry is refreshed before use rather than after a 401. */
export const EXPIRY_MARGIN_SECONDS = 30;

export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable, has no expiry or expires within the margin. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 <= nowMs + EXPIRY_MARGIN_SECONDS * 1000;
}

/** Spec 1 §4: only a refresh token whose super_admin claim is true may open the console. */
export function isSuperAdminRefreshToken(token: string | null | undefined): boolean {
  return decodeToken(token)?.super_admin === true;
}
