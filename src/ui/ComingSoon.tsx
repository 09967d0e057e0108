import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useParams, useTranslate } from 'react-admin';

interface ComingSoonProps {
  title: string;
  /** a record page's name, its title in the app bar and the browser tab once known */
  recordName?: string | null;
  children?: ReactNode;
}

/** What a screen shows until its issue lands: its title, a clear notice and the record id, never a blank page. */
export const ComingSoon = ({ title, recordName, children }: ComingSoonProps) => {
  const translate = useTranslate();
  const { id } = useParams<{ id?: string }>();
  const heading = translate(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={recordName || heading} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="action" fontSize="large" />
          <div>
            <Typography variant="h5" component="h1">
              {heading}
            </Typography>
            <Typography color="text.secondary">{translate('placeholders.coming_soon')}</Typography>
            {id ? <Typography color="text.secondary">{translate('placeholders.record_id', { id })}</Typography> : null}
            {children}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
