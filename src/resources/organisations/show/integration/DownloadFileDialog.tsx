import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation } from '@tanstack/react-query';
import { parseISO, subMonths } from 'date-fns';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PayConfig } from '../../../../contracts/payConfigs';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { apiErrorText } from '../../../../dataProviders/apiError';
import { monthPeriod } from '../../../../domain/payConfigs/period';
import { DateLocalization } from '../../../../ui/DateLocalization';
import { saveBlob } from '../../../../ui/saveBlob';

/** Issue 29: the payroll file of one month (last month by default) for every shop the integration exports. */
export const DownloadFileDialog = ({ config, onClose }: { config: Pick<PayConfig, 'id' | 'name'>; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [month, setMonth] = useState<Date | null>(() => subMonths(new Date(), 1));
  const download = useMutation({
    mutationFn: (day: Date) => dataProvider.downloadPayConfigExport(config.id, monthPeriod(day)),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName);
      onClose();
    },
    onError: (error) => notify(apiErrorText(error, translate, { fallback: 'integrations.errors.download', catalogue: true }), { type: 'error' }),
  });
  const valid = month !== null && !Number.isNaN(month.getTime());
  return (
    <Dialog open onClose={download.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('integrations.download.title', { name: config.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('integrations.download.content')}</DialogContentText>
        <DateLocalization>
          <DatePicker
            label={translate('integrations.download.month')}
            views={['year', 'month']}
            openTo="month"
            format="MM/yyyy"
            value={month}
            onChange={(value) => setMonth(value as Date | null)}
            maxDate={new Date()}
            minDate={parseISO('2015-01-01')}
            slotProps={{ textField: { size: 'small', fullWidth: true } }}
          />
        </DateLocalization>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={download.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" disabled={!valid || download.isPending} onClick={() => valid && download.mutate(month)}>
          {translate('integrations.download.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
