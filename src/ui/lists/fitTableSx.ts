import type { SxProps, Theme } from '@mui/material';

/**
 * react-admin's layout grows the whole page to fit a wide table (minWidth: fit-content), which
 * pushes the side menu and the list actions out of view on a laptop screen. Sized this way the
 * table takes the width left by the menu and scrolls sideways inside its card instead: a zero
 * width keeps it out of the page's intrinsic size, min-width 100% fills the card.
 */
export const fitTableSx = {
  width: 0,
  minWidth: '100%',
  overflowX: 'auto',
} satisfies SxProps<Theme>;
