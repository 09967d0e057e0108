import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertsState } from '../../domain/labourLawAlerts';
import { ALERT_RULE_FIELDS, ALERT_TYPES, type AlertType } from '../../domain/labourLaws';

interface AlertsChecklistProps {
  state: AlertsState;
  onToggle: (alert: AlertType) => void;
}

/**
 * The alerts of a law as a checklist (spec 1 §2.10). Selection follows the rules (§4) until the user
 * changes an alert by hand; such alerts carry a "changed by hand" mark. Each alert names the rule
 * fields that drive it.
 */
export const AlertsChecklist = ({ state, onToggle }: AlertsChecklistProps) => {
  const translate = useTranslate();
  const selected = new Set(state.alerts);
  const manual = new Set(state.manuallyChanged);
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend">{translate('labour_laws.form.alerts')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{translate('labour_laws.form.alerts_help')}</FormHelperText>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {ALERT_TYPES.map((alert) => (
          <Box key={alert} data-testid={`alert-${alert}`} sx={{ display: 'flex', flexDirection: 'column', mb: 0.5 }}>
            <FormControlLabel
              control={<Checkbox size="small" checked={selected.has(alert)} onChange={() => onToggle(alert)} />}
              label={translate(`labour_laws.alert_types.${alert}`)}
              sx={{ mr: 0 }}
            />
            <Typography variant="caption" color="text.secondary" sx={{ pl: 4, mt: -0.75 }}>
              {ALERT_RULE_FIELDS[alert].join(', ')}
              {manual.has(alert) && (
                <Box component="span" sx={{ color: 'warning.main', ml: ALERT_RULE_FIELDS[alert].length ? 1 : 0 }}>
                  {translate('labour_laws.form.manually_changed')}
                </Box>
              )}
            </Typography>
          </Box>
        ))}
      </FormGroup>
    </FormControl>
  );
};
