import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import { contactsKey, useAdministrators, useContacts } from './launchesData';

interface MainContactsSelectProps {
  organisationId: number;
  hrisKey: string;
}

/**
 * Spec 3 §2.1: the main contacts of an HRIS integration key, chosen among the organisation's administrators and shown
 * as the first one's first name plus '+N more'; saved (PATCH contacts) when the menu closes, if changed.
 */
export default function MainContactsSelect({ organisationId, hrisKey }: MainContactsSelectProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const labelId = useId();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const administrators = useAdministrators(organisationId);
  const contacts = useContacts(organisationId);
  const saved = useMemo(() => (contacts.data?.hris_integrations[hrisKey] ?? []).map((entry) => entry.data.id), [contacts.data, hrisKey]);
  /** the choice being made while the menu is open; null: the saved one shows */
  const [draft, setDraft] = useState<number[] | null>(null);
  const chosen = draft ?? saved;
  const firstNames = useMemo(
    () =>
      new Map([
        ...(contacts.data?.hris_integrations[hrisKey] ?? []).map((entry) => [entry.data.id, entry.data.attributes.firstName] as const),
        ...(administrators.data ?? []).map((person) => [person.id, person.attributes.firstName] as const),
      ]),
    [administrators.data, contacts.data, hrisKey],
  );

  const save = useMutation({
    mutationFn: (ids: number[]) => dataProvider.updateOrganisationContacts(organisationId, hrisKey, ids),
    onSuccess: (answer) => {
      queryClient.setQueryData(contactsKey(organisationId), answer);
      setDraft(null);
      notify('main_contacts.saved', { type: 'success' });
    },
    onError: () => {
      setDraft(null);
      notify('main_contacts.errors.save', { type: 'error' });
    },
  });

  const changed = chosen.length !== saved.length || chosen.some((id, index) => saved[index] !== id);
  const summary = (ids: number[]) =>
    ids.length === 0 ? '' : ids.length === 1 ? (firstNames.get(ids[0]) ?? '') : translate('main_contacts.more', { name: firstNames.get(ids[0]) ?? '', smart_count: ids.length - 1 });

  return (
    <FormControl size="small" sx={{ minWidth: 180, maxWidth: 260 }} disabled={administrators.isPending || contacts.isPending || save.isPending}>
      <InputLabel id={labelId}>{translate('main_contacts.label')}</InputLabel>
      <Select
        multiple
        labelId={labelId}
        label={translate('main_contacts.label')}
        value={chosen}
        onChange={(event: SelectChangeEvent<number[]>) => setDraft(typeof event.target.value === 'string' ? [] : event.target.value)}
        onClose={() => {
          if (changed) save.mutate(chosen);
          else setDraft(null);
        }}
        renderValue={summary}
        data-testid="main-contacts-select"
      >
        {(administrators.data ?? []).length === 0 ? (
          <MenuItem disabled value={-1}>
            {translate('main_contacts.none')}
          </MenuItem>
        ) : null}
        {(administrators.data ?? []).map((person) => (
          <MenuItem key={person.id} value={person.id}>
            <Checkbox size="small" checked={chosen.includes(person.id)} />
            <ListItemText primary={`${person.attributes.firstName} ${person.attributes.lastName}`} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
