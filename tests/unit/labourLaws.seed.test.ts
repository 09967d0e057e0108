import { describe, expect, it } from 'vitest';
import { IdSequence } from '../../server/seed/plan.js';
import { buildLabourLaws } from '../../server/seed/labourLaws.js';
import { alertsDisagreeingWithRules } from '../../src/domain/labourLawAlerts.js';
import { labourLawProblems } from '../../src/domain/labourLawValidation.js';

/** The demo laws must be laws the service would accept and the console would load as they are. */
describe('demo labour laws against the labour-law rules', () => {
  const laws = buildLabourLaws(new IdSequence()).map((row) => ({
    country: row.country.toLowerCase(),
    scope: row.scope,
    key: row.key,
    alerts: JSON.parse(row.alerts) as string[],
    absencesWithOwedMeal: JSON.parse(row.absences_with_owed_meal) as string[],
    rules: JSON.parse(row.rules) as Record<string, unknown>,
    enabled: !!row.enabled,
  }));

  it.each(laws.map((law) => [law.key, law] as const))('%s passes the PUT /labour_law validation', (_key, law) => {
    expect(labourLawProblems(law)).toEqual([]);
  });

  it('have alerts that follow their rules, except the one switched off by hand', () => {
    const disagreeing = laws.flatMap((law) => alertsDisagreeingWithRules(law.alerts, law.rules).map((alert) => `${law.key}:${alert}`));
    expect(disagreeing).toEqual(['fr_boulangerie:sunday_increase']);
  });
});
