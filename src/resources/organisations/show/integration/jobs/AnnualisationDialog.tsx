import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import { parseAnnualizationCsv, type AnnualizationLine } from '../../../../../domain/integrationLaunches/annualization';
import { MISSIONS_MAX_BYTES } from '../../../../../domain/integrationLaunches/missions';

/** The file's text (FileReader: what every browser has). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

/** Spec 3 §4.6: the file's parsing states (idle before a file is chosen). */
type Parsing = { state: 'idle' } | { state: 'parsing'; name: string } | { state: 'error'; name: string } | { state: 'done'; name: string; lines: AnnualizationLine[]; skipped: number };

interface AnnualisationDialogProps {
  organisationId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 3 §2.1, §4.6, §5, §8: the annualisation CSV (user id; theoretical balance), read here (parsing, error, done),
 * then the users' configs fetched and the balances sent per shop; 'error_file' for an unreadable file or one with no
 * user id, 'no config' when none of the users has an annualisation config.
 */
export default function AnnualisationDialog(props: AnnualisationDialogProps) {
  // mounted while open: each opening starts with no file
  return props.open ? <OpenAnnualisationDialog {...props} /> : null;
}

function OpenAnnualisationDialog({ organisationId, onClose }: AnnualisationDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [parsing, setParsing] = useState<Parsing>({ state: 'idle' });

  const send = useMutation({
    mutationFn: async (lines: AnnualizationLine[]) => {
      const configs = await dataProvider.getAnnualizationConfigs(organisationId, [...new Set(lines.map((line) => line.user_id))]);
      if (configs.length === 0) return null;
      return dataProvider.updateAnnualizationBalances(organisationId, { balances: lines });
    },
    onSuccess: (answer) => {
      if (answer === null) {
        notify('annualisation.no_config', { type: 'error' });
        return;
      }
      notify('annualisation.done', { type: 'success', messageArgs: { smart_count: answer.updated } });
      onClose();
    },
    onError: () => notify('annualisation.error_launching', { type: 'error' }),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setParsing({ state: 'parsing', name: file.name });
    const parsed = !file.name.toLowerCase().endsWith('.csv') || file.size > MISSIONS_MAX_BYTES ? null : parseAnnualizationCsv(await textOf(file).catch(() => ''));
    if (!parsed || parsed.state === 'error') {
      setParsing({ state: 'error', name: file.name });
      notify('annualisation.error_file', { type: 'error' });
      return;
    }
    setParsing({ state: 'done', name: file.name, lines: parsed.lines, skipped: parsed.skipped });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsing.state === 'done') send.mutate(parsing.lines);
  };

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('annualisation.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('annualisation.help')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={send.isPending || parsing.state === 'parsing'}>
              {translate('annualisation.choose')}
              <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} data-testid="annualisation-file" />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {parsing.state === 'idle' ? translate('annualisation.no_file') : parsing.name}
            </Typography>
          </Stack>
          {parsing.state === 'parsing' ? <Alert severity="info" sx={{ mt: 2 }}>{translate('annualisation.parsing')}</Alert> : null}
          {parsing.state === 'error' ? <Alert severity="error" sx={{ mt: 2 }}>{translate('annualisation.error_file')}</Alert> : null}
          {parsing.state === 'done' ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              {translate('annualisation.parsed', { smart_count: parsing.lines.length, skipped: parsing.skipped })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={parsing.state !== 'done' || send.isPending}>
            {translate('annualisation.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
