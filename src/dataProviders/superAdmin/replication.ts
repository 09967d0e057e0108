import type { ReplicationAnswer, ReplicationBody } from '../../contracts/replication';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { ReplicationAnswer, ReplicationBody } from '../../contracts/replication';

/** Shop-settings replication (spec 3 §7 PATCH /super_admin/api/bulk_shops): the dry run and the copy are the same call. */
export function replicationMethods(base: string, http: HttpClient) {
  return {
    replicateShopSettings: tracedCall('replication', 'replicate', async (requestId, body: ReplicationBody): Promise<ReplicationAnswer> => {
      const { json } = await http<ReplicationAnswer>(`${base}/bulk_shops`, { method: 'PATCH', body, requestId });
      return json;
    }),
  };
}
