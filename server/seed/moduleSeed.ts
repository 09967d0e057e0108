import { LEGACY_INTEGRATION_SOURCE, PAY_EXPORTERS } from '../../src/contracts/modules.js';
import { ANALYTICS_APPLICATIONS } from '../routes/modules/applicationsStore.js';

/**
 * Module states of the seeded organisations (issue 17, spec 2 §4): derived from ids alone (no draw from the faker
 * stream, so the rest of every dataset is unchanged), shared by the demo and the scaled seeds.
 * - analytics on for about one active old-offer organisation in six, with its three applications;
 * - a pay exporter on every shop of about one organisation in four, on the first shop only of one in ten;
 * - a legacy integration on about one shop in fifteen;
 * - badging and automatic planning come from the shops' own draws (a mix of full and partial organisations), SIRH
 *   and payroll from the packs (enterprise: SIRH everywhere, hris_integration on; premium and enterprise: payroll).
 */

/** A well-mixed 32-bit value of an id and a salt. */
function mix(id: number, salt: number): number {
  let h = Math.imul(id ^ salt, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

export function seededAnalyticsModule(organisation: { id: number; is_new_offer: number; status: string }): 0 | 1 {
  return organisation.is_new_offer === 0 && organisation.status === 'active' && mix(organisation.id, 1) % 6 === 0 ? 1 : 0;
}

/** hris_integration is kept equal to "any shop has fortify_silae", which the enterprise pack turns on. */
export function seededHrisIntegration(plan: string | null): 0 | 1 {
  return plan === 'enterprise' ? 1 : 0;
}

interface SeedShop {
  id: number;
  organisation_id: number;
  created_at: string;
}

export interface ModuleSeedRows {
  shop_integrations: {
    organisation_id: number;
    shop_id: number;
    source: string;
    name: string;
    active: number;
    fake_destroyed_at: null;
    created_at: string;
    updated_at: string;
  }[];
  organisation_applications: { organisation_id: number; name: string; created_at: string }[];
}

/** The integration and application rows of one organisation (ids left to the database). */
export function organisationModuleRows(organisation: { id: number; analytics_module: number; updated_at: string }, shops: readonly SeedShop[]): ModuleSeedRows {
  const rows: ModuleSeedRows = { shop_integrations: [], organisation_applications: [] };
  const draw = mix(organisation.id, 2) % 20;
  const exporter = PAY_EXPORTERS[mix(organisation.id, 3) % PAY_EXPORTERS.length];
  const covered = draw < 5 ? shops : draw < 7 ? shops.slice(0, 1) : [];
  const integration = (shop: SeedShop, source: string, name: string) => ({
    organisation_id: organisation.id,
    shop_id: shop.id,
    source,
    name,
    active: 1,
    fake_destroyed_at: null,
    created_at: shop.created_at,
    updated_at: shop.created_at,
  });
  for (const shop of shops) {
    if (covered.includes(shop)) rows.shop_integrations.push(integration(shop, exporter.key, exporter.name));
    if (mix(shop.id, 4) % 15 === 0) rows.shop_integrations.push(integration(shop, LEGACY_INTEGRATION_SOURCE, 'Intégration historique'));
  }
  if (organisation.analytics_module === 1) {
    for (const name of ANALYTICS_APPLICATIONS) rows.organisation_applications.push({ organisation_id: organisation.id, name, created_at: organisation.updated_at });
  }
  return rows;
}
