import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganisationRecord } from '../../../dataProviders/superAdmin/organisations';
import { ReadOnlyField } from './ReadOnlyField';

interface ReferentFieldsProps {
  referents: OrganisationRecord['availableReferents'];
  ownerId: number | null;
  /** the saved referent's contact, shown until another one is chosen */
  saved: Pick<OrganisationRecord, 'referentId' | 'referentName' | 'referentEmail' | 'referentPhone'>;
  onChange: (ownerId: number) => void;
}

/** Spec 2 §2.1: the referent among the available ones; choosing one fills the e-mail and phone. */
export const ReferentFields = ({ referents, ownerId, saved, onChange }: ReferentFieldsProps) => {
  const translate = useTranslate();
  const chosen = referents.find((person) => person.id === ownerId);
  const contact = chosen ?? (ownerId === saved.referentId ? { email: saved.referentEmail, phone: saved.referentPhone } : { email: null, phone: null });
  // a saved referent who is no longer available still shows (read only) until another is chosen
  const options = chosen || ownerId === null ? referents : [...referents, { id: ownerId, name: saved.referentName ?? `#${ownerId}`, email: null, phone: null }];
  return (
    <>
      <TextField
        select
        label={translate('organisation_page.details.referent')}
        value={ownerId ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        fullWidth
      >
        {options.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <ReadOnlyField label="organisation_page.details.referent_email" value={contact.email} testId="referent-email" />
      <ReadOnlyField label="organisation_page.details.referent_phone" value={contact.phone} testId="referent-phone" />
    </>
  );
};
