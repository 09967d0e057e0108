import { Box, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ORGANISATION_PLANS, ORGANISATION_STATUSES } from '../../../contracts/lists';
import type { OrganisationRecordAnswer } from '../../../dataProviders/superAdmin/organisations';
import { detailsChanges, initialDetails, networksLocked, type DetailsValues } from '../../../domain/organisationDetails';
import { useUnsavedChanges } from '../../../ui/tabs/unsavedChanges';
import { DetailsActions } from './DetailsActions';
import { LicenceLinks } from './LicenceLinks';
import { NetworksSwitch } from './NetworksSwitch';
import { ReadOnlyField } from './ReadOnlyField';
import { ReferentFields } from './ReferentFields';
import { SmsUsage } from './SmsUsage';
import { UndisputeLastCharge } from './UndisputeLastCharge';
import { useOrganisationActions } from './useOrganisationActions';

/** Spec 2 §2.1, the details tab: the form (referent, status, networks, pack) and the organisation's actions. */
export const DetailsTab = ({ answer }: { answer: OrganisationRecordAnswer }) => {
  const translate = useTranslate();
  const { organisation } = answer;
  const [values, setValues] = useState<DetailsValues>(() => initialDetails(organisation));
  const [savedFrom, setSavedFrom] = useState(organisation);
  // a fresh record (after a save) becomes the form's new starting point
  if (savedFrom !== organisation) {
    setSavedFrom(organisation);
    setValues(initialDetails(organisation));
  }
  const changes = detailsChanges(organisation, values);
  const dirty = Object.keys(changes).length > 0;
  useUnsavedChanges(dirty);
  const actions = useOrganisationActions(answer);
  const set = (change: Partial<DetailsValues>) => setValues((old) => ({ ...old, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && !actions.save.isPending) actions.save.mutate(changes);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('organisation_page.tabs.details')}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <ReadOnlyField label="organisation_page.details.name" value={organisation.name} />
            <ReadOnlyField label="organisation_page.details.corporate_name" value={organisation.corporateName} />
            {organisation.isNewOffer ? null : (
              <TextField select label={translate('organisation_page.details.pack')} value={values.pack ?? ''} onChange={(event) => set({ pack: event.target.value })} fullWidth>
                {ORGANISATION_PLANS.map((plan) => (
                  <MenuItem key={plan} value={plan}>
                    {translate(`organisations.plans.${plan}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <SmsUsage used={organisation.smsUsed} limit={organisation.smsLimit} />
            <ReferentFields referents={organisation.availableReferents} ownerId={values.ownerId} saved={organisation} onChange={(ownerId) => set({ ownerId })} />
            <TextField select label={translate('organisation_page.details.status')} value={values.status} onChange={(event) => set({ status: event.target.value })} fullWidth>
              {ORGANISATION_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {translate(`organisations.status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <ReadOnlyField label="organisation_page.details.created_at" value={format(parseISO(organisation.createdAt), 'dd/MM/yyyy')} testId="created-at" />
            <ReadOnlyField label="organisation_page.details.active_employees" value={organisation.displayActiveEmployees} testId="active-employees" />
            <ReadOnlyField label="organisation_page.details.shops" value={organisation.nShops} />
            <ReadOnlyField label="organisation_page.details.siren" value={organisation.siren} />
            <NetworksSwitch checked={values.clusters} locked={networksLocked(organisation)} onChange={(clusters) => set({ clusters })} />
            <LicenceLinks organisationId={organisation.id} licenses={organisation.licenses} />
          </Stack>
        </Grid>
      </Grid>
      <UndisputeLastCharge organisationId={organisation.id} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <DetailsActions answer={answer} actions={actions} />
        <Button type="submit" variant="contained" disabled={!dirty || actions.save.isPending} sx={{ alignSelf: { md: 'flex-end' }, flexShrink: 0 }}>
          {translate('organisation_page.submit')}
        </Button>
      </Stack>
    </Box>
  );
};
