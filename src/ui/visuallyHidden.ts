import type { SxProps, Theme } from '@mui/material';

/**
 * Text for assistive technology only. Lengths are strings: in sx a bare 1 means 100%, which once
 * made the labour-laws "Actions" header a full-width box off screen (a 1,415 px sideways scroll).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} satisfies SxProps<Theme>;
