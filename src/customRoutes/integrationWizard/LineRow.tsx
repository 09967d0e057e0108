import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { canDuplicate, type PayLine } from '../../domain/payConfigs/lines';
import { LineLabel } from './LineLabel';

/** The columns of a line row: label, select (unit or contract), code, active, as EVP (absences), duplicate. */
export const LINE_GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 2fr) minmax(150px, 1.3fr) minmax(110px, 1fr) 72px 72px 48px',
  columnGap: 1.5,
  alignItems: 'center',
} as const;

interface LineRowProps {
  line: PayLine;
  /** the line's label as shown (a pay variable's translated name) */
  name: string;
  select: ReactNode;
  code: ReactNode;
  asEvp?: ReactNode;
  onActive: (active: boolean) => void;
  onDuplicate: () => void;
  onDeleteDuplicate: () => void;
  /** a hint beside the label (the effective-hours tooltip) */
  hint?: ReactNode;
}

/** Spec 3 §2.2, §4.2: one absence or EVP line; the duplicate button only when the line may be duplicated, a duplicate's delete button. */
export const LineRow = ({ line, name, select, code, asEvp, onActive, onDuplicate, onDeleteDuplicate, hint }: LineRowProps) => {
  const translate = useTranslate();
  return (
    <Box
      role="row"
      sx={{
        ...LINE_GRID,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        pl: line.is_duplicate ? 2 : 0,
      }}
    >
      <Box role="cell" sx={{ minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <LineLabel text={name} />
        {hint}
      </Box>
      <Box role="cell">{select}</Box>
      <Box role="cell">{code}</Box>
      <Box role="cell">
        <Switch
          size="small"
          checked={line.active}
          onChange={(event) => onActive(event.target.checked)}
          slotProps={{
            input: {
              'aria-label': `${translate('integration_wizard.lines.active')} ${name}`,
            },
          }}
        />
      </Box>
      <Box role="cell">{asEvp}</Box>
      <Box role="cell">
        {line.is_duplicate ? (
          <IconButton size="small" aria-label={`${translate('integration_wizard.lines.delete_duplicate')} ${name}`} onClick={onDeleteDuplicate}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton
            size="small"
            disabled={!canDuplicate(line)}
            aria-label={`${translate('integration_wizard.lines.duplicate')} ${name}`}
            onClick={onDuplicate}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
};

/** The header of the line table. */
export const LineHeader = ({ select, asEvp }: { select: string; asEvp: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      role="row"
      sx={{
        ...LINE_GRID,
        py: 0.5,
        borderBottom: 2,
        borderColor: 'divider',
        typography: 'caption',
        color: 'text.secondary',
      }}
    >
      <Box role="columnheader">{translate('integration_wizard.lines.name')}</Box>
      <Box role="columnheader">{translate(select)}</Box>
      <Box role="columnheader">{translate('integration_wizard.lines.code')}</Box>
      <Box role="columnheader">{translate('integration_wizard.lines.active')}</Box>
      <Box role="columnheader">{asEvp ? translate('integration_wizard.lines.as_evp') : ''}</Box>
      <Box role="columnheader" />
    </Box>
  );
};
