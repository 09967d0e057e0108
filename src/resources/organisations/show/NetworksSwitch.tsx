import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../../ui/ConfirmProvider';

/** Spec 2 §2.1: the networks (clusters) switch; locked once saved on; turning it on asks for confirmation. */
export const NetworksSwitch = ({ checked, locked, onChange }: { checked: boolean; locked: boolean; onChange: (value: boolean) => void }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const toggle = async (value: boolean) => {
    if (value && !(await confirm({ title: 'organisation_page.networks.confirm_title', content: 'organisation_page.networks.confirm_content', confirmColor: 'warning' }))) return;
    onChange(value);
  };
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} disabled={locked} onChange={(event) => void toggle(event.target.checked)} />}
        label={translate('organisation_page.networks.label')}
      />
      {locked ? <FormHelperText>{translate('organisation_page.networks.locked')}</FormHelperText> : null}
    </div>
  );
};
