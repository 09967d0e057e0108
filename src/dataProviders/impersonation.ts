import type { HttpClient } from './http';
import { tracedCall } from './tracer';

/**
 * Spec 1 §4 and §7, impersonation: a short-lived token for the customer user, then the main
 * application's address for that token. Both live on the /v3 API, next to the auth calls.
 */
export function impersonationMethods(authUrl: string, http: HttpClient) {
  return {
    impersonate: tracedCall('users', 'impersonate', async (requestId, userId: number | string): Promise<string> => {
      const { json } = await http<{ token?: unknown }>(`${authUrl}/v3/users/sessions/impersonate`, { query: { user_id: userId }, requestId });
      if (typeof json?.token !== 'string') throw new Error('impersonation answer without token');
      return json.token;
    }),
    async homeUrl(token: string): Promise<string> {
      const { json } = await http<{ url?: unknown }>(`${authUrl}/v3/home_url`, { query: { superadmin: token } });
      if (typeof json?.url !== 'string') throw new Error('home_url answer without url');
      return json.url;
    },
  };
}
