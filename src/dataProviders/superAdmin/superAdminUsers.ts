import type { BulkUpdateResult, SuperAdminChanges, SuperAdminUser, SuperAdminUsers } from '../../contracts/superAdminUsers';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { BulkUpdateResult, SuperAdminUser };

/** The super-admin management calls of spec 1 §7 (the mutation traced); `base` is the super-admin API's root. */
export function superAdminUsersMethods(base: string, http: HttpClient) {
  return {
    async getSuperAdmins(signal?: AbortSignal): Promise<SuperAdminUser[]> {
      const { json } = await http<SuperAdminUsers>(`${base}/users/super_admin`, { signal });
      return json.users;
    },
    /** Grants (true) or removes (false) the super_admin flag of each address. */
    setSuperAdmins: tracedCall('super_admin_users', 'updateMany', async (requestId, users: SuperAdminChanges['users']) => {
      const { json } = await http<BulkUpdateResult>(`${base}/users/bulk`, { method: 'PATCH', body: { users }, requestId });
      return json;
    }),
  };
}
