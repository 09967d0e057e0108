import Box from '@mui/material/Box';

/** Where the global search of spec 1 §2.3 goes; its behaviour arrives with its own issue. */
export const GlobalSearchSlot = () => <Box data-testid="global-search-slot" sx={{ flex: '0 1 400px', mx: 2 }} />;
