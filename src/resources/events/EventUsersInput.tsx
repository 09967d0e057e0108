import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EventUser } from '../../dataProviders/events';

/** The user multi-select (spec 2 §2.5): the scope's managers and employees, searched by name. */
export const EventUsersInput = ({ users, selected, onChange }: { users: readonly EventUser[]; selected: readonly number[]; onChange: (ids: number[]) => void }) => {
  const translate = useTranslate();
  const chosen = new Set(selected);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      limitTags={2}
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      options={users as EventUser[]}
      value={users.filter((user) => chosen.has(user.id))}
      getOptionLabel={(user) => user.name}
      getOptionKey={(user) => user.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, value) => onChange(value.map((user) => user.id))}
      renderInput={(params) => <TextField {...params} label={translate('events.filters.users')} />}
    />
  );
};
