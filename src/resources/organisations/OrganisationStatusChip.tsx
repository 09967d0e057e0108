import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  active: 'success',
  trial: 'info',
  waiting: 'warning',
  suspended: 'warning',
  cancelled: 'error',
};

/** An organisation's status as a translated chip (organisations.status.*); unknown values show as they are. */
export const OrganisationStatusChip = ({ status }: { status: string | null | undefined }) => {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(`organisations.status.${status}`, { _: status })} />;
};
