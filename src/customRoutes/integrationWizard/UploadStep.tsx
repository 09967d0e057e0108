import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { useDropzone } from 'react-dropzone';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { CONFIG_JSON_MAX_BYTES } from '../../domain/payConfigs/constants';
import type { WizardAction, WizardState } from '../../domain/payConfigs/wizard';
import { saveBlob } from '../../ui/saveBlob';

/** The file's text (FileReader: the browsers' and the test DOM's common ground). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/**
 * Spec 3 §2.2 step 5, §5, §8: the JSON template, and the config file dropped or chosen (JSON only); the wizard is
 * blocked while the file is read; the server's constraints for a refused file are listed under the file-error header.
 */
export const UploadStep = ({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [fileName, setFileName] = useState<string | null>(null);
  const template = useMutation({
    mutationFn: () => dataProvider.getPayConfigTemplate(),
    onSuccess: (json) => saveBlob(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }), 'config_template.json'),
    onError: () => notify('integration_wizard.errors.template', { type: 'error' }),
  });
  const read = async (file: File) => {
    dispatch({ type: 'file_reading' });
    setFileName(file.name);
    try {
      const parsed: unknown = JSON.parse(await readText(file));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      dispatch({
        type: 'file_read',
        config: parsed as Record<string, unknown>,
      });
    } catch {
      setFileName(null);
      dispatch({
        type: 'file_errors',
        errors: [translate('integration_wizard.upload.not_json')],
      });
    }
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/json': ['.json'] },
    maxFiles: 1,
    maxSize: CONFIG_JSON_MAX_BYTES,
    multiple: false,
    disabled: state.reading,
    onDropAccepted: ([file]) => void read(file),
    onDropRejected: () =>
      dispatch({
        type: 'file_errors',
        errors: [
          translate('integration_wizard.upload.rejected', {
            size: Math.round(CONFIG_JSON_MAX_BYTES / 1024),
          }),
        ],
      }),
  });
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<DownloadIcon />} onClick={() => template.mutate()} disabled={template.isPending}>
          {translate('integration_wizard.upload.template')}
        </Button>
      </Box>
      <Box
        {...getRootProps()}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 4,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: isDragActive ? 'action.hover' : undefined,
        }}
      >
        <input {...getInputProps()} aria-label={translate('integration_wizard.upload.input')} />
        <UploadFileIcon color="action" fontSize="large" />
        <Typography>{translate('integration_wizard.upload.drop')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('integration_wizard.upload.json_only')}
        </Typography>
      </Box>
      {state.reading ? <LinearProgress aria-label={translate('integration_wizard.upload.reading')} /> : null}
      {fileName && state.form.config_json ? <Alert severity="success">{translate('integration_wizard.upload.loaded', { name: fileName })}</Alert> : null}
      {!fileName && state.form.config_json ? <Alert severity="info">{translate('integration_wizard.upload.saved_config')}</Alert> : null}
      {state.fileErrors.length > 0 ? (
        <Alert severity="error">
          <AlertTitle>{translate('integration_wizard.upload.file_error')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {state.fileErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Stack>
  );
};
