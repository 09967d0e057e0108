import { describe, expect, it } from 'vitest';
import type { PayConfigSettings } from '../../src/contracts/payConfigs.js';
import { validatePayConfig } from '../../src/domain/payConfigs/rules.js';
import { configJsonProblems } from '../../server/services/pay-configs/configJson.js';
import { DEMO_PAYROLL_SOFTWARE, demoPayConfigs, stableUuid } from '../../server/seed/tables/payConfigs.js';

const organisations = [
  { id: 1, name: 'Sans badgeuse' },
  { id: 2, name: 'Deux badgeuses' },
  { id: 3, name: 'Une badgeuse' },
];
const shops = [
  { id: 10, organisation_id: 1, badging: 0 },
  { id: 20, organisation_id: 2, badging: 1 },
  { id: 21, organisation_id: 2, badging: 0 },
  { id: 22, organisation_id: 2, badging: 1 },
  { id: 30, organisation_id: 3, badging: 1 },
];
const ids = { silae: 1, quadratus: 2, custom: 3 };
const KIND_OF = { 1: 'silae', 2: 'quadratus', 3: 'custom' } as const;

describe('demo payroll software and integrations (issue 29)', () => {
  it('names Silae, Quadratus and two custom software', () => {
    expect(DEMO_PAYROLL_SOFTWARE.map((software) => software.kind)).toEqual(['silae', 'quadratus', 'custom', 'custom']);
  });

  it('gives each organisation with badging shops a Silae, a Quadratus and a custom integration over its badging shops only', () => {
    const { pay_configs: configs, pay_config_shops: assigned } = demoPayConfigs(organisations, shops, ids, '2026-01-01T00:00:00.000Z');
    expect(configs.map((config) => [config.organisation_id, config.name])).toEqual([
      [2, 'Export Silae'],
      [2, 'Export Quadratus'],
      [2, 'Export Cegid'],
      [3, 'Export Silae'],
      [3, 'Export Quadratus'],
      [3, 'Export Cegid'],
    ]);
    expect(new Set(assigned.map((row) => row.shop_id))).toEqual(new Set([20, 22, 30]));
    expect(configs.every((config) => assigned.some((row) => row.pay_config_id === config.id))).toBe(true);
    expect(configs.map((config) => config.id)).toEqual(demoPayConfigs(organisations, shops, ids, '2027-01-01T00:00:00.000Z').pay_configs.map((config) => config.id));
    expect(stableUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('seeds integrations that pass the rules of a save and the JSON Schema', () => {
    const { pay_configs: configs } = demoPayConfigs(organisations, shops, ids, '2026-01-01T00:00:00.000Z');
    for (const config of configs) {
      const settings: PayConfigSettings = { ...JSON.parse(config.settings), config_json: config.config_json ? JSON.parse(config.config_json) : null };
      const kind = KIND_OF[config.payroll_software_id as 1 | 2 | 3];
      expect(validatePayConfig(settings, { softwareKind: kind, shopCountries: ['FR'], contractTypes: [], createdFromScratch: true }), config.name).toEqual([]);
      if (settings.config_json) expect(configJsonProblems(settings.config_json)).toEqual([]);
      expect(settings.absences.at(-1)?.name).toBe('Retard');
    }
  });
});
