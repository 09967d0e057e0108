import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImportErrorList } from './ImportErrorList';
import { ImportFileDrop } from './ImportFileDrop';
import { ImportResult } from './ImportResult';
import { TemplatePickers } from './TemplatePickers';
import { refusalOf, useUserImport } from './useUserImport';

/**
 * The import-users modal (spec 2 §2.2, §2.7, §4, §5, §8): pick and download the template, drop the
 * filled file (required), import; loading, then the result or the error list.
 */
export const ImportUsersDialog = ({ shopId, country, onClose }: { shopId: number; country: string; onClose: () => void }) => {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const importing = useUserImport(shopId);
  const choose = (next: File | null) => {
    setFile(next);
    importing.reset();
  };
  const refusal = importing.isError ? refusalOf(importing.error) : null;
  return (
    <Dialog open onClose={importing.isPending ? undefined : onClose} aria-labelledby="import-users-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-users-title">{translate('user_import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('user_import.template.help')}
          </Typography>
          <TemplatePickers shopCountry={country} />
          <ImportFileDrop file={file} onChange={choose} disabled={importing.isPending} />
          {importing.isPending ? (
            <Stack spacing={1}>
              <LinearProgress />
              <Typography variant="body2">{translate('user_import.importing')}</Typography>
            </Stack>
          ) : null}
          {importing.isSuccess ? <ImportResult result={importing.data} /> : null}
          {refusal?.kind === 'rows' ? <ImportErrorList errors={refusal.errors} /> : null}
          {refusal?.kind === 'file' ? <Alert severity="error">{translate(`user_import.errors.file.${refusal.key}`)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing.isPending}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" onClick={() => file && importing.mutate(file)} disabled={!file || importing.isPending || importing.isSuccess}>
          {translate('user_import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
