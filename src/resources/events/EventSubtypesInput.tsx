import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEventSubtypes, type SubtypeChoice } from './useEventSubtypes';

/** The subtype multi-select (spec 2 §2.5), its choices grouped by category. */
export const EventSubtypesInput = ({ selected, onChange }: { selected: readonly string[]; onChange: (subtypes: string[]) => void }) => {
  const translate = useTranslate();
  const choices = useEventSubtypes();
  const chosen = new Set(selected);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      limitTags={2}
      size="small"
      sx={{ minWidth: 280, flex: 1 }}
      options={choices}
      value={choices.filter((choice) => chosen.has(choice.subtype))}
      groupBy={(choice) => translate(`events.types.${choice.type}`, { _: choice.type })}
      getOptionLabel={(choice: SubtypeChoice) => translate(`events.subtype_labels.${choice.subtype}`, { _: choice.subtype })}
      isOptionEqualToValue={(option, value) => option.subtype === value.subtype}
      onChange={(_, value) => onChange(value.map((choice) => choice.subtype))}
      renderInput={(params) => <TextField {...params} label={translate('events.filters.subtypes')} />}
    />
  );
};
