import Box from '@mui/material/Box';
import { GlobalSearch } from './search/GlobalSearch';

/** The global search of spec 1 §2.3, in the top bar (AppBar shows it only for a user with initials). */
export const GlobalSearchSlot = () => (
  <Box data-testid="global-search-slot" sx={{ flex: '0 1 420px', mx: 2 }}>
    <GlobalSearch />
  </Box>
);
