import { Box, Checkbox, Chip, ListItemText, MenuItem, Select, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TargetsSelectProps {
  /** the accessible name ("Countries of badging"); the column header is the visible label */
  label: string;
  /** the values the spec allows, in display order */
  options: readonly string[];
  /** translation prefix of the option labels, e.g. feature_flags.countries */
  labels: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/**
 * A compact multi-select of countries or sectors (issue 15): the chosen values as small chips that
 * wrap inside the table cell instead of one long line widening the page. The value keeps the options' order.
 */
export const TargetsSelect = ({ label, options, labels, value, onChange, disabled }: TargetsSelectProps) => {
  const translate = useTranslate();
  const text = (option: string) => translate(`${labels}.${option}`);
  return (
    <Select<string[]>
      multiple
      displayEmpty
      size="small"
      variant="outlined"
      fullWidth
      value={[...value]}
      disabled={disabled}
      inputProps={{ 'aria-label': label }}
      onChange={(event) => {
        const picked = event.target.value;
        const list = typeof picked === 'string' ? picked.split(',') : picked;
        onChange(options.filter((option) => list.includes(option)));
      }}
      renderValue={(selected) =>
        selected.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('feature_flags.none')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((option) => (
              <Chip key={option} size="small" label={text(option)} />
            ))}
          </Box>
        )
      }
      sx={{ '& .MuiSelect-select': { whiteSpace: 'normal', py: 0.75 } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} dense>
          <Checkbox size="small" checked={value.includes(option)} sx={{ p: 0, mr: 1 }} tabIndex={-1} disableRipple />
          <ListItemText primary={text(option)} />
        </MenuItem>
      ))}
    </Select>
  );
};
