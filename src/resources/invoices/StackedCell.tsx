import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const LINE = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const SECOND_LINE = { ...LINE, color: 'text.secondary', fontSize: '0.8125rem' } as const;

/**
 * Two facts in one cell, one per line (the number and its day, the shop and its organisation…): the invoices table
 * shows every column of spec 2 §2.1 at 1280 px beside the menu without scrolling sideways. The space between the lines
 * keeps them two words for a screen reader and in the cell's text.
 */
export const StackedCell = ({ first, second }: { first: ReactNode; second: ReactNode }) => (
  <>
    <Box component="span" sx={LINE}>
      {first}
    </Box>{' '}
    <Box component="span" sx={SECOND_LINE}>
      {second}
    </Box>
  </>
);
