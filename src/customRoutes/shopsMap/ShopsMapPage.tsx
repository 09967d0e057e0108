import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

// leaflet and the map screen are a chunk of their own, fetched when the map is opened
const ShopsMapScreen = lazy(() => import('./ShopsMapScreen'));

/** The shops map (spec 1 §2.8), loaded on demand. */
export const ShopsMapPage = () => (
  <Suspense
    fallback={
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
        <CircularProgress />
      </Box>
    }
  >
    <ShopsMapScreen />
  </Suspense>
);
