import { describe, expect, it } from 'vitest';
import type { AbsenceLine, EvpLine } from '../../src/contracts/payConfigs';
import { preselectedSoftware, softwareOptions } from '../../src/domain/payConfigs/softwareOptions';
import {
  canFinish,
  canGoNext,
  configConstraints,
  currentStage,
  entryStepCount,
  initialWizardState,
  needsBulkConfirmation,
  submittedSettings,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../../src/domain/payConfigs/wizard';

const absence = (id: string, over: Partial<AbsenceLine> = {}): AbsenceLine => ({
  id,
  name: id,
  absence_key: id,
  unit: 'hours',
  code: '',
  active: true,
  as_evp: false,
  is_duplicate: false,
  duplicated: false,
  ...over,
});
const evp = (key: string, group: number, over: Partial<EvpLine> = {}): EvpLine => ({
  key,
  name: key,
  group,
  code: '',
  counter_type: '',
  active: true,
  is_duplicate: false,
  duplicated: false,
  ...over,
});

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const create = (canUpload = true) => initialWizardState({ mode: 'create', canUpload, shopId: 5 });
const update = (canUpload = true) => initialWizardState({ mode: 'update', canUpload, shopId: 5 });
const silae = { type: 'set_software', id: 1, kind: 'silae', reset: true } as const;

describe('integration wizard stages (spec 3 §2.2, §4.1, §9)', () => {
  it.each([
    ['create', true, 5, ['source', 'format', 'absences', 'evps', 'upload', 'finish']],
    ['update', true, 4, ['format', 'absences', 'evps', 'upload', 'finish']],
    ['create', false, 4, ['source', 'format', 'absences', 'evps', 'finish']],
    ['update', false, 3, ['format', 'absences', 'evps', 'finish']],
  ] as const)('%s with upload permission %s: %i entry steps, then the finish', (mode, canUpload, count, stages) => {
    const state = initialWizardState({ mode, canUpload, shopId: 1 });
    expect(entryStepCount(state)).toBe(count);
    expect(state.stages).toEqual(stages);
    expect(currentStage(state)).toBe(stages[0]);
  });

  it('update starts by fetching the saved settings; create fetches nothing before the source is chosen', () => {
    expect(update().pending).toEqual(['basic_data']);
    expect(create().pending).toEqual([]);
  });

  it.each([
    ['from scratch', [], ['absences', 'evps']],
    ['from an existing integration', [{ type: 'set_create_method', method: 'fromIntegration' }, { type: 'select_integration', id: 'c1' }], ['basic_data', 'absences', 'evps']],
  ] as const)('leaving the source step %s fetches %j', (_name, actions, fetches) => {
    const state = run(create(), ...(actions as unknown as WizardAction[]), { type: 'next' });
    expect(currentStage(state)).toBe('format');
    expect(state.pending).toEqual(fetches);
  });

  it('copying needs a chosen integration before Next', () => {
    const state = run(create(), { type: 'set_create_method', method: 'fromIntegration' });
    expect(canGoNext(state)).toBe(false);
    expect(canGoNext(run(state, { type: 'select_integration', id: 'c1' }))).toBe(true);
  });

  it('leaving the format step fetches the absences, leaving the absences the EVPs; what is loaded is kept', () => {
    let state = run(update(), { type: 'loaded_basic_data', data: { payroll_software: 1 }, softwareKind: 'silae' }, { type: 'next' });
    expect(state.pending).toEqual(['absences']);
    state = run(state, { type: 'loaded_absences', absences: [absence('sick')] }, { type: 'next' });
    expect(state.pending).toEqual(['evps']);
    state = run(state, { type: 'loaded_evps', evps: [] }, { type: 'back' }, { type: 'back' }, { type: 'next' });
    expect(state.pending).toEqual([]);
  });

  it('Next and the final submit wait while a fetch runs', () => {
    const state = run(create(), { type: 'next' });
    expect(canGoNext(run(state, silae))).toBe(false);
  });

  it('the progress bar jumps back only', () => {
    const state = run(create(), { type: 'next' }, { type: 'loaded_absences', absences: [] }, { type: 'loaded_evps', evps: [] }, silae, { type: 'next' });
    expect(currentStage(state)).toBe('absences');
    expect(currentStage(run(state, { type: 'jump', index: 3 }))).toBe('absences');
    expect(currentStage(run(state, { type: 'jump', index: 0 }))).toBe('source');
  });
});

describe('file format rules (spec 3 §4.1, §5)', () => {
  it.each([
    ['silae', '.CSV', ','],
    ['quadratus', '.TXT', ':'],
  ] as const)('choosing %s resets format and separator to %s %j', (kind, format, separator) => {
    const state = run(create(), { type: 'set_field', field: 'format', value: '.ZIP' }, { type: 'set_field', field: 'separator', value: '|' }, { type: 'set_software', id: 2, kind, reset: true });
    expect([state.form.format, state.form.separator]).toEqual([format, separator]);
  });

  it.each([
    ['', '', false],
    ['Paie maison', '', false],
    ['', 'v2', false],
    ['  ', 'v2', false],
    ['Paie maison', 'v2', true],
  ])('a custom software needs its name (%j) and version (%j) before Next', (name, version, next) => {
    const state = run(update(), { type: 'loaded_basic_data', data: {}, softwareKind: null }, { type: 'set_software', id: 9, kind: 'custom', reset: true },
      { type: 'set_field', field: 'custom_name', value: name }, { type: 'set_field', field: 'version', value: version });
    expect(canGoNext(state)).toBe(next);
  });

  it('a custom software created from scratch cannot finish without an uploaded config, nor while the file is read', () => {
    const custom = run(create(), { type: 'set_software', id: 9, kind: 'custom', reset: true });
    expect(canFinish(custom)).toBe(false);
    expect(canFinish(run(custom, { type: 'file_reading' }))).toBe(false);
    expect(canFinish(run(custom, { type: 'file_reading' }, { type: 'file_read', config: { lines: [] } }))).toBe(true);
    expect(canFinish(run(create(), silae))).toBe(true);
  });

  it('submits excluded teams trimmed to an array, contract exclusions cleared without multi-contract handling, PAM Config when unnamed', () => {
    const state = run(create(), silae, { type: 'set_field', field: 'excluded_teams', value: ' Cuisine , Salle,, ' }, { type: 'set_field', field: 'excluded_contract_type_ids', value: [3, 4] });
    const settings = submittedSettings(state);
    expect(settings.excluded_teams).toEqual(['Cuisine', 'Salle']);
    expect(settings.excluded_contract_type_ids).toEqual([]);
    expect(settings.custom_name).toBe('PAM Config');
    const multi = submittedSettings(run(state, { type: 'set_field', field: 'handle_evps_with_multicontracts', value: true }));
    expect(multi.excluded_contract_type_ids).toEqual([3, 4]);
  });
});

describe('lines in the wizard (spec 3 §2.2, §4.1, §4.2)', () => {
  it("lists 'Retard' after the other absences", () => {
    const state = run(create(), { type: 'loaded_absences', absences: [absence('late', { name: 'Retard', absence_key: 'lateness' }), absence('sick'), absence('leave')] });
    expect(state.form.absences.map((line) => line.id)).toEqual(['sick', 'leave', 'late']);
  });

  it('groups the EVPs of §7 into the five categories, an EVP with a code and no counter type becoming all', () => {
    const state = run(create(), { type: 'loaded_evps', evps: [evp('worked_hours', 1, { code: 'HT' }), evp('meals', 3), evp('comment', 5)] });
    expect(state.form.evps.worked_time_infos).toEqual([evp('worked_hours', 1, { code: 'HT', counter_type: 'all' })]);
    expect(state.form.evps.meals_infos.map((line) => line.counter_type)).toEqual(['']);
    expect(state.form.evps.comment_infos).toHaveLength(1);
  });

  it('duplicates an active line with a code, and deleting the duplicate clears the original', () => {
    let state = run(create(), { type: 'loaded_absences', absences: [absence('sick', { code: 'MAL' })] }, { type: 'absence_duplicate', id: 'sick' });
    expect(state.form.absences.map((line) => [line.id, line.code, line.duplicated, line.is_duplicate])).toEqual([
      ['sick', 'MAL', true, false],
      ['sick_duplicated', '', false, true],
    ]);
    state = run(state, { type: 'absence_delete_duplicate', id: 'sick_duplicated' });
    expect(state.form.absences).toEqual([absence('sick', { code: 'MAL' })]);
  });

  it('an over_hours contract type applies to every over_hours line; they cannot be duplicated', () => {
    const state = run(
      create(),
      { type: 'loaded_evps', evps: [evp('over_hours_25', 2, { code: 'HS25' }), evp('over_hours_50', 2, { code: 'HS50' }), evp('night_hours', 2)] },
      { type: 'evp_counter_type', key: 'over_hours_25', counterType: 'hourly_rate' },
      { type: 'evp_duplicate', key: 'over_hours_50' },
    );
    expect(state.form.evps.hours_increased_infos.map((line) => [line.key, line.counter_type])).toEqual([
      ['over_hours_25', 'hourly_rate'],
      ['over_hours_50', 'hourly_rate'],
      ['night_hours', ''],
    ]);
  });

  it('turning a line off turns its as-EVP export off', () => {
    const state = run(create(), { type: 'loaded_absences', absences: [absence('sick', { as_evp: true })] }, { type: 'absence_active', id: 'sick', active: false }, { type: 'absence_as_evp', id: 'sick', asEvp: true });
    expect(state.form.absences[0]).toMatchObject({ active: false, as_evp: false });
  });
});

describe('bulk update and the uploaded file (spec 3 §4.1, §8)', () => {
  it('an update shared by other shops asks first; refusing returns to the first stage', () => {
    let state = run(update(), { type: 'loaded_basic_data', data: { payroll_software: 1, bulk_update: true, shops_with_same_int_key: [{ id: 6 }, { id: 7 }] }, softwareKind: 'silae' });
    expect(needsBulkConfirmation(state)).toBe(true);
    expect(state.bulkShops).toBe(2);
    state = run(state, { type: 'next' }, { type: 'loaded_absences', absences: [] }, { type: 'next' }, { type: 'bulk_refused' });
    expect(currentStage(state)).toBe('format');
    expect(needsBulkConfirmation(run(update(), { type: 'loaded_basic_data', data: { bulk_update: false }, softwareKind: 'silae' }))).toBe(false);
  });

  it('lists the constraints of a refused config once each, and nothing for another refusal', () => {
    const message =
      'Request body has failed the validation: /lines/0/code must be string - /lines/0/code has failed the following constraints: type - ' +
      '/separator has failed the following constraints: enum - /lines/0/code has failed the following constraints: type';
    expect(configConstraints(message)).toEqual(['/lines/0/code has failed the following constraints: type', '/separator has failed the following constraints: enum']);
    expect(configConstraints('Not found')).toEqual([]);
    expect(configConstraints(null)).toEqual([]);
  });
});

describe('payroll software choices (spec 3 §4.3)', () => {
  const software = [
    { id: 1, name: 'Silae', kind: 'silae' },
    { id: 2, name: 'Quadratus', kind: 'quadratus' },
    { id: 3, name: 'Paie maison', kind: 'custom' },
  ] as const;
  it.each([
    [{ advanced: true, addConfig: true, update: false }, [[1, false], [2, false], [3, false]], 1],
    [{ advanced: false, addConfig: true, update: false }, [[3, false], [1, true], [2, true]], 3],
    [{ advanced: true, addConfig: false, update: false }, [[1, false], [2, false], [3, true]], 1],
    [{ advanced: false, addConfig: false, update: false }, [[1, true], [2, true], [3, true]], null],
    [{ advanced: false, addConfig: false, update: true }, [[3, false], [1, true], [2, true]], 3],
  ])('%j: disabled options last, the first enabled preselected', (permissions, expected, preselected) => {
    const options = softwareOptions(software, permissions);
    expect(options.map((option) => [option.id, option.disabled])).toEqual(expected);
    expect(preselectedSoftware(options, null)?.id ?? null).toBe(preselected);
  });
});
