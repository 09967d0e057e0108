/** The public auth API (/v3/auth): plain fetch, no bearer token and no retry. */
export const AUTH_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Source-Client': 'backoffice-console' };

export interface TokenPair {
  token: string;
  refresh_token: string;
}

export interface AuthAnswer {
  ok: boolean;
  status: number;
  body: (Partial<TokenPair> & { error?: string }) | null;
}

export async function postAuth(authUrl: string, path: 'sign_in' | 'sign_out' | 'refresh', body: unknown, fetchImpl: typeof fetch = fetch): Promise<AuthAnswer> {
  try {
    const response = await fetchImpl(`${authUrl}/v3/auth/${path}`, { method: 'POST', headers: AUTH_HEADERS, body: JSON.stringify(body) });
    const parsed = response.status === 204 ? null : await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

export const isTokenPair = (body: AuthAnswer['body']): body is TokenPair =>
  typeof body?.token === 'string' && typeof body.refresh_token === 'string';
