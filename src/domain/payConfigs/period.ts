import { endOfMonth, format, startOfMonth, subMonths } from 'date-fns';

/** A payroll file's period: first and last day of a month, YYYY-MM-DD (the end included, contracts ExportQuery). */
export interface PayPeriod {
  period_start: string;
  period_end: string;
}

/** The month a date falls in, as a payroll period. */
export function monthPeriod(day: Date): PayPeriod {
  return { period_start: format(startOfMonth(day), 'yyyy-MM-dd'), period_end: format(endOfMonth(day), 'yyyy-MM-dd') };
}

/** The download and the preview default to last month: the month a payroll is usually run for (issue 29). */
export function lastMonthPeriod(today: Date): PayPeriod {
  return monthPeriod(subMonths(today, 1));
}
