import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import { MISSIONS_MAX_BYTES } from '../../../../../domain/integrationLaunches/missions';
import { kilobytes } from './fileSize';

export const MISSIONS_TEMPLATE_URL = '/csv/update_missions_template.csv';

const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');

interface MissionsDialogProps {
  organisationId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 3 §2.1, §5, §9: the missions CSV, sent to the shops service with the organisation's shop ids. CSV only, one
 * file, its size shown in kilobytes; over 1,000,000 bytes a max-size error and submit disabled; submit disabled with
 * no file and while sending.
 */
export default function MissionsDialog(props: MissionsDialogProps) {
  // mounted while open: each opening starts with no file
  return props.open ? <OpenMissionsDialog {...props} /> : null;
}

function OpenMissionsDialog({ organisationId, onClose }: MissionsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const tooLarge = file !== null && file.size > MISSIONS_MAX_BYTES;

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const shops = await dataProvider.getOrganisationShops(organisationId);
      return dataProvider.uploadMissions(organisationId, shops.map((shop) => shop.id), chosen);
    },
    onSuccess: (answer) => {
      notify('missions.imported', { type: answer.refused > 0 ? 'warning' : 'success', messageArgs: { applied: answer.applied, unchanged: answer.unchanged, refused: answer.refused } });
      onClose();
    },
    onError: () => notify('missions.import_error', { type: 'error' }),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setWrongType(chosen !== null && !isCsv(chosen));
    setFile(chosen && isCsv(chosen) ? chosen : null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !tooLarge) upload.mutate(file);
  };

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('missions.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('missions.help')}{' '}
            <Link href={MISSIONS_TEMPLATE_URL} download>
              {translate('missions.template')}
            </Link>
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={upload.isPending}>
              {translate('missions.choose')}
              <input hidden type="file" accept=".csv,text/csv" onChange={choose} data-testid="missions-file" />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file ? translate('missions.file', { name: file.name, size: kilobytes(file.size, locale) }) : translate('missions.no_file')}
            </Typography>
          </Stack>
          {tooLarge ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('missions.max_size', { max: kilobytes(MISSIONS_MAX_BYTES, locale) })}
            </Alert>
          ) : null}
          {wrongType ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('missions.csv_only')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!file || tooLarge || upload.isPending}>
            {translate('missions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
