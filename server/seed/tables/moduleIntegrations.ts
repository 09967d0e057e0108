import type { TableSeeder } from './index.js';
import { organisationModuleRows } from '../moduleSeed.js';

/**
 * Pay-export integrations of the shops (a few legacy ones) and the applications of the organisations with analytics
 * on (issue 17, migration 0019), derived from ids (moduleSeed.ts) as the demo seed does; ids left to the database.
 */
export const moduleIntegrations: TableSeeder = {
  name: 'module integrations',
  tables: ['shop_integrations', 'organisation_applications'],
  largeRows: { shop_integrations: 70_000, organisation_applications: 12_000 },
  organisation({ organisation, shops }, _rng, write) {
    const rows = organisationModuleRows(organisation, shops);
    for (const row of rows.shop_integrations) write('shop_integrations', row);
    for (const row of rows.organisation_applications) write('organisation_applications', row);
  },
};
