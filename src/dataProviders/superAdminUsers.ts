import type { HttpClient } from './http';
import { traced } from './tracer';

export interface SuperAdminUser {
  id: number;
  email: string;
}

export interface BulkUpdateResult {
  updated_users: { id: number; email: string; super_admin: boolean }[];
  /** addresses no user has (spec 1 §4: the add modal refills its text area with them) */
  missing_users: string[];
}

/** The super-admin calls of spec 1 §7, custom methods of the console's data provider (the mutation traced). */
export function superAdminUsersMethods(superAdminUrl: string, http: HttpClient, ensureFreshToken: () => Promise<void>) {
  const base = `${superAdminUrl}/super_admin/api/users`;
  const bulk = traced('updateMany', async (_resource: string, params: { users: { email: string; super_admin: boolean }[]; meta?: { requestId?: string } }) => {
    await ensureFreshToken();
    const { json } = await http<BulkUpdateResult>(`${base}/bulk`, { method: 'PATCH', body: { users: params.users }, requestId: params.meta?.requestId });
    return json;
  });
  return {
    async getSuperAdmins(signal?: AbortSignal): Promise<SuperAdminUser[]> {
      await ensureFreshToken();
      const { json } = await http<{ users: SuperAdminUser[] }>(`${base}/super_admin`, { signal });
      return json.users;
    },
    /** Grants (true) or removes (false) the super_admin flag of each address. */
    setSuperAdmins: (users: { email: string; super_admin: boolean }[]) => bulk('super_admin_users', { users }),
  };
}
