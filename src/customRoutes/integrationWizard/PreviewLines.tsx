import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PreviewAnswer, PreviewLine } from '../../contracts/payConfigs';
import { DUPLICATE_SUFFIX, LATENESS_ABSENCE_KEY, LATENESS_ABSENCE_NAME } from '../../domain/payConfigs/constants';
import { DAYS_WITHOUT_SHIFTS_KEY } from '../../domain/payConfigs/export/rows';

/** The exported line in words: a pay variable's or an absence's name, 'Retard', or the days without shifts (a duplicate reads as its original). */
function useLineLabel() {
  const translate = useTranslate();
  return (key: string) => {
    const base = key.endsWith(DUPLICATE_SUFFIX) ? key.slice(0, -DUPLICATE_SUFFIX.length) : key;
    if (base === LATENESS_ABSENCE_KEY) return LATENESS_ABSENCE_NAME;
    if (base === DAYS_WITHOUT_SHIFTS_KEY) return translate('integration_wizard.finish.days_without_shifts');
    return translate(`integration_wizard.evps.names.${base}`, { _: translate(`labour_laws.absences.${base}`, { _: base }) });
  };
}

const minutesText = (minutes: number) => `${Math.floor(minutes / 60)}h${String(Math.round(minutes % 60)).padStart(2, '0')}`;

/** One line as the file writes it; a click (or Enter) shows which shifts and absences made its value. */
const Line = ({ line, index }: { line: PreviewLine; index: number }) => {
  const translate = useTranslate();
  const lineLabel = useLineLabel();
  const [open, setOpen] = useState(false);
  const Icon = open ? ExpandLessIcon : ExpandMoreIcon;
  const summary = translate('integration_wizard.finish.provenance', {
    employee: line.employee.name,
    line: lineLabel(line.line_key),
    smart_count: line.provenance.length,
    count: line.provenance.length,
  });
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        title={summary}
        onClick={() => setOpen(!open)}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          display: 'flex',
          gap: 1,
          width: '100%',
          cursor: 'pointer',
          px: 1,
          py: 0.25,
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" sx={{ color: 'text.secondary', minWidth: 28, textAlign: 'right' }}>
          {index + 1}
        </Box>
        <Box
          component="code"
          sx={{
            flex: 1,
            minWidth: 0,
            whiteSpace: 'pre',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {line.text}
        </Box>
        <Icon fontSize="small" color="action" />
      </Box>
      {open ? (
        <Box sx={{ pl: 5, pb: 1, typography: 'body2', fontFamily: 'inherit' }}>
          <div>{summary}</div>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {line.provenance.map((item, at) => (
              <li key={`${item.shift_id}-${at}`}>
                {translate(item.absence_type ? 'integration_wizard.finish.from_absence' : 'integration_wizard.finish.from_shift', {
                  date: item.date.split('-').reverse().join('/'),
                  duration: minutesText(item.minutes),
                  id: item.shift_id,
                  absence: item.absence_type ? lineLabel(item.absence_type) : '',
                })}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
};

/** The preview's lines in a monospaced list (a header line first when the format has one). */
export const PreviewLines = ({ answer }: { answer: PreviewAnswer }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 13,
        maxHeight: 360,
        overflow: 'auto',
      }}
    >
      {answer.header ? (
        <Box
          sx={{
            px: 1,
            py: 0.5,
            pl: 5.5,
            bgcolor: 'action.selected',
            whiteSpace: 'pre',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {answer.header.join(' · ')}
        </Box>
      ) : null}
      <Box component="ol" sx={{ m: 0, p: 0 }} aria-label={translate('integration_wizard.finish.lines')}>
        {answer.lines.map((line, index) => (
          <Line key={index} line={line} index={index} />
        ))}
      </Box>
    </Box>
  );
};
