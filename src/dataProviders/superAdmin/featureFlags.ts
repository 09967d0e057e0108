import { HttpError } from 'react-admin';
import type { DevFlag, FeatureFlags, ProductFlag } from '../../contracts/featureFlags';
import type { CanaryReleaseType } from '../../domain/featureFlagRules';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { DevFlag, FeatureFlags, ProductFlag };

export interface NewFlag {
  name: string;
  description: string;
  /** dev flags only: makes the new flag a canary */
  canaryReleaseType?: CanaryReleaseType | null;
}

/**
 * Spec 1 §6, §8: a 401 the API still answers after http.ts refreshed the token and retried is a
 * refusal the feature-flag screen shows itself (unauthorised toast, back home), not the end of the
 * session: it reaches the screen as a 403 so that react-admin does not sign the user out. A failed
 * refresh (no answer body) stays a 401 and signs out.
 */
const refusedAs403 = (error: unknown): never => {
  if (error instanceof HttpError && error.status === 401 && error.body != null) throw new HttpError(error.message, 403, error.body);
  throw error;
};

/** The feature-flag calls of spec 1 §7 (mutations traced); `base` is the super-admin API's root. */
export function featureFlagsMethods(base: string, http: HttpClient) {
  const send = async <T,>(requestId: string, method: 'PUT' | 'POST', path: string, body: unknown): Promise<T> => {
    const { json } = await http<T>(`${base}/${path}`, { method, body, requestId }).catch(refusedAs403);
    return json;
  };
  return {
    async getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlags> {
      const { json } = await http<FeatureFlags>(`${base}/feature_flags`, { signal }).catch(refusedAs403);
      return json;
    },
    updateProductFlag: tracedCall('feature_flags', 'update', (requestId, flag: Pick<ProductFlag, 'name' | 'languages' | 'sectors'>) =>
      send<ProductFlag>(requestId, 'PUT', `feature_flags/${encodeURIComponent(flag.name)}`, {
        feature_flag: { name: flag.name, languages: flag.languages, sectors: flag.sectors },
      }),
    ),
    /** {name, active} for a standard flag; the whole flag for a canary (spec 1 §7). */
    updateDevFlag: tracedCall(
      'feature_flags_dev',
      'update',
      (requestId, flag: Pick<DevFlag, 'name' | 'active'> & Partial<Pick<DevFlag, 'canaryReleaseType' | 'canaryReleaseIds'>>) =>
        send<DevFlag>(requestId, 'PUT', `feature_flags_dev/${encodeURIComponent(flag.name)}`, { feature_flag: flag }),
    ),
    createProductFlag: tracedCall('feature_flags', 'create', (requestId, { name, description }: NewFlag) =>
      send<ProductFlag>(requestId, 'POST', 'feature_flags', { feature_flag: { name, description } }),
    ),
    /** New dev flags are always created inactive (spec 1 §4). */
    createDevFlag: tracedCall('feature_flags_dev', 'create', (requestId, { name, description, canaryReleaseType }: NewFlag) =>
      send<DevFlag>(requestId, 'POST', 'feature_flags_dev', {
        feature_flag: { name, description, active: false, ...(canaryReleaseType ? { canaryReleaseType } : {}) },
      }),
    ),
  };
}
