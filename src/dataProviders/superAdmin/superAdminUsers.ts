import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export interface SuperAdminUser {
  id: number;
  email: string;
}

export interface BulkUpdateResult {
  updated_users: { id: number; email: string; super_admin: boolean }[];
  /** addresses no user has (spec 1 §4: the add modal refills its text area with them) */
  missing_users: string[];
}

/** The super-admin management calls of spec 1 §7 (the mutation traced); `base` is the super-admin API's root. */
export function superAdminUsersMethods(base: string, http: HttpClient) {
  return {
    async getSuperAdmins(signal?: AbortSignal): Promise<SuperAdminUser[]> {
      const { json } = await http<{ users: SuperAdminUser[] }>(`${base}/users/super_admin`, { signal });
      return json.users;
    },
    /** Grants (true) or removes (false) the super_admin flag of each address. */
    setSuperAdmins: tracedCall('super_admin_users', 'updateMany', async (requestId, users: { email: string; super_admin: boolean }[]) => {
      const { json } = await http<BulkUpdateResult>(`${base}/users/bulk`, { method: 'PATCH', body: { users }, requestId });
      return json;
    }),
  };
}
