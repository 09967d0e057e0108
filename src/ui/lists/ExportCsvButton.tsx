import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { downloadCSV, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { ExportableList } from '../../dataProviders/superAdmin/listExports';
import { CSV_EXPORT_MAX_ROWS } from '../../domain/csvExport';

/** Excel reads a UTF-8 file's accents right only after a byte order mark (the browser drops the server's). */
const BOM = '\uFEFF';

/**
 * Exports the list as it stands (issue 15): the server's CSV of the current filters and sort,
 * every row up to its cap (a notice says when the list was longer), formula cells neutralised.
 */
export const ExportCsvButton = ({ list }: { list: ExportableList }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [locale] = useLocaleState();
  const { sort, filterValues, total } = useListContext();
  const exporting = useMutation({
    mutationFn: () => dataProvider.exportList(list, { sort, filter: filterValues }),
    onSuccess: (exported) => {
      downloadCSV(BOM + exported.csv, `${list}-${new Date().toISOString().slice(0, 10)}`);
      const count = new Intl.NumberFormat(locale);
      if (exported.truncated) {
        notify('lists.export_truncated', { type: 'warning', messageArgs: { total: count.format(exported.total), max: count.format(CSV_EXPORT_MAX_ROWS) } });
      }
    },
    onError: () => notify('lists.export_error', { type: 'error' }),
  });
  return (
    <Button
      size="small"
      startIcon={exporting.isPending ? <CircularProgress size={16} /> : <DownloadIcon />}
      onClick={() => exporting.mutate()}
      disabled={exporting.isPending || total === 0}
    >
      {translate('ra.action.export')}
    </Button>
  );
};
