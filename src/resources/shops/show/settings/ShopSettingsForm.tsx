import { Alert, Grid, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PredefinedValues, ShopSettingsAnswer } from '../../../../contracts/shopSettings';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { settingsChanges, type SettingsFormContext, type ShopSettingsValues } from '../../../../domain/shopSettings';
import { BaseRulesSection } from './BaseRulesSection';
import { DirtyGuard } from './DirtyGuard';
import { TimeClockSection } from './TimeClockSection';

interface ShopSettingsFormProps {
  shopId: number;
  answer: ShopSettingsAnswer;
  predefined: PredefinedValues;
}

/**
 * The settings form (spec 2 §2.2, §3): time-clock section only when the service says enabled (its failure: the
 * 'time clock disabled' notice, the base rules still editable), base rules; the validate button sends the shown
 * fields that changed through PATCH /shops/{id} ('shop update success' / 'shop update failure', §8).
 */
export const ShopSettingsForm = ({ shopId, answer, predefined }: ShopSettingsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const timeClockEnabled = 'enabled' in answer.time_clock && answer.time_clock.enabled;
  const context: SettingsFormContext = { timeClockEnabled, shiftPopular: answer.features.shift_popular, canGoOnline: answer.can_update_punch_clock_online };
  const saved = answer.settings as ShopSettingsValues;
  const save = useMutation({
    mutationFn: (changes: Partial<ShopSettingsValues>) => dataProvider.updateShopSettings(shopId, changes),
    onSuccess: async () => {
      notify('shop_settings.update_success', { type: 'success' });
      // the settings and the shop record (modulation, popular shifts, credits left) read again
      await queryClient.invalidateQueries({ queryKey: ['shops'] });
    },
    onError: () => notify('shop_settings.update_failure', { type: 'error' }),
  });
  const submit = (values: Record<string, unknown>) => {
    const changes = settingsChanges(saved, values as ShopSettingsValues, context);
    if (Object.keys(changes).length > 0) save.mutate(changes);
  };
  return (
    <Form record={{ id: shopId, ...saved }} onSubmit={submit} noValidate>
      <DirtyGuard />
      {'error' in answer.time_clock ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('shop_settings.time_clock_disabled')}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        {timeClockEnabled ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <TimeClockSection canGoOnline={context.canGoOnline} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 6 }}>
          <BaseRulesSection predefined={predefined} shiftPopular={context.shiftPopular} />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <SaveButton label="shop_settings.validate" disabled={save.isPending} />
      </Stack>
    </Form>
  );
};
