import { demoUserContracts } from '../payroll.js';
import type { TableSeeder } from './index.js';

/**
 * Issue 29: the employment contracts the payroll file reads, for the scaled (large) dataset as for the demo one
 * (server/seed/payroll.ts demoUserContracts): each customer user with a main shop gets one from its creation day,
 * some a fixed-term one first, its weekly hours from the user's contract hours. Derived from ids only, so the
 * dataset stays deterministic and no other generator's stream moves; ids numbered by the database.
 */
export const userContracts: TableSeeder = {
  name: 'user contracts',
  tables: ['user_contracts'],
  largeRows: { user_contracts: 2_080_000 },
  organisation({ shops, users, memberships }, _rng, write) {
    for (const row of demoUserContracts({ shops, users, memberships })) write('user_contracts', { ...row });
  },
};
