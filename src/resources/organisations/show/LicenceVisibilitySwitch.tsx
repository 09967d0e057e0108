import { Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { License } from '../../../dataProviders/superAdmin/licences';
import { licenceVisibilityLocked } from '../../../domain/licences';

interface LicenceVisibilitySwitchProps {
  licence: License;
  onChange: (visible: boolean) => void;
}

/** Spec 2 §2.1, §5: the visibility switch, disabled for system_admin licences with a tooltip saying why. */
export const LicenceVisibilitySwitch = ({ licence, onChange }: LicenceVisibilitySwitchProps) => {
  const translate = useTranslate();
  const locked = licenceVisibilityLocked(licence.original_type);
  const control = (
    <Switch
      checked={licence.visible}
      disabled={locked}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': translate('organisation_licences.toggle', { name: licence.name }) } }}
    />
  );
  if (!locked) return control;
  // a disabled control gets no pointer events: the tooltip listens on a wrapper
  return (
    <Tooltip title={translate('organisation_licences.locked')}>
      <span data-testid={`licence-locked-${licence.id}`}>{control}</span>
    </Tooltip>
  );
};
