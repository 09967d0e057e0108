import { Alert, CircularProgress, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ReplicationRoutes } from '../../../customRoutes/replication/ReplicationRoutes';
import { AddAutomaticPlanningsButton } from './settings/AddAutomaticPlanningsButton';
import { ReplicateSettingsButton } from './settings/ReplicateSettingsButton';
import { ShopSettingsForm } from './settings/ShopSettingsForm';
import { useShopSettings } from './settings/useShopSettings';

export interface SettingsTabProps {
  shopId: number;
  organisationId: number;
  /** the shop record's maxAutomaticPlanningUses: 0 hides 'add automatic plannings' */
  maxAutomaticPlanningUses: number;
  canAddAutomaticPlanningCredits: boolean;
  /** the shop record's flag; the settings answer carries the same flag from the time-clock service, which the form follows */
  canUpdatePunchClockOnline: boolean;
}

/** Spec 2 §2.2 settings tab: 'replicate settings' and 'add automatic plannings' (gated), then the settings form; a load failure toasts and says so. */
export const SettingsTab = ({ shopId, organisationId, maxAutomaticPlanningUses, canAddAutomaticPlanningCredits }: SettingsTabProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { settings, predefined } = useShopSettings(shopId);
  const failed = settings.isError || predefined.isError;
  useEffect(() => {
    if (failed) notify('shop_settings.load_error', { type: 'error' });
  }, [failed, notify]);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <ReplicateSettingsButton shopId={shopId} />
        {maxAutomaticPlanningUses > 0 && canAddAutomaticPlanningCredits ? <AddAutomaticPlanningsButton shopId={shopId} /> : null}
      </Stack>
      {failed ? <Alert severity="error">{translate('shop_settings.load_error')}</Alert> : null}
      {settings.data && predefined.data ? (
        <ShopSettingsForm key={settings.dataUpdatedAt} shopId={shopId} answer={settings.data} predefined={predefined.data} />
      ) : failed ? null : (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      )}
      <ReplicationRoutes organisationId={organisationId} tab="settings" sourceShopId={shopId} />
    </Stack>
  );
};
