import { Box } from '@mui/material';
import { visuallyHidden } from '../../ui/visuallyHidden';

/**
 * The name of a line's select for assistive technology ("Unité Retard"): MUI's Select names its combobox by a label
 * id (aria-label alone is overridden), and a visible label would repeat the column header on every line.
 */
export const HiddenLabel = ({ id, text }: { id: string; text: string }) => (
  <Box component="span" id={id} sx={visuallyHidden}>
    {text}
  </Box>
);
