import { describe, expect, it } from 'vitest';
import {
  ALERT_RULE_FIELDS,
  ALERT_TYPES,
  RULE_DRIVEN_ALERTS,
  RULE_FIELDS_WITHOUT_ALERT,
  RULE_FIELD_NAMES,
  type AlertType,
  type RuleField,
} from '../../src/domain/labourLaws';
import {
  alertsDisagreeingWithRules,
  initialForNewLaw,
  initialFromLaw,
  isAlertRuleSet,
  isRuleValueSet,
  onAlertSet,
  onAlertToggled,
  onRulesChanged,
  type AlertsState,
} from '../../src/domain/labourLawAlerts';

/** A sample value of the right kind for any rule field. */
const SAMPLE: Record<RuleField, unknown> = {
  daily_rest_min_hours: 11,
  first_may_maj: 100,
  holiday_maj: 100,
  max_amendments: 8,
  max_coupure_hours: 5,
  max_cuts_calculation: 'daily',
  max_cuts_nb: 1,
  max_daily_hours: 10,
  max_day_length: 13,
  max_day_straight_nb: 6,
  max_extra_quarterly_worked_days: 3,
  max_weekly_hours: 48,
  min_shift_update_delay: 7,
  minimum_part_time_worked: 2,
  minimum_part_time_worked_weekly: 24,
  night_shifts_end_at_for_alerts: '06:00',
  night_shifts_start_at_for_alerts: '22:00',
  part_time_contract_hours_wo_cuts_allowed: 24,
  part_time_max_day_length: 10,
  part_time_percent_limit: 10,
  sunday_maj: 20,
  weekly_day_rest_num: 2,
  part_time_hour_limit: 35,
  contract_data: { full_time_hours: 35 },
  dissociate_work_break_and_presence_time_impact: true,
  hours_without_pause: 6,
  min_pause_time: 20,
};

const without = (alerts: readonly AlertType[], alert: AlertType) => alerts.filter((a) => a !== alert);
const state = (alerts: readonly AlertType[], manuallyChanged: readonly AlertType[] = []): AlertsState => ({ alerts, manuallyChanged });

describe('alert-to-rule mapping (spec 1 §3)', () => {
  it('maps each alert as the spec says', () => {
    expect(ALERT_RULE_FIELDS).toEqual({
      weekly_rest: ['weekly_day_rest_num'],
      daily_rest: ['daily_rest_min_hours'],
      pause: ['hours_without_pause', 'min_pause_time'],
      minimum_part_time_work: ['minimum_part_time_worked'],
      overtime_limit: ['part_time_percent_limit'],
      minimum_part_time_work_weekly: ['minimum_part_time_worked_weekly'],
      disallowed_cuts: ['part_time_contract_hours_wo_cuts_allowed'],
      part_time_max_day_length: ['part_time_max_day_length'],
      overtime_limit_2: ['part_time_hour_limit'],
      maximum_cuts: ['max_cuts_nb', 'max_cuts_calculation'],
      coupure: ['max_coupure_hours'],
      sunday_increase: ['sunday_maj'],
      holidays_increase: ['holiday_maj'],
      night_shift: ['night_shifts_start_at_for_alerts', 'night_shifts_end_at_for_alerts'],
      late_modification: ['min_shift_update_delay'],
      six_days_straight: ['max_day_straight_nb'],
      shift_delay: ['max_day_length'],
      extra_contract: ['max_extra_quarterly_worked_days'],
      max_weekly: ['max_weekly_hours'],
      daily_hours_worked: ['max_daily_hours'],
      absence_hours_in_counter_exceed_contract_hours: [],
      minimum_weekly_work_time: [],
      holidays: [],
      shift_conflict: [],
    });
    expect(ALERT_TYPES).toHaveLength(24);
    expect(RULE_DRIVEN_ALERTS).toHaveLength(20);
  });

  it('maps each rule field to one alert at most; max_amendments drives none (no such alert type)', () => {
    const mapped = RULE_DRIVEN_ALERTS.flatMap((alert) => ALERT_RULE_FIELDS[alert]);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(mapped.every((field) => RULE_FIELD_NAMES.includes(field))).toBe(true);
    expect([...RULE_FIELDS_WITHOUT_ALERT].sort()).toEqual(
      ['contract_data', 'dissociate_work_break_and_presence_time_impact', 'first_may_maj', 'max_amendments'].sort(),
    );
  });
});

describe('isRuleValueSet', () => {
  it('counts 0, false, objects and text as set; missing, null, NaN and blank text as empty', () => {
    for (const value of [0, 11, false, true, '22:00', {}, []]) expect(isRuleValueSet(value)).toBe(true);
    for (const value of [undefined, null, Number.NaN, '', '  ']) expect(isRuleValueSet(value)).toBe(false);
  });

  it('sets an alert when any of its fields is set', () => {
    expect(isAlertRuleSet({ min_pause_time: 20 }, 'pause')).toBe(true);
    expect(isAlertRuleSet({ hours_without_pause: 6 }, 'pause')).toBe(true);
    expect(isAlertRuleSet({ hours_without_pause: null }, 'pause')).toBe(false);
    expect(isAlertRuleSet(null, 'pause')).toBe(false);
    expect(isAlertRuleSet({ anything: 1 }, 'shift_conflict')).toBe(false);
  });
});

describe('a new law (spec 1 §4)', () => {
  it('starts with every alert selected and none changed by hand', () => {
    expect(initialForNewLaw()).toEqual({ alerts: [...ALERT_TYPES], manuallyChanged: [] });
  });

  it('removes an alert when its rule is set then emptied', () => {
    let s = initialForNewLaw();
    s = onRulesChanged(s, {}, { max_weekly_hours: 48 });
    expect(s.alerts).toEqual(ALERT_TYPES);
    s = onRulesChanged(s, { max_weekly_hours: 48 }, {});
    expect(s.alerts).toEqual(without(ALERT_TYPES, 'max_weekly'));
  });
});

describe('alerts follow rules, for each mapping entry (spec 1 §4)', () => {
  const entries = RULE_DRIVEN_ALERTS.flatMap((alert) => ALERT_RULE_FIELDS[alert].map((field) => [alert, field] as [AlertType, RuleField]));

  it.each(entries)('%s follows %s', (alert, field) => {
    const others = without(ALERT_TYPES, alert);
    const start = state(others);
    const added = onRulesChanged(start, {}, { [field]: SAMPLE[field] });
    expect(added.alerts).toEqual(ALERT_TYPES);
    expect(added.manuallyChanged).toEqual([]);
    const removed = onRulesChanged(added, { [field]: SAMPLE[field] }, { [field]: null });
    expect(removed.alerts).toEqual(others);
    // a changed value that stays set changes nothing
    const unchanged = onRulesChanged(added, { [field]: SAMPLE[field] }, { [field]: 0 });
    expect(unchanged).toBe(added);
  });

  it.each(entries)('%s is left alone when changed by hand (%s)', (alert, field) => {
    const handOff = state(without(ALERT_TYPES, alert), [alert]);
    expect(onRulesChanged(handOff, {}, { [field]: SAMPLE[field] })).toBe(handOff);
    const handOn = state(ALERT_TYPES, [alert]);
    expect(onRulesChanged(handOn, { [field]: SAMPLE[field] }, {})).toBe(handOn);
  });

  it('rules that drive no alert change nothing', () => {
    const s = state(['holidays']);
    for (const field of RULE_FIELDS_WITHOUT_ALERT) {
      expect(onRulesChanged(s, {}, { [field]: SAMPLE[field] })).toBe(s);
      expect(onRulesChanged(s, { [field]: SAMPLE[field] }, {})).toBe(s);
    }
  });

  it('alerts no rule drives are never added or removed', () => {
    const all = Object.fromEntries(RULE_FIELD_NAMES.map((f) => [f, SAMPLE[f]]));
    const s = onRulesChanged(state([]), {}, all);
    expect(s.alerts).toEqual(RULE_DRIVEN_ALERTS);
    expect(onRulesChanged(state(['holidays', 'shift_conflict']), all, {}).alerts).toEqual(['holidays', 'shift_conflict']);
  });
});

describe('alerts with two rule fields', () => {
  it('pause stays while either field is set, and goes when both are empty', () => {
    let s = state([]);
    s = onRulesChanged(s, {}, { hours_without_pause: 6 });
    expect(s.alerts).toEqual(['pause']);
    s = onRulesChanged(s, { hours_without_pause: 6 }, { hours_without_pause: 6, min_pause_time: 20 });
    expect(s.alerts).toEqual(['pause']);
    s = onRulesChanged(s, { hours_without_pause: 6, min_pause_time: 20 }, { min_pause_time: 20 });
    expect(s.alerts).toEqual(['pause']);
    s = onRulesChanged(s, { min_pause_time: 20 }, {});
    expect(s.alerts).toEqual([]);
  });

  it('night_shift follows its two time fields the same way', () => {
    let s = state([]);
    s = onRulesChanged(s, {}, { night_shifts_start_at_for_alerts: '22:00', night_shifts_end_at_for_alerts: '06:00' });
    expect(s.alerts).toEqual(['night_shift']);
    s = onRulesChanged(s, { night_shifts_start_at_for_alerts: '22:00', night_shifts_end_at_for_alerts: '06:00' }, { night_shifts_end_at_for_alerts: '06:00' });
    expect(s.alerts).toEqual(['night_shift']);
  });

  it('maximum_cuts is added by its calculation mode alone too', () => {
    expect(onRulesChanged(state([]), {}, { max_cuts_calculation: 'weekly' }).alerts).toEqual(['maximum_cuts']);
  });
});

describe('several rules at once, order kept', () => {
  it('adds and removes in one change, keeping ALERT_TYPES order', () => {
    const s = onRulesChanged(state(['weekly_rest', 'coupure']), { weekly_day_rest_num: 2 }, { sunday_maj: 20, daily_rest_min_hours: 11 });
    expect(s.alerts).toEqual(['coupure', 'daily_rest', 'sunday_increase']);
  });

  it('treats missing rules (null or undefined) as empty', () => {
    expect(onRulesChanged(state([]), null, { max_daily_hours: 10 }).alerts).toEqual(['daily_hours_worked']);
    expect(onRulesChanged(state(['daily_hours_worked']), { max_daily_hours: 10 }, undefined).alerts).toEqual([]);
  });

  it('counts a blank string as empty and 0 or false as set', () => {
    expect(onRulesChanged(state([]), {}, { max_daily_hours: 0 }).alerts).toEqual(['daily_hours_worked']);
    expect(onRulesChanged(state(['coupure']), { max_coupure_hours: 5 }, { max_coupure_hours: '' }).alerts).toEqual([]);
  });
});

describe('alerts changed by hand', () => {
  it('toggling flips the alert and marks it changed by hand', () => {
    let s = initialForNewLaw();
    s = onAlertToggled(s, 'daily_rest');
    expect(s.alerts).toEqual(without(ALERT_TYPES, 'daily_rest'));
    expect(s.manuallyChanged).toEqual(['daily_rest']);
    s = onAlertToggled(s, 'daily_rest');
    expect(s.alerts).toEqual(ALERT_TYPES);
    expect(s.manuallyChanged).toEqual(['daily_rest']);
  });

  it('a hand-unticked alert is not re-added when its rule is set; the others still follow', () => {
    let s = onAlertToggled(state([]), 'sunday_increase');
    s = onAlertToggled(s, 'sunday_increase');
    expect(s).toEqual({ alerts: [], manuallyChanged: ['sunday_increase'] });
    s = onRulesChanged(s, {}, { sunday_maj: 20, holiday_maj: 100 });
    expect(s.alerts).toEqual(['holidays_increase']);
  });

  it('a hand-ticked alert is not removed when its rule is emptied', () => {
    let s = onAlertToggled(state([]), 'daily_rest');
    s = onRulesChanged(s, {}, { daily_rest_min_hours: 11 });
    s = onRulesChanged(s, { daily_rest_min_hours: 11 }, {});
    expect(s.alerts).toEqual(['daily_rest']);
  });

  it('onAlertSet only changes (and marks) the alert when the value differs', () => {
    const s = state(['pause']);
    expect(onAlertSet(s, 'pause', true)).toBe(s);
    expect(onAlertSet(s, 'pause', false)).toEqual({ alerts: [], manuallyChanged: ['pause'] });
    expect(onAlertSet(s, 'holidays', true)).toEqual({ alerts: ['holidays', 'pause'], manuallyChanged: ['holidays'] });
  });
});

describe('a loaded law (spec 1 §4)', () => {
  it('marks nothing when the alerts agree with the rules', () => {
    const law = { alerts: ['pause', 'daily_rest', 'holidays'], rules: { daily_rest_min_hours: 11, min_pause_time: 20 } };
    expect(initialFromLaw(law)).toEqual({ alerts: ['daily_rest', 'holidays', 'pause'], manuallyChanged: [] });
  });

  it('marks alerts selected without their rule, and rules set without their alert, as changed by hand', () => {
    const law = { alerts: ['max_weekly', 'shift_conflict'], rules: { sunday_maj: 20, max_daily_hours: 10 } };
    const s = initialFromLaw(law);
    expect(s.alerts).toEqual(['max_weekly', 'shift_conflict']);
    expect(s.manuallyChanged).toEqual(['daily_hours_worked', 'max_weekly', 'sunday_increase']);
    expect(alertsDisagreeingWithRules(law.alerts, law.rules)).toEqual(s.manuallyChanged);
  });

  it('leaves the disagreeing alerts alone afterwards, while the others follow', () => {
    let s = initialFromLaw({ alerts: ['max_weekly'], rules: { sunday_maj: 20 } });
    s = onRulesChanged(s, { sunday_maj: 20 }, { max_weekly_hours: 48, max_daily_hours: 10 });
    expect(s.alerts).toEqual(['daily_hours_worked', 'max_weekly']);
    s = onRulesChanged(s, { max_weekly_hours: 48, max_daily_hours: 10 }, { sunday_maj: 20 });
    expect(s.alerts).toEqual(['max_weekly']);
  });

  it('drops alert names it does not know', () => {
    expect(initialFromLaw({ alerts: ['holidays', 'coffee_break'], rules: {} })).toEqual({ alerts: ['holidays'], manuallyChanged: [] });
  });

  it('never marks alerts that no rule drives', () => {
    expect(initialFromLaw({ alerts: [], rules: { contract_data: {} } }).manuallyChanged).toEqual([]);
    expect(initialFromLaw({ alerts: ['holidays', 'shift_conflict'], rules: { max_amendments: 8 } }).manuallyChanged).toEqual([]);
  });
});
