import { Box } from '@mui/material';
import { isApplePlatform } from '../../domain/globalSearch';

const modifierKey = () => (typeof navigator !== 'undefined' && isApplePlatform(navigator.userAgent) ? '⌘' : 'Ctrl');

/** The "Ctrl K" / "⌘ K" hint at the end of the search box. */
export const SearchShortcutHint = () => (
  <Box
    component="kbd"
    aria-hidden
    sx={{
      px: 0.75,
      py: 0.25,
      borderRadius: 1,
      border: 1,
      borderColor: 'divider',
      fontFamily: 'inherit',
      fontSize: '0.75rem',
      color: 'text.secondary',
      whiteSpace: 'nowrap',
      display: { xs: 'none', md: 'inline-block' },
    }}
  >
    {modifierKey()} K
  </Box>
);
