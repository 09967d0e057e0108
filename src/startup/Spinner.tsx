import Box from '@mui/material/Box';

/** Spec 1 §2.2: the spinner image shown while the console starts (before any text can be translated). */
export const Spinner = () => (
  <Box role="progressbar" aria-busy="true" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100vh' }}>
    <img src="/spinner.svg" alt="" width={64} height={64} />
  </Box>
);
