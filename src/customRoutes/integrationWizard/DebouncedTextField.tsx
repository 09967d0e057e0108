import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '../../domain/payConfigs/constants';

type DebouncedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * Spec 3 §2.2, §9: a text input whose value reaches the wizard 300 ms after the last keystroke (a line list re-renders
 * once per pause, not per key); a value changed from outside is shown at once.
 */
export const DebouncedTextField = ({ value, onChange, ...props }: DebouncedTextFieldProps) => {
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  // a value changed from outside (a reset, another line's copy) is shown at once
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setShown(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        const next = event.target.value;
        setShown(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(next), INPUT_DEBOUNCE_MS);
      }}
      onBlur={(event) => {
        // leaving the input gives its value at once (a click on Next right after typing)
        clearTimeout(timer.current);
        if (shown !== value) latest.current(shown);
        props.onBlur?.(event);
      }}
    />
  );
};
