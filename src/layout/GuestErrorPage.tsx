import { Button, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useDocumentTitle } from './documentTitle';

/** The error page open to guests (spec 1 §2.1: shows the word "Error"), without the shell. */
export const GuestErrorPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('error_page.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', textAlign: 'center' }}>
      <Typography variant="h3" component="h1">
        {translate('error_page.title')}
      </Typography>
      <Typography color="text.secondary">{translate('error_page.message')}</Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('error_page.back_home')}
      </Button>
    </Stack>
  );
};
