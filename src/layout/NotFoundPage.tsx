import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';

/** /404 and every unknown path (spec 1 §2.1), inside the shell. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', mt: 8, textAlign: 'center' }}>
      <Title title={translate('not_found.title')} />
      <SearchOffIcon sx={{ fontSize: 80 }} color="disabled" />
      <Typography variant="h4" component="h1">
        {translate('not_found.title')}
      </Typography>
      <Typography color="text.secondary">{translate('not_found.message')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('not_found.back_home')}
      </Button>
    </Stack>
  );
};
