import type { StartedJob } from '../../contracts/jobs';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** 202 of the synchronisation: the background job the server started. */
export type SynchronizationJob = StartedJob['job'];

/** The shops' calls of spec 1 §7 that are not react-admin CRUD (mutations traced); `base` is the super-admin API's root. */
export function shopsMethods(base: string, http: HttpClient) {
  return {
    /** Starts the synchronisation of every shop's feature states from its pack (spec 1 §4); no body. */
    synchronizeShops: tracedCall('shops_synchronization', 'synchronizeShops', async (requestId) => {
      const { json } = await http<StartedJob>(`${base}/billing_automation/shops/shops_synchronization`, { method: 'POST', requestId });
      return json;
    }),
  };
}
