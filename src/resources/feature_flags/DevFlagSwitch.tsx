import { Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DevFlag } from '../../dataProviders/superAdmin/featureFlags';
import { useConfirm } from '../../ui/ConfirmProvider';
import { useUpdateDevFlag } from './featureFlagsData';

/**
 * spec 1 §2.9, §4: a dev or canary flag toggles only after confirmation, with texts for activating
 * and deactivating; a canary is sent whole (§7).
 */
export const DevFlagSwitch = ({ flag }: { flag: DevFlag }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const update = useUpdateDevFlag();
  const toggle = async () => {
    const active = !flag.active;
    const verb = active ? 'activate' : 'deactivate';
    const confirmed = await confirm({
      title: `feature_flags.confirm.${verb}_title`,
      titleOptions: { name: flag.name },
      content: `feature_flags.confirm.${verb}_content`,
      contentOptions: { name: flag.name },
      confirm: `feature_flags.confirm.${verb}`,
      confirmColor: active ? 'primary' : 'warning',
    });
    if (!confirmed) return;
    update.mutate(
      flag.canaryReleaseType
        ? { name: flag.name, active, canaryReleaseType: flag.canaryReleaseType, canaryReleaseIds: flag.canaryReleaseIds }
        : { name: flag.name, active },
    );
  };
  return (
    <Switch
      checked={flag.active}
      onChange={toggle}
      disabled={update.isPending}
      slotProps={{ input: { 'aria-label': translate('feature_flags.toggle', { name: flag.name }) } }}
    />
  );
};
