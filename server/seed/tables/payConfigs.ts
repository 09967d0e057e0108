import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AbsenceLine, EvpLine, PayConfigSettings } from '../../../src/contracts/payConfigs.js';
import { SOFTWARE_DEFAULTS, type SoftwareKind } from '../../../src/domain/payConfigs/constants.js';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { PayConfigShopsTable, PayConfigsTable } from '../../db/types/index.js';
import { NEW_INTEGRATION_BASIC_DATA } from '../../routes/integrations/basicData.js';
import { evpGroups, evpLines, newAbsenceLine } from '../../routes/integrations/lines.js';
import { CONFIG_JSON_TEMPLATE } from '../../services/pay-configs/configJson.js';

/**
 * Issue 29, the demo's payroll software and integrations: Silae, Quadratus and two custom software, and on the demo
 * organisations that have badging shops (the first MAX_ORGANISATIONS of them, so every size seeds fast) one integration
 * per software kind, with realistic codes, each exporting some of the organisation's badging shops. Derived from ids
 * only: the same data every run, no random stream consumed.
 */

export const DEMO_PAYROLL_SOFTWARE: readonly { name: string; kind: SoftwareKind }[] = [
  { name: 'Silae', kind: 'silae' },
  { name: 'Quadratus', kind: 'quadratus' },
  { name: 'Cegid HR Ultimate', kind: 'custom' },
  { name: 'Sage Paie', kind: 'custom' },
];

const MAX_ORGANISATIONS = 12;

/** A stable uuid (v5 layout) from a name: the same config id every run. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`pay-config:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Payroll codes as a French payroll office would set them (absence key -> code, unit). */
const ABSENCE_CODES: Record<SoftwareKind, Record<string, [string, AbsenceLine['unit']]>> = {
  silae: { paid_leave: ['CP', 'days'], sick_leave: ['MAL', 'days'], rtt_leave: ['RTT', 'hours'], unpaid_leave: ['ABS', 'hours'], lateness: ['RET', 'hours'] },
  quadratus: { paid_leave: ['CP', 'hours'], sick_leave: ['MA', 'days'], rtt_leave: ['RT', 'hours'], unpaid_leave: ['AN', 'minutes'], lateness: ['RE', 'hours'] },
  custom: { paid_leave: ['100', 'days'], sick_leave: ['200', 'days'], rtt_leave: ['110', 'hours'], unpaid_leave: ['300', 'hours'], lateness: ['900', 'hours'] },
};
const EVP_CODES: Record<SoftwareKind, Record<string, string>> = {
  silae: { worked_hours: 'HTRAV', worked_days: 'JTRAV', over_hours_25: 'HS25', over_hours_50: 'HS50', night_hours: 'HNUIT', sunday_hours_maj: 'HDIM', meals: 'REPAS' },
  quadratus: { worked_hours: 'HT', over_hours_25: 'H25', over_hours_50: 'H50', complementary_hours_10: 'HC10', meals: 'PR' },
  custom: { worked_hours: '1000', worked_days: '1001', over_hours_25: '1025', meals: '3000', comment: '9999' },
};

function absences(kind: SoftwareKind): AbsenceLine[] {
  return Object.entries(ABSENCE_CODES[kind]).map(([key, [code, unit]]) => ({ ...newAbsenceLine(key, kind), code, unit, active: true }));
}

function evps(kind: SoftwareKind): PayConfigSettings['evps'] {
  const codes = EVP_CODES[kind];
  const lines = evpLines(null).map((line): EvpLine => (codes[line.key] ? { ...line, code: codes[line.key], counter_type: 'all', active: true } : line));
  return evpGroups(lines);
}

function settingsFor(kind: SoftwareKind, softwareId: number, name: string): Omit<PayConfigSettings, 'config_json'> {
  const custom = kind === 'custom';
  return {
    ...NEW_INTEGRATION_BASIC_DATA,
    payroll_software: softwareId,
    version: custom ? '2024.1' : '',
    custom_name: name,
    ...(custom ? { format: '.CSV' as const, separator: ';' as const } : SOFTWARE_DEFAULTS[kind]),
    show_absence_unit: kind !== 'quadratus',
    evp_daily_aggregation: kind === 'quadratus',
    excluded_teams: kind === 'silae' ? ['Intérim'] : [],
    absences: absences(kind),
    evps: evps(kind),
  };
}

export interface SeedShop {
  id: number;
  organisation_id: number;
  badging: number;
}

/** The integrations of the organisations with badging shops; software ids by kind (Silae, Quadratus, the first custom). */
export function demoPayConfigs(
  organisations: readonly { id: number; name: string }[],
  shops: readonly SeedShop[],
  softwareIds: Record<SoftwareKind, number>,
  createdAt: string,
): { pay_configs: Insertable<PayConfigsTable>[]; pay_config_shops: PayConfigShopsTable[] } {
  const badgingShops = new Map<number, number[]>();
  for (const shop of shops) if (shop.badging === 1) badgingShops.set(shop.organisation_id, [...(badgingShops.get(shop.organisation_id) ?? []), shop.id]);
  const chosen = organisations.filter((organisation) => badgingShops.has(organisation.id)).slice(0, MAX_ORGANISATIONS);
  const payConfigs: Insertable<PayConfigsTable>[] = [];
  const payConfigShops: PayConfigShopsTable[] = [];
  for (const organisation of chosen) {
    const shopIds = badgingShops.get(organisation.id)!;
    (['silae', 'quadratus', 'custom'] as const).forEach((kind, index) => {
      const name = { silae: 'Export Silae', quadratus: 'Export Quadratus', custom: 'Export Cegid' }[kind];
      const id = stableUuid(`${organisation.id}:${kind}`);
      const settings = settingsFor(kind, softwareIds[kind], name);
      payConfigs.push({
        id,
        organisation_id: organisation.id,
        name,
        name_sort: sortKey(name),
        payroll_software_id: softwareIds[kind],
        settings: JSON.stringify(settings),
        config_json: kind === 'custom' ? JSON.stringify({ ...CONFIG_JSON_TEMPLATE, line_codes: {} }) : null,
        schedule: null,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      });
      // each integration exports its own slice of the badging shops (at most 3), at least one
      const assigned = shopIds.filter((_, position) => position % 3 === index).slice(0, 3);
      for (const shopId of assigned.length > 0 ? assigned : [shopIds[index % shopIds.length]]) payConfigShops.push({ pay_config_id: id, shop_id: shopId });
    });
  }
  return { pay_configs: payConfigs, pay_config_shops: payConfigShops };
}
