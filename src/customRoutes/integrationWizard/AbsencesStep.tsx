import { Box, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useState, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import type { AbsenceLine } from '../../contracts/payConfigs';
import { lineInputsDisabled } from '../../domain/payConfigs/lines';
import { allowedAbsenceUnits } from '../../domain/payConfigs/rules';
import type { WizardAction, WizardState } from '../../domain/payConfigs/wizard';
import { DebouncedTextField } from './DebouncedTextField';
import { HiddenLabel } from './HiddenLabel';
import { matchesSearch } from './lineSearch';
import { LineHeader, LineRow } from './LineRow';

/** Spec 3 §2.2 step 3: the absence lines with a search; 'Retard' last with hours only; §4.2 disabled inputs and duplicates. */
export const AbsencesStep = ({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const kind = state.softwareKind ?? 'custom';
  const unitLabel = (unit: string) =>
    translate(kind === 'quadratus' && unit === 'hours' ? 'integration_wizard.units.hours_and_days' : `integration_wizard.units.${unit}`);
  const shown = state.form.absences.filter((line) => matchesSearch(line.name, search));
  if (state.pending.includes('absences')) return <Typography color="text.secondary">{translate('integration_wizard.loading')}</Typography>;
  const row = (line: AbsenceLine) => {
    const disabled = lineInputsDisabled(line);
    return (
      <LineRow
        key={line.id}
        line={line}
        name={line.name}
        select={
          <>
            <HiddenLabel id={`absence-unit-${line.id}`} text={`${translate('integration_wizard.lines.unit')} ${line.name}`} />
            <TextField
              select
              size="small"
              fullWidth
              value={line.unit}
              disabled={disabled.unit}
              slotProps={{ select: { labelId: `absence-unit-${line.id}` } }}
              onChange={(event) =>
                dispatch({
                  type: 'absence_unit',
                  id: line.id,
                  unit: event.target.value as AbsenceLine['unit'],
                })
              }
            >
              {allowedAbsenceUnits(kind, line).map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unitLabel(unit)}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        code={
          <DebouncedTextField
            size="small"
            fullWidth
            value={line.code}
            disabled={disabled.code}
            placeholder={translate('integration_wizard.lines.code')}
            slotProps={{
              htmlInput: {
                maxLength: 40,
                'aria-label': `${translate('integration_wizard.lines.code')} ${line.name}`,
              },
            }}
            onChange={(code) => dispatch({ type: 'absence_code', id: line.id, code })}
          />
        }
        asEvp={
          <Switch
            size="small"
            checked={line.as_evp}
            disabled={disabled.as_evp}
            onChange={(event) =>
              dispatch({
                type: 'absence_as_evp',
                id: line.id,
                asEvp: event.target.checked,
              })
            }
            slotProps={{
              input: {
                'aria-label': `${translate('integration_wizard.lines.as_evp')} ${line.name}`,
              },
            }}
          />
        }
        onActive={(active) => dispatch({ type: 'absence_active', id: line.id, active })}
        onDuplicate={() => dispatch({ type: 'absence_duplicate', id: line.id })}
        onDeleteDuplicate={() => dispatch({ type: 'absence_delete_duplicate', id: line.id })}
      />
    );
  };
  return (
    <Box>
      <DebouncedTextField
        size="small"
        sx={{ mb: 2, width: 320, maxWidth: '100%' }}
        label={translate('integration_wizard.search')}
        value={search}
        onChange={setSearch}
        type="search"
      />
      <Box role="table" aria-label={translate('integration_wizard.steps.absences')} sx={{ minWidth: 0 }}>
        <LineHeader select="integration_wizard.lines.unit" asEvp />
        {shown.map(row)}
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('integration_wizard.no_line')}
        </Typography>
      ) : null}
    </Box>
  );
};
