import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface LoadErrorStateProps {
  /** i18n key of what could not be loaded ("An error occurred while loading the organisations.") */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * What a screen shows when its data could not be loaded (issue 15): the failure said plainly and a
 * retry button, never an empty result that would read as "there is nothing".
 */
export const LoadErrorState = ({ message, onRetry, retrying = false }: LoadErrorStateProps) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6, px: 2, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
      <Typography>{translate(message)}</Typography>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry} disabled={retrying}>
        {translate('load_error.retry')}
      </Button>
    </Box>
  );
};
