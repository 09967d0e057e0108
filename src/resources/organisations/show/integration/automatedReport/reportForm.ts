import type { AutomatedReportSchedule } from '../../../../../contracts/payConfigs';
import { scheduleExpression, validateDelivery, validateReportPeriod, type ReportPeriod, type ScheduleDelivery } from '../../../../../domain/reportSchedule';

/** The dialog's state: the §3.3 schedule without its expression (computed from the rest, §4.4). */
export interface ReportForm {
  delivery: Omit<ScheduleDelivery, 'scheduleExpression'>;
  reportPeriod: ReportPeriod;
  lockAfterGeneration: boolean;
  groupedExport: boolean;
}

/** Create mode: once a month on the 1st at 08:00, the previous month. */
export const NEW_REPORT: ReportForm = {
  delivery: { reportIntervalAmount: 1, reportIntervalUnit: 'month', lastDayOfTheMonth: false, dayNumber: 1, time: '08:00' },
  reportPeriod: { durationAmount: 1, durationUnit: 'month', delayedReport: false, delayAmount: null, delayUnit: null },
  lockAfterGeneration: false,
  groupedExport: false,
};

/** Edit mode: the stored schedule (fields it lacks take the create defaults). */
export function formOf(schedule: Record<string, unknown> | null): ReportForm {
  const stored = (schedule ?? {}) as Partial<AutomatedReportSchedule>;
  const { scheduleExpression: _expression, ...delivery } = { ...NEW_REPORT.delivery, scheduleExpression: '', ...(stored.delivery ?? {}) };
  return {
    delivery,
    reportPeriod: { ...NEW_REPORT.reportPeriod, ...(stored.reportPeriod ?? {}) },
    lockAfterGeneration: stored.lockAfterGeneration ?? false,
    groupedExport: stored.groupedExport ?? false,
  };
}

/** The schedule the service stores (§7 update automated report). */
export function scheduleOf(form: ReportForm): AutomatedReportSchedule {
  return { ...form, delivery: { ...form.delivery, scheduleExpression: scheduleExpression(form.delivery) ?? '' } };
}

/** The errors of a step (0 delivery, 1 period; the summary has none), field -> i18n key. */
export function stepErrors(form: ReportForm, step: number): Record<string, string> {
  if (step === 0) return validateDelivery(form.delivery) as Record<string, string>;
  if (step === 1) return validateReportPeriod(form.reportPeriod) as Record<string, string>;
  return {};
}
