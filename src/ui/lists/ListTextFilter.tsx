import { TextInput } from 'react-admin';
import { LIST_QUERY_MAX_LENGTH } from '../../contracts/lists';

/**
 * A list's text filter `q` (issue 15), labelled with what it searches ("Name, SIREN or referent").
 * react-admin keeps it in the address with sort and page, and goes back to page 1 when it changes.
 */
export const ListTextFilter = ({ label }: { label: string; alwaysOn?: boolean }) => (
  <TextInput
    source="q"
    label={label}
    resettable
    size="small"
    sx={{ width: 210 }}
    helperText={false}
    slotProps={{ htmlInput: { maxLength: LIST_QUERY_MAX_LENGTH } }}
  />
);
