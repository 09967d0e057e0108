import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIMELINE_KINDS, type TimelineKind } from '../../../../contracts/timeline';

interface TimelineKindFilterProps {
  kinds: readonly TimelineKind[];
  onChange: (kinds: TimelineKind[]) => void;
}

/** One toggle chip per kind (all on at first); the kinds stay in their fixed order. */
export const TimelineKindFilter = ({ kinds, onChange }: TimelineKindFilterProps) => {
  const translate = useTranslate();
  const toggle = (kind: TimelineKind) => onChange(TIMELINE_KINDS.filter((k) => (k === kind ? !kinds.includes(k) : kinds.includes(k))));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="group" aria-labelledby="timeline-kinds-label">
      <Typography variant="body2" id="timeline-kinds-label">
        {translate('timeline.show')}
      </Typography>
      {TIMELINE_KINDS.map((kind) => {
        const on = kinds.includes(kind);
        return (
          <Chip
            key={kind}
            label={translate(`timeline.kinds.${kind}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => toggle(kind)}
            aria-pressed={on}
            component="button"
          />
        );
      })}
    </Stack>
  );
};
