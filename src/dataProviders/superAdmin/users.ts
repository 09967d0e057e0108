import type { ActionHistory, UserAnswer, UserRow } from '../../contracts/users';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

const INVITATIONS_PER_CALL = 500;

/** The user calls of spec 2 §7 that are not react-admin CRUD; `base` is the super-admin API's root. */
export function usersMethods(base: string, http: HttpClient) {
  const userUrl = (id: number | string) => `${base}/users/${encodeURIComponent(String(id))}`;
  return {
    /** The user page's record with the admin's flags (can_delete_employee, canUnblacklist). */
    async getUserRecord(id: number | string, signal?: AbortSignal): Promise<UserAnswer> {
      const { json } = await http<UserAnswer>(userUrl(id), { signal });
      return json as UserAnswer;
    },
    async getUserHistory(id: number | string, query: { sort: string; direction: 'asc' | 'desc'; page: number }, signal?: AbortSignal): Promise<ActionHistory> {
      const { json } = await http<ActionHistory>(`${userUrl(id)}/action_history_items`, { query, signal });
      return json as ActionHistory;
    },
    deleteUserEmail: tracedCall('users', 'deleteUserEmail', async (requestId, id: number | string) => {
      const { json } = await http<UserAnswer>(`${userUrl(id)}/delete_email`, { method: 'PATCH', requestId });
      return json as UserAnswer;
    }),
    deleteUser: tracedCall('users', 'deleteUser', async (requestId, id: number | string) => {
      const { json } = await http<UserAnswer>(userUrl(id), { method: 'DELETE', requestId });
      return json as UserAnswer;
    }),
    /** The organisation's users still to accept their invitation (not archived, with an e-mail): who "send invitation" reaches. */
    async getOrganisationInvitees(organisationId: number, signal?: AbortSignal): Promise<number[]> {
      const { json } = await http<{ users: Pick<UserRow, 'id' | 'email' | 'status'>[] }>(`${base}/users`, {
        query: { type: 'organisation', organisation_id: organisationId, status: 'active', skip_pagination: true, fields: 'email,status' },
        signal,
      });
      return (json?.users ?? []).filter((user) => user.email && user.status.text === 'invited').map((user) => user.id);
    },
    /** (Re)sends the invitation to these users, 500 a call (POST /invitations' limit). */
    sendInvitations: tracedCall('invitations', 'sendInvitations', async (requestId, userIds: number[]) => {
      for (let i = 0; i < userIds.length; i += INVITATIONS_PER_CALL) {
        await http(`${base}/invitations`, { method: 'POST', body: { user_ids: userIds.slice(i, i + INVITATIONS_PER_CALL) }, requestId });
      }
      return userIds.length;
    }),
  };
}
