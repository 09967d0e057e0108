import { describe, expect, it } from 'vitest';
import { shopsUsingLaw } from '../../src/resources/labour_laws/labourLawErrors';
import {
  initialFormState,
  labourLawFormReducer,
  toLabourLawInput,
  validateLabourLawForm,
  type LabourLawFormAction,
  type LabourLawFormState,
} from '../../src/resources/labour_laws/labourLawFormState';
import { labourLawId, parseLabourLawId, type LabourLawRecord } from '../../src/dataProviders/labourLaws';
import { ALERT_TYPES } from '../../src/domain/labourLaws';

const law: LabourLawRecord = {
  id: 'fr:region:fr_alsace_moselle',
  country: 'fr',
  scope: 'region',
  key: 'fr_alsace_moselle',
  name: 'Droit local Alsace-Moselle',
  alerts: ['daily_rest', 'holidays'],
  absencesWithOwedMeal: ['training', 'no_longer_known'],
  rules: { daily_rest_min_hours: 11, sunday_maj: 50 },
  enabled: true,
};

const run = (state: LabourLawFormState, ...actions: LabourLawFormAction[]) => actions.reduce(labourLawFormReducer, state);

describe('labour-law form state', () => {
  it('starts a new law in the given country with every alert selected and nothing valid yet', () => {
    const state = initialFormState(null, 'BE');
    expect(state.values).toMatchObject({ country: 'BE', scope: 'agreement', key: '', rulesText: '', enabled: true });
    expect(state.alerts.alerts).toEqual([...ALERT_TYPES]);
    expect(validateLabourLawForm(state)).toEqual({ key: 'mandatory', rules: 'mandatory', valid: false });
    expect(toLabourLawInput(state)).toBeNull();
  });

  it('loads a law: upper-case country, pretty rules, known absences, disagreeing alerts marked as changed by hand', () => {
    const state = initialFormState(law);
    expect(state.mode).toBe('edit');
    expect(state.values).toMatchObject({ country: 'FR', scope: 'region', absences: ['training'] });
    expect(JSON.parse(state.values.rulesText)).toEqual(law.rules);
    expect(state.alerts.manuallyChanged).toEqual(['sunday_increase']);
    expect(validateLabourLawForm(state).valid).toBe(true);
  });

  it('keeps country, scope and key locked in edit mode', () => {
    const state = run(initialFormState(law), { type: 'country', country: 'BE' }, { type: 'scope', scope: 'agreement' }, { type: 'key', key: 'fr_other' });
    expect(state.values).toMatchObject({ country: 'FR', scope: 'region', key: 'fr_alsace_moselle' });
  });

  it('builds the PUT body: lower-case country, null rules dropped, name only when given', () => {
    const state = run(
      initialFormState(law),
      { type: 'rules', text: '{"daily_rest_min_hours": 11, "sunday_maj": null, "max_weekly_hours": 48}' },
      { type: 'name', name: '  ' },
    );
    expect(toLabourLawInput(state)).toEqual({
      country: 'fr',
      scope: 'region',
      key: 'fr_alsace_moselle',
      alerts: ['daily_rest', 'holidays', 'max_weekly'],
      absencesWithOwedMeal: ['training'],
      rules: { daily_rest_min_hours: 11, max_weekly_hours: 48 },
      enabled: true,
    });
  });

  it('enables a new law of a scope without the switch, even if the switch was turned off as an agreement', () => {
    const state = run(
      initialFormState(null),
      { type: 'key', key: 'fr_grand_est' },
      { type: 'rules', text: '{"max_daily_hours": 10}' },
      { type: 'enabled', enabled: false },
      { type: 'scope', scope: 'region' },
    );
    expect(toLabourLawInput(state)).toMatchObject({ scope: 'region', enabled: true });
    expect(toLabourLawInput(run(state, { type: 'scope', scope: 'agreement' }))).toMatchObject({ enabled: false });
  });
});

describe('labour-law errors', () => {
  const inUse = (body: unknown, status = 401) => ({ status, body });
  it.each([
    ['details.shops_count', inUse({ error: 'labour_law_in_use', message: 'Labour law used by shops [3]', details: [{ shops_count: 3 }] }), 3],
    ['the count in brackets of a legacy message', inUse({ message: 'Labour law used by shops [27]' }), 27],
    ['a bare legacy text answer', inUse('Labour law used by shops [5]'), 5],
    ['a 401 without a count', inUse({ error: 'unauthorized', message: 'no token' }), null],
    ['a 409 with brackets', inUse({ message: 'used by shops [3]' }, 409), null],
    ['a network failure', new Error('Failed to fetch'), null],
  ])('reads the shops from %s', (_label, error, expected) => {
    expect(shopsUsingLaw(error)).toBe(expected);
  });
});

describe('labour-law record ids', () => {
  it('are country:scope:key and parse back', () => {
    expect(labourLawId({ country: 'FR', scope: 'agreement', key: 'fr_hcr' })).toBe('fr:agreement:fr_hcr');
    expect(parseLabourLawId('fr:agreement:fr_hcr')).toEqual({ country: 'fr', scope: 'agreement', key: 'fr_hcr' });
  });
});
