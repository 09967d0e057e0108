import { FormControlLabel, FormHelperText, Switch, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../ui/ConfirmProvider';

interface EnabledSwitchProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

/** Enabled/disabled, for agreements only; every switch goes through the confirmation modal (spec 1 §2.10, §4). */
export const EnabledSwitch = ({ enabled, onChange }: EnabledSwitchProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const ask = async () => {
    const next = !enabled;
    const verb = next ? 'enable' : 'disable';
    const confirmed = await confirm({
      title: `labour_laws.confirm.${verb}_title`,
      content: `labour_laws.confirm.${verb}_content`,
      confirmColor: next ? 'primary' : 'warning',
    });
    if (confirmed) onChange(next);
  };
  return (
    <Box>
      <FormControlLabel control={<Switch checked={enabled} onChange={() => void ask()} />} label={translate('labour_laws.form.enabled')} />
      <FormHelperText sx={{ mt: 0 }}>{translate('labour_laws.form.enabled_help')}</FormHelperText>
    </Box>
  );
};
