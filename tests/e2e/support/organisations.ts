import type { Page } from '@playwright/test';
import { apiGet } from './api';

export interface DemoOrganisation {
  id: number;
  name: string;
  isNewOffer: boolean;
  nShops: number;
}

/**
 * A demo organisation on the classic offer (its shops offer every module toggle) with shops: the first one, or the
 * `skip`-th after it, so that specs running side by side do not change the same shops.
 */
export async function classicOrganisation(page: Page, skip = 0): Promise<DemoOrganisation> {
  let found = 0;
  for (let id = 1; id <= 80; id += 1) {
    const { organisation } = await apiGet<{ organisation: DemoOrganisation }>(page, `/super_admin/api/organisations/${id}`).catch(() => ({ organisation: null }));
    if (organisation && !organisation.isNewOffer && organisation.nShops > 0 && found++ === skip) return organisation;
  }
  throw new Error('no demo organisation on the classic offer with shops');
}
