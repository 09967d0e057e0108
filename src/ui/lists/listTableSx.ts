import { alpha, darken, keyframes, lighten, type CSSObject, type Theme } from '@mui/material/styles';

/** MUI TouchRipple's pulsation of a keyboard-focused button. */
const pulsate = keyframes`
  0% { transform: scale(1); }
  50% { transform: scale(0.92); }
  100% { transform: scale(1); }
`;

/**
 * The looks of MUI's TableRow and small body TableCell, given once to the whole table for the plain
 * rows and cells of ListTableBody (same values as @mui/material's TableRow and TableCell styles),
 * and of the plain elements drawn in the cells: react-admin's Link and EmailField (MUI Link,
 * underline always, primary colour), a small IconButton with a small SvgIcon.
 */
export const listTableSx = (theme: Theme): CSSObject => ({
  // sx reads bare numbers of padding, margin, border as theme units: lengths are strings here
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
  '& td.RaDataTable-rowCell a.MuiLink-root': {
    margin: 0,
    color: (theme.vars ?? theme).palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&.MuiTypography-inherit': { font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit' },
    '&.MuiTypography-body2': theme.typography.body2,
    '&.ListLink-main': { fontWeight: 500 },
  },
  '& td.RaDataTable-rowCell a.MuiLink-root.MuiIconButton-root': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: '0',
    border: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    textAlign: 'center',
    flex: '0 0 auto',
    borderRadius: '50%',
    color: (theme.vars ?? theme).palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    // 3 px (MUI: 5 px) keeps an icon button row as dense as a text row
    '&.MuiIconButton-sizeSmall': { padding: '3px', fontSize: theme.typography.pxToRem(18) },
    '&:hover': {
      backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: '50%',
      backgroundColor: 'currentColor',
      opacity: 0.3,
      animation: `${pulsate} 2500ms ${theme.transitions.easing.easeInOut} 200ms infinite`,
    },
    '& svg.MuiSvgIcon-root': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
      '&.MuiSvgIcon-fontSizeSmall': { fontSize: theme.typography.pxToRem(20) },
    },
  },
});
