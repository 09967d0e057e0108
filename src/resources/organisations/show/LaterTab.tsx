import ConstructionIcon from '@mui/icons-material/Construction';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A tab whose content a later issue brings (invoices, sent e-mails, integration, events): said plainly, never blank. */
export const LaterTab = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
      <ConstructionIcon color="action" fontSize="large" />
      <div>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate('organisation_page.later_tab')}</Typography>
      </div>
    </Stack>
  );
};
