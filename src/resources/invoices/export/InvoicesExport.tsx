import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExportProgress } from '../../../dataProviders/superAdmin/invoices';
import { currentMonth, exportRangeProblem, isoDay, receivedPercent, type ExportRange } from './exportRange';
import { ExportRangeInputs } from './ExportRangeInputs';
import { useInvoicesExport } from './useInvoicesExport';

/** "12 ko reçus · 1 250 lignes": the size in the user's units, the rows when the server announced them. */
function useProgressText(progress: ExportProgress | null): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formats = useMemo(
    () => ({ kilobytes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }), count: new Intl.NumberFormat(locale) }),
    [locale],
  );
  if (!progress) return translate('invoices.export.starting');
  const received = translate('invoices.export.received', { size: formats.kilobytes.format(progress.receivedBytes / 1024) });
  if (progress.rows === null) return received;
  return `${received} · ${translate('invoices.export.rows', { smart_count: progress.rows, rows: formats.count.format(progress.rows) })}`;
}

/**
 * Spec 2 §2.8: the export range (the current month by default) and the export button, which downloads the .xlsx of the charges
 * created in it; while the file streams, a progress bar (determinate when its size is known) with what was received, and a cancel.
 */
export const InvoicesExport = () => {
  const translate = useTranslate();
  const [range, setRange] = useState<ExportRange>(() => currentMonth(new Date()));
  const exporter = useInvoicesExport();
  const progressText = useProgressText(exporter.progress);
  const problem = exportRangeProblem(range);
  const start = isoDay(range.start);
  const end = isoDay(range.end);
  const percent = exporter.progress ? receivedPercent(exporter.progress.receivedBytes, exporter.progress.totalBytes) : null;
  return (
    <Box component="section" aria-label={translate('invoices.export.title')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ExportRangeInputs
          range={range}
          onChange={setRange}
          disabled={exporter.running}
          endError={problem === 'end_before_start' ? translate('invoices.export.end_before_start') : undefined}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={problem !== null || exporter.running}
          onClick={() => start && end && exporter.start({ start_date: start, end_date: end })}
          sx={{ height: 40 }}
        >
          {translate('invoices.export.button')}
        </Button>
        {exporter.running ? (
          <Button onClick={exporter.cancel} sx={{ height: 40 }}>
            {translate('ra.action.cancel')}
          </Button>
        ) : null}
      </Stack>
      {exporter.running ? (
        <Box role="status">
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={translate('invoices.export.in_progress')}
          />
          <Typography variant="caption" color="text.secondary">
            {progressText}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
};
