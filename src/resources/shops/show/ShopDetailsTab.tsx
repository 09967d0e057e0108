import { Box, Button, Divider, Grid, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import { shopIdentityProblems } from '../../../domain/shopIdentity';
import { useServerFieldErrors } from '../../../ui/forms/useServerFieldErrors';
import { useUnsavedChanges } from '../../../ui/tabs/unsavedChanges';
import { LicenceLinks } from '../../organisations/show/LicenceLinks';
import { ReadOnlyField } from '../../organisations/show/ReadOnlyField';
import { ConventionField } from './ConventionField';
import { initialShopDetails, shopDetailsChanges, suspensionDateProblem, type ShopDetailsValues } from './shopDetailsValues';
import { ShopDetailsActions } from './ShopDetailsActions';
import { ShopIdentityFields } from './ShopIdentityFields';
import { ShopModuleButtons } from './ShopModuleButtons';
import { SuspensionField } from './SuspensionField';
import { useShopActions } from './useShopActions';

/** A save answered: the record's editable fields changed (a toggle leaves them as they were). */
const actionsSaved = (before: ShopRecordAnswer['shop'], after: ShopRecordAnswer['shop']) =>
  Object.keys(shopDetailsChanges(before, initialShopDetails(after))).length > 0;

/** Spec 2 §2.2, the shop's details tab: the form, its save button, the module toggles and the gated actions. */
export const ShopDetailsTab = ({ answer }: { answer: ShopRecordAnswer }) => {
  const translate = useTranslate();
  const { shop } = answer;
  const [values, setValues] = useState<ShopDetailsValues>(() => initialShopDetails(shop));
  const [savedFrom, setSavedFrom] = useState(shop);
  // a fresh record (after a save or a toggle) becomes the form's new starting point; edits not saved yet stay
  if (savedFrom !== shop) {
    const editing = Object.keys(shopDetailsChanges(savedFrom, values)).length > 0 && !actionsSaved(savedFrom, shop);
    setSavedFrom(shop);
    if (!editing) setValues(initialShopDetails(shop));
  }
  const changes = shopDetailsChanges(shop, values);
  const dirty = Object.keys(changes).length > 0;
  const valid = values.name.trim() !== '' && suspensionDateProblem(values) === null && Object.keys(shopIdentityProblems(values)).length === 0;
  useUnsavedChanges(dirty);
  const actions = useShopActions(answer);
  // the PATCH body is {shop: {...}}: a refused field (a SIRET that is not 14 digits) shows its message under it
  const serverErrors = useServerFieldErrors('shop');
  const set = (change: Partial<ShopDetailsValues>) => setValues((old) => ({ ...old, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && valid && !actions.save.isPending) actions.save.mutate(changes, { onSuccess: serverErrors.reset, onError: serverErrors.take });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('shop_page.tabs.details')}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShopIdentityFields values={values} onChange={set} serverErrors={serverErrors} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <ConventionField convention={shop.convention} flexible={values.flexibleConvention} canEdit={answer.can_edit_conventions} onChange={(flexibleConvention) => set({ flexibleConvention })} />
            <SuspensionField values={values} canSuspend={answer.can_suspend_shop} onChange={set} />
            <ReadOnlyField label="shop_page.details.active_employees" value={answer.displayActiveEmployees} testId="active-employees" />
            <ReadOnlyField label="shop_page.details.pay_exporter" value={shop.payExporter} testId="pay-exporter" />
            <ReadOnlyField label="shop_page.details.max_automatic_planning_uses" value={`${shop.automaticPlanningUsesLeft} / ${shop.maxAutomaticPlanningUses}`} />
            <LicenceLinks organisationId={shop.organisationId} licenses={shop.licenses} />
          </Stack>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }}>
        {dirty && !valid ? (
          <Typography variant="body2" color="error" role="status">
            {translate('shop_page.details.fix_before_saving')}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" disabled={!dirty || !valid || actions.save.isPending}>
          {translate('shop_page.submit')}
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('shop_page.modules.title')}
      </Typography>
      <ShopModuleButtons answer={answer} />
      <Divider sx={{ my: 3 }} />
      <ShopDetailsActions answer={answer} actions={actions} />
    </Box>
  );
};
