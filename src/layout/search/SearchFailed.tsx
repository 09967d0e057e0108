import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The search popup when the search call failed (issue 15): said as a failure with a retry, never
 * "no result" as if the customer did not exist. Clicking keeps the focus in the search box.
 */
export const SearchFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="error" sx={{ flex: '1 1 auto' }}>
        {translate('search.failed')}
      </Typography>
      <Button size="small" startIcon={<RefreshIcon />} onMouseDown={(event) => event.preventDefault()} onClick={onRetry}>
        {translate('load_error.retry')}
      </Button>
    </Box>
  );
};
