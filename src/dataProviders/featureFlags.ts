import type { CanaryReleaseType } from '../domain/featureFlagRules';
import type { HttpClient } from './http';
import { traced } from './tracer';

/** A product feature flag (spec 1 §3): sold per country (`languages`) and sector. */
export interface ProductFlag {
  name: string;
  description: string;
  languages: string[];
  sectors: string[];
}

/** A dev flag (spec 1 §3); canaryReleaseType is null for a standard one. */
export interface DevFlag {
  name: string;
  description: string;
  active: boolean;
  canaryReleaseType: CanaryReleaseType | null;
  canaryReleaseIds: number[];
}

export interface FeatureFlags {
  feature_flags: ProductFlag[];
  feature_flags_dev: DevFlag[];
}

export interface NewFlag {
  name: string;
  description: string;
  /** dev flags only: makes the new flag a canary */
  canaryReleaseType?: CanaryReleaseType | null;
}

type Meta = { meta?: { requestId?: string } };

/** The feature-flag calls of spec 1 §7, custom methods of the console's data provider (mutations traced). */
export function featureFlagsMethods(superAdminUrl: string, http: HttpClient, ensureFreshToken: () => Promise<void>) {
  const base = `${superAdminUrl}/super_admin/api`;
  const request = async (_resource: string, params: Meta & { path: string; method: 'PUT' | 'POST'; body: unknown }) => {
    await ensureFreshToken();
    const { json } = await http(`${base}/${params.path}`, { method: params.method, body: params.body, requestId: params.meta?.requestId });
    return json;
  };
  const update = traced('update', request);
  const create = traced('create', request);
  return {
    async getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlags> {
      await ensureFreshToken();
      const { json } = await http<FeatureFlags>(`${base}/feature_flags`, { signal });
      return json;
    },
    updateProductFlag: (flag: Pick<ProductFlag, 'name' | 'languages' | 'sectors'>) =>
      update('feature_flags', {
        path: `feature_flags/${encodeURIComponent(flag.name)}`,
        method: 'PUT',
        body: { feature_flag: { name: flag.name, languages: flag.languages, sectors: flag.sectors } },
      }) as Promise<ProductFlag>,
    /** {name, active} for a standard flag; the whole flag for a canary (spec 1 §7). */
    updateDevFlag: (flag: Pick<DevFlag, 'name' | 'active'> & Partial<Pick<DevFlag, 'canaryReleaseType' | 'canaryReleaseIds'>>) =>
      update('feature_flags_dev', {
        path: `feature_flags_dev/${encodeURIComponent(flag.name)}`,
        method: 'PUT',
        body: { feature_flag: flag },
      }) as Promise<DevFlag>,
    createProductFlag: ({ name, description }: NewFlag) =>
      create('feature_flags', { path: 'feature_flags', method: 'POST', body: { feature_flag: { name, description } } }) as Promise<ProductFlag>,
    /** New dev flags are always created inactive (spec 1 §4). */
    createDevFlag: ({ name, description, canaryReleaseType }: NewFlag) =>
      create('feature_flags_dev', {
        path: 'feature_flags_dev',
        method: 'POST',
        body: { feature_flag: { name, description, active: false, ...(canaryReleaseType ? { canaryReleaseType } : {}) } },
      }) as Promise<DevFlag>,
  };
}
