import { useMutation } from '@tanstack/react-query';
import { downloadCSV, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import type { ExtractRange, ExtractUser } from '../../../../dataProviders/superAdmin/clockExtract';
import { clockExtractCsv, clockExtractFileName, clockExtractRows } from '../../../../domain/clockExtract/clockExtractRows';

/** 'empty': neither shifts nor clock-ins in the range, so no file; 'downloaded': the CSV was handed to the browser. */
export type ClockExtractOutcome = 'empty' | 'downloaded';

/**
 * Spec 2 §2.2, §3: both calls at once, then the rows of the CSV, downloaded as clock_in_outs_<shop>_<start>_<end>.csv.
 * A failure of either call: the 'errors.loading' toast (§8).
 */
export function useClockExtract(shopId: number, users: readonly ExtractUser[]) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (range: ExtractRange): Promise<ClockExtractOutcome> => {
      const [shifts, punch] = await Promise.all([dataProvider.getExtractShifts(shopId, range), dataProvider.getExtractClockInOuts(shopId, range)]);
      if (shifts.length === 0 && punch.clock_in_outs.length === 0) return 'empty';
      const rows = clockExtractRows({ shopId, timeZone: punch.timezone, users, shifts, clockInOuts: punch.clock_in_outs });
      downloadCSV(clockExtractCsv(rows), clockExtractFileName(shopId, range.startDate, range.endDate).replace(/\.csv$/, ''));
      return 'downloaded';
    },
    onError: () => notify('clock_extract.errors.loading', { type: 'error' }),
  });
}
