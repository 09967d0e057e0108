import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A labelled value of the details tab that the form shows but does not edit. */
export const ReadOnlyField = ({ label, value, testId }: { label: string; value: string | number | null; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography data-testid={testId}>{value === null || value === '' ? '—' : value}</Typography>
    </Box>
  );
};
