import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Checkbox, FormControlLabel, FormGroup, Popover, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterOption } from '../../dataProviders/superAdmin/shopsMap';

interface MapFilterMenuProps {
  label: string;
  options: FilterOption[];
  /** the applied values */
  value: string[];
  onApply: (values: string[]) => void;
  disabled?: boolean;
}

/**
 * One filter dropdown (spec 1 §2.8): checkboxes, then "clear" (empties and applies) or "apply".
 * The ticks are only a draft until applied.
 */
export const MapFilterMenu = ({ label, options, value, onApply, disabled }: MapFilterMenuProps) => {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<string[]>(value);
  const open = (target: HTMLElement) => {
    setDraft(value);
    setAnchor(target);
  };
  const apply = (values: string[]) => {
    setAnchor(null);
    onApply(options.map((o) => o.id).filter((optionId) => values.includes(optionId)));
  };
  const toggle = (optionId: string, checked: boolean) =>
    setDraft((current) => (checked ? [...current, optionId] : current.filter((v) => v !== optionId)));
  return (
    <>
      <Button
        variant={value.length > 0 ? 'contained' : 'outlined'}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => open(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        disabled={disabled}
      >
        {value.length > 0 ? `${label} (${value.length})` : label}
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, maxWidth: 420 } } }}
      >
        <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={<Checkbox size="small" checked={draft.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />}
              label={option.label}
            />
          ))}
        </FormGroup>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={() => apply([])}>{translate('shops_map.filters.clear')}</Button>
          <Button variant="contained" onClick={() => apply(draft)}>
            {translate('shops_map.filters.apply')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
};
