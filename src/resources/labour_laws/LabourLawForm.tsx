import { Box, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useReducer, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { LabourLawInput, LabourLawRecord } from '../../dataProviders/labourLaws';
import type { LabourLawCountry } from '../../domain/labourLaws';
import { AbsencesSelect } from './AbsencesSelect';
import { AlertsChecklist } from './AlertsChecklist';
import { EnabledSwitch } from './EnabledSwitch';
import { LabourLawIdentityFields } from './LabourLawIdentityFields';
import { initialFormState, labourLawFormReducer, toLabourLawInput, validateLabourLawForm } from './labourLawFormState';
import { RulesEditor } from './RulesEditor';

export interface LabourLawFormProps {
  /** The law to edit; absent for a new law. */
  law?: LabourLawRecord | null;
  /** The country a new law starts in (the list's country). */
  defaultCountry?: LabourLawCountry;
  saving?: boolean;
  onSubmit: (input: LabourLawInput) => void;
  onCancel: () => void;
}

/** One form for create and edit (spec 1 §2.10); in edit mode country, scope and key are locked. */
export const LabourLawForm = ({ law, defaultCountry, saving = false, onSubmit, onCancel }: LabourLawFormProps) => {
  const translate = useTranslate();
  const [state, dispatch] = useReducer(labourLawFormReducer, undefined, () => initialFormState(law, defaultCountry));
  const { values } = state;
  const validation = validateLabourLawForm(state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toLabourLawInput(state);
    if (input && !saving) onSubmit(input);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      // a flex column, so that the content scrolls inside the dialog and the buttons stay in view
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      aria-label={translate(state.mode === 'edit' ? 'labour_laws.form.edit_title' : 'labour_laws.form.create_title')}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <LabourLawIdentityFields
            country={values.country}
            scope={values.scope}
            lawKey={values.key}
            keyProblem={validation.key}
            showKeyProblem={state.touched.key}
            locked={state.mode === 'edit'}
            onCountry={(country) => dispatch({ type: 'country', country })}
            onScope={(scope) => dispatch({ type: 'scope', scope })}
            onKey={(key) => dispatch({ type: 'key', key })}
          />
          <TextField
            label={translate('labour_laws.form.name')}
            value={values.name}
            helperText={translate('labour_laws.form.name_help')}
            onChange={(event) => dispatch({ type: 'name', name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {values.scope === 'agreement' && <EnabledSwitch enabled={values.enabled} onChange={(enabled) => dispatch({ type: 'enabled', enabled })} />}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
            <RulesEditor
              value={values.rulesText}
              problem={validation.rules}
              showProblem={state.touched.rules}
              onChange={(text) => dispatch({ type: 'rules', text })}
            />
            <AlertsChecklist state={state.alerts} onToggle={(alert) => dispatch({ type: 'alert', alert })} />
          </Box>
          <AbsencesSelect value={values.absences} onChange={(absences) => dispatch({ type: 'absences', absences })} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('labour_laws.form.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!validation.valid || saving}>
          {translate('labour_laws.form.save')}
        </Button>
      </DialogActions>
    </Box>
  );
};
