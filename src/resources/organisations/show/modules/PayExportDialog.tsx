import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';

interface PayExportDialogProps {
  busy: boolean;
  onConfirm: (payExporter: string) => void;
  onClose: () => void;
}

/** The pay-export modal (spec 2 §2.7): the pay exporter every shop of the organisation gets. */
export const PayExportDialog = ({ busy, onConfirm, onClose }: PayExportDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const id = useId();
  const [choice, setChoice] = useState('');
  const keys = useQuery({
    queryKey: ['pay_exporter_keys'],
    queryFn: ({ signal }) => dataProvider.getPayExporterKeys(signal),
    staleTime: Infinity,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{translate('modules.pay_export.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('modules.pay_export.content')}</DialogContentText>
        <TextField select fullWidth label={translate('modules.pay_export.select')} value={choice} onChange={(event) => setChoice(event.target.value)}>
          {(keys.data ?? []).map((exporter) => (
            <MenuItem key={exporter.key} value={exporter.key}>
              {exporter.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('modules.confirm.cancel')}</Button>
        <Button onClick={() => onConfirm(choice)} disabled={busy || choice === ''} variant="contained">
          {translate('modules.pay_export.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
