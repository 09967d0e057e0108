import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** Invitations of spec 1 §7 (the mutation traced); `base` is the super-admin API's root. */
export function invitationsMethods(base: string, http: HttpClient) {
  return {
    /** (Re)sends the invitation e-mail of a customer user. */
    sendInvitation: tracedCall('invitations', 'sendInvitation', async (requestId, userId: number | string) => {
      const { json } = await http<{ invitations: unknown[] }>(`${base}/invitations`, {
        method: 'POST',
        body: { invitation: { user_id: userId } },
        requestId,
      });
      return json;
    }),
  };
}
