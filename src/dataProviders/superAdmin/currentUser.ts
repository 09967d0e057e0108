import type { CurrentUser } from '../../auth/currentUser';
import type { CurrentUser as CurrentUserBody } from '../../contracts/currentUser';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** The signed-in super admin's own settings; `base` is the super-admin API's root. */
export function currentUserMethods(base: string, http: HttpClient, onCurrentUser?: (body: unknown) => CurrentUser | void) {
  return {
    /** PATCH current_user (the chosen language); the answer updates the session's copy. */
    updateCurrentUser: tracedCall('current_user', 'updateCurrentUser', async (requestId, data: { lang?: string }) => {
      const { json } = await http<CurrentUserBody>(`${base}/current_user`, { method: 'PATCH', body: data, requestId });
      onCurrentUser?.(json);
      return json;
    }),
  };
}
