import type { PayConfigSettings } from '../../../src/contracts/payConfigs.js';
import { NEW_CONFIG_SETTINGS } from '../../../src/domain/payConfigs/defaults.js';
import type { PermissionFlag } from '../../../src/domain/permissions.js';
import { createOrganisation } from '../../../server/routes/organisations/store.js';
import { createShop } from '../../../server/routes/shops/store.js';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts.js';
import { organisationValues, shopValues } from './fixtures.js';
import type { TestApp } from './testApp.js';

/** The pay-config tests' fixtures: organisations with shops, the seeded software, valid settings, the restricted admin's flags. */

let serial = 0;

/** A new organisation with `shops` shops (FR unless `countries` says otherwise). */
export async function payOrganisation(t: TestApp, options: { shops?: number; countries?: string[] } = {}) {
  const n = ++serial;
  return t.db.transaction().execute(async (trx) => {
    const id = await createOrganisation(trx, organisationValues({ name: `Paie ${n} ${Math.random().toString(36).slice(2, 6)}` }));
    const shopIds: number[] = [];
    for (let i = 0; i < (options.shops ?? 2); i++) {
      shopIds.push(await createShop(trx, shopValues({ organisation_id: id, name: `Paie ${n} boutique ${i}`, country: options.countries?.[i] ?? 'FR' })));
    }
    return { id, shopIds };
  });
}

/** The seeded payroll software's ids by name. */
export async function softwareIds(t: TestApp) {
  const rows = await t.db.selectFrom('payroll_software').select(['id', 'name', 'kind']).execute();
  const byName = (name: string) => rows.find((row) => row.name === name)!.id;
  return { silae: byName('Silae'), quadratus: byName('Quadratus'), custom: rows.find((row) => row.kind === 'custom')!.id };
}

const evpLine = (key: string, group: number, code = '', active = false) => ({ key, name: key, group, code, counter_type: code ? ('all' as const) : ('' as const), active, is_duplicate: false, duplicated: false });

/** Valid Silae settings: a new config's defaults (src/domain/payConfigs/defaults.ts) for Silae, a paid-leave line and a worked-hours EVP with codes, then the overrides. */
export function silaeSettings(silaeId: number, overrides: Partial<PayConfigSettings> = {}): PayConfigSettings {
  return {
    ...NEW_CONFIG_SETTINGS,
    payroll_software: silaeId,
    format: '.CSV',
    separator: ',',
    excluded_teams: [],
    excluded_contract_type_ids: [],
    config_json: null,
    absences: [
      { id: 'paid_leave', name: 'Congés payés', absence_key: 'paid_leave', unit: 'days', code: 'CP', active: true, as_evp: false, is_duplicate: false, duplicated: false },
      { id: 'lateness', name: 'Retard', absence_key: 'lateness', unit: 'hours', code: 'RET', active: true, as_evp: false, is_duplicate: false, duplicated: false },
    ],
    evps: {
      worked_time_infos: [evpLine('worked_hours', 1, 'HTRAV', true)],
      hours_increased_infos: [evpLine('over_hours_25', 2, 'HS25', true)],
      meals_infos: [],
      salary_infos: [],
      comment_infos: [],
    },
    ...overrides,
  };
}

/** The restricted demo admin holds exactly these flags (read on every request). */
export async function grant(t: TestApp, flags: PermissionFlag[]) {
  await t.db.updateTable('users').set({ permissions: JSON.stringify(flags) }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
}

export const auditRows = (t: TestApp, entityType: string) => t.db.selectFrom('audit_events').selectAll().where('entity_type', '=', entityType).orderBy('id').execute();
export const configCount = async (t: TestApp) => (await t.db.selectFrom('pay_configs').select('id').execute()).length;
