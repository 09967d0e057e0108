import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExtractUser } from '../../../../dataProviders/superAdmin/clockExtract';

/** The users multi-select of the extract: search by name, select all or none, a count under it. */
export const ClockExtractUsersInput = ({
  users,
  selected,
  onChange,
  disabled,
}: {
  users: readonly ExtractUser[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const chosen = new Set(selected);
  return (
    <Box>
      <Autocomplete
        multiple
        disableCloseOnSelect
        limitTags={3}
        disabled={disabled}
        options={users as ExtractUser[]}
        value={users.filter((user) => chosen.has(user.id))}
        getOptionLabel={(user) => user.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_, value) => onChange(value.map((user) => user.id))}
        renderInput={(params) => (
          <TextField {...params} label={translate('clock_extract.users')} helperText={translate('clock_extract.selected', { smart_count: selected.length })} />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button size="small" disabled={disabled} onClick={() => onChange(users.map((user) => user.id))}>
          {translate('clock_extract.select_all')}
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>
          {translate('clock_extract.select_none')}
        </Button>
      </Box>
    </Box>
  );
};
