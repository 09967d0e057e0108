import { alpha, darken, lighten, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * The looks of MUI's TableRow and small body TableCell, given once to the whole table for the plain
 * rows and cells of ListTableBody (same values as @mui/material's TableRow and TableCell styles).
 */
export const listTableSx = (theme: Theme): CSSObject => ({
  '& tr.RaDataTable-row': {
    color: 'inherit',
    display: 'table-row',
    verticalAlign: 'middle',
    outline: 0,
    '&.MuiTableRow-hover:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  },
  '& td.RaDataTable-rowCell': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: theme.vars
      ? `1px solid ${theme.vars.palette.TableCell.border}`
      : `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: (theme.vars ?? theme).palette.text.primary,
    '&.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
    '&.nowrap': { whiteSpace: 'nowrap' },
  },
});
