import { FormControlLabel, Switch, TextField, type TextFieldProps } from '@mui/material';
import { useController } from 'react-hook-form';

/** A text field (or, with `select`, a choice) bound to the wizard's form value `name`; the label is already translated. */
export const FormTextField = ({ name, ...props }: { name: string; label: string } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) => {
  const { field } = useController({ name });
  return <TextField size="small" fullWidth {...props} name={field.name} inputRef={field.ref} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />;
};

/** A switch bound to the boolean form value `name`. */
export const FormSwitch = ({ name, label }: { name: string; label: string }) => {
  const { field } = useController({ name });
  return <FormControlLabel control={<Switch name={field.name} checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />} label={label} />;
};
