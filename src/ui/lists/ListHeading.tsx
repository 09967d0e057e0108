import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The visible heading above a list ("Organisation list"), the page title being in the app bar. */
export const ListHeading = ({ label, options }: { label: string; options?: Record<string, unknown> }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      {translate(label, options)}
    </Typography>
  );
};
