import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * One colour per status, each at 4.5:1 or more on white (WCAG AA): waiting and suspended used to
 * share one orange at 3.1:1 (issue 15). Colour is not the only cue: the label says the status, and
 * waiting is drawn with a dashed border.
 */
export const STATUS_COLOURS: Record<string, string> = {
  active: '#2e7d32',
  trial: '#01579b',
  waiting: '#8a4b00',
  suspended: '#6a1b9a',
  cancelled: '#c62828',
};

/** An organisation's status as a translated chip (organisations.status.*); unknown values show as they are. */
export const OrganisationStatusChip = ({ status }: { status: string | null | undefined }) => {
  const translate = useTranslate();
  if (!status) return null;
  const colour = STATUS_COLOURS[status] ?? 'rgba(0, 0, 0, 0.87)';
  return (
    <Chip
      size="small"
      variant="outlined"
      data-status={status}
      sx={{ color: colour, borderColor: colour, borderStyle: status === 'waiting' ? 'dashed' : 'solid' }}
      label={translate(`organisations.status.${status}`, { _: status })}
    />
  );
};
