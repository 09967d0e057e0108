import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { useTranslate } from 'react-admin';
import { MAX_IMPORT_FILE_BYTES } from '../../../../domain/userImport/columns';

const XLSX = { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] };

/** The file of the import (required, .xlsx only): dropped or chosen, shown with a way to remove it. */
export const ImportFileDrop = ({ file, onChange, disabled }: { file: File | null; onChange: (file: File | null) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    accept: XLSX,
    maxFiles: 1,
    maxSize: MAX_IMPORT_FILE_BYTES,
    multiple: false,
    disabled,
    onDropAccepted: ([accepted]) => onChange(accepted),
  });
  if (file) {
    return (
      <Stack direction="row" alignItems="center" spacing={1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}>
        <UploadFileIcon color="primary" />
        <Typography sx={{ flex: 1 }} noWrap>
          {file.name}
        </Typography>
        <IconButton size="small" aria-label={translate('user_import.file.remove')} onClick={() => onChange(null)} disabled={disabled}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }
  return (
    <Box
      {...getRootProps()}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: isDragActive ? 'primary.main' : 'divider', borderRadius: 1, p: 3, textAlign: 'center', cursor: 'pointer' }}
    >
      <input {...getInputProps()} aria-label={translate('user_import.file.label')} />
      <UploadFileIcon color="action" />
      <Typography>{translate('user_import.file.drop')}</Typography>
      {fileRejections.length > 0 ? (
        <Typography color="error" variant="body2">
          {translate('user_import.file.rejected')}
        </Typography>
      ) : null}
    </Box>
  );
};
