import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface EventsPaginationProps {
  page: number;
  canGoBack: boolean;
  canGoOn: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** The small previous / next pagination of the events history (spec 2 §2.5): the page number between two arrows. */
export const EventsPagination = ({ page, canGoBack, canGoOn, onPrevious, onNext }: EventsPaginationProps) => {
  const translate = useTranslate();
  const arrow = (label: string, enabled: boolean, onClick: () => void, icon: ReactNode) => (
    <Tooltip title={translate(label)}>
      {/* a disabled button fires no events: the span keeps the tooltip */}
      <span>
        <IconButton size="small" aria-label={translate(label)} disabled={!enabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {arrow('events.pagination.previous', canGoBack, onPrevious, <ChevronLeftIcon fontSize="small" />)}
      <Typography variant="body2" aria-live="polite">
        {translate('events.pagination.page', { n: page + 1 })}
      </Typography>
      {arrow('events.pagination.next', canGoOn, onNext, <ChevronRightIcon fontSize="small" />)}
    </Stack>
  );
};
