import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TargetsSelectProps {
  label: string;
  /** the values the spec allows, in display order */
  options: readonly string[];
  /** translation prefix of the option labels, e.g. feature_flags.countries */
  labels: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** A multi-select of countries or sectors with translated labels; the value keeps the options' order. */
export const TargetsSelect = ({ label, options, labels, value, onChange, disabled }: TargetsSelectProps) => {
  const translate = useTranslate();
  const text = (option: string) => translate(`${labels}.${option}`);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[] | string;
        const list = typeof picked === 'string' ? picked.split(',') : picked;
        onChange(options.filter((option) => list.includes(option)));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(text).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {text(option)}
        </MenuItem>
      ))}
    </TextField>
  );
};
