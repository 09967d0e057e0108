import type { OrganisationLightView, Person, ShopName } from '../../contracts/organisations';
import type { HttpClient } from '../http';

/** A person of the light view's "see the site as" groups (spec 1 §3). */
export type OrganisationPerson = Person;
/** GET /super_admin/api/organisations/{id} as the light view reads it (spec 1 §3, organisation single). */
export type OrganisationSummary = OrganisationLightView;
export type ShopSummary = ShopName;

/** Reads of spec 1 §7 around an organisation that are not react-admin CRUD; `base` is the super-admin API's root. */
export function organisationsMethods(base: string, http: HttpClient) {
  const organisationUrl = (id: number | string) => `${base}/organisations/${encodeURIComponent(String(id))}`;
  return {
    /**
     * The light view's read (spec 1 §2.5): its own call and cache entry, never shared with the list
     * rows or the detail page's record that react-admin keeps under `organisations`.
     */
    async getOrganisationSummary(id: number | string, signal?: AbortSignal): Promise<OrganisationSummary> {
      const { json } = await http<{ organisation?: OrganisationSummary } & Partial<OrganisationSummary>>(organisationUrl(id), { signal });
      return (json?.organisation ?? json) as OrganisationSummary;
    },
    /** The organisation's shops in list-only form. */
    async getOrganisationShops(id: number | string, signal?: AbortSignal): Promise<ShopSummary[]> {
      const { json } = await http<{ shops?: ShopSummary[] }>(`${organisationUrl(id)}/shops`, { query: { list_only: true }, signal });
      return Array.isArray(json?.shops) ? json.shops : [];
    },
  };
}
