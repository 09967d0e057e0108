import type { Kysely } from 'kysely';
import type { AutomatedReportSchedule } from '../../../src/domain/reportSchedule.js';
import { scheduleExpression } from '../../../src/domain/reportSchedule.js';
import type { Database } from '../../../server/db/types/index.js';

/** The automated report tests' fixtures (issue 30): a schedule as the automated report dialog stores it. */
export function monthlySchedule(changes: { day?: number; time?: string; lock?: boolean; grouped?: boolean } = {}): AutomatedReportSchedule {
  const delivery = { reportIntervalAmount: 1, reportIntervalUnit: 'month' as const, lastDayOfTheMonth: false, dayNumber: changes.day ?? 1, time: changes.time ?? '09:00' };
  return {
    delivery: { ...delivery, scheduleExpression: scheduleExpression(delivery)! },
    reportPeriod: { durationAmount: 1, durationUnit: 'month', delayedReport: false, delayAmount: null, delayUnit: null },
    lockAfterGeneration: changes.lock ?? false,
    groupedExport: changes.grouped ?? true,
  };
}

/** Stores a schedule on a config as the pay-config service's automated report update does (pay_configs.schedule). */
export async function setSchedule(db: Kysely<Database>, configId: string, schedule: AutomatedReportSchedule | null): Promise<void> {
  await db.updateTable('pay_configs').set({ schedule: schedule === null ? null : JSON.stringify(schedule) }).where('id', '=', configId).execute();
}
