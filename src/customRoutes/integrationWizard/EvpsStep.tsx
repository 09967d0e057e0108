import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import type { EvpLine } from '../../contracts/payConfigs';
import { COUNTER_TYPES, EFFECTIVE_HOURS_KEY, EVP_GROUP_KEYS } from '../../domain/payConfigs/constants';
import { lineInputsDisabled, originalKey } from '../../domain/payConfigs/lines';
import type { WizardAction, WizardState } from '../../domain/payConfigs/wizard';
import { DebouncedTextField } from './DebouncedTextField';
import { HiddenLabel } from './HiddenLabel';
import { matchesSearch } from './lineSearch';
import { LineHeader, LineRow } from './LineRow';

/** Spec 3 §2.2 step 4: the pay variables in their five categories, with a search; §4.2 contract types and duplicates. */
export const EvpsStep = ({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  // the server names a pay variable by its key: the catalogues give its words (spec 3 §3.2)
  const nameOf = (line: EvpLine) => translate(`integration_wizard.evps.names.${originalKey(line.key)}`, { _: line.name });
  if (state.pending.includes('evps')) return <Typography color="text.secondary">{translate('integration_wizard.loading')}</Typography>;
  const row = (line: EvpLine) => {
    const name = nameOf(line);
    const disabled = lineInputsDisabled(line);
    return (
      <LineRow
        key={line.key}
        line={line}
        name={name}
        hint={
          line.key === EFFECTIVE_HOURS_KEY ? (
            <Tooltip title={translate('integration_wizard.evps.effective_hours_hint')}>
              <InfoOutlinedIcon fontSize="small" color="action" aria-label={translate('integration_wizard.evps.effective_hours_hint')} />
            </Tooltip>
          ) : null
        }
        select={
          <>
            <HiddenLabel id={`evp-contract-${line.key}`} text={`${translate('integration_wizard.lines.counter_type')} ${name}`} />
            <TextField
              select
              size="small"
              fullWidth
              value={line.counter_type}
              disabled={disabled.counter_type}
              onChange={(event) =>
                dispatch({
                  type: 'evp_counter_type',
                  key: line.key,
                  counterType: event.target.value as EvpLine['counter_type'],
                })
              }
              slotProps={{
                select: {
                  displayEmpty: true,
                  labelId: `evp-contract-${line.key}`,
                },
              }}
            >
              <MenuItem value="">{translate('integration_wizard.counter_types.none')}</MenuItem>
              {COUNTER_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`integration_wizard.counter_types.${type}`)}
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
                'aria-label': `${translate('integration_wizard.lines.code')} ${name}`,
              },
            }}
            onChange={(code) => dispatch({ type: 'evp_code', key: line.key, code })}
          />
        }
        onActive={(active) => dispatch({ type: 'evp_active', key: line.key, active })}
        onDuplicate={() => dispatch({ type: 'evp_duplicate', key: line.key })}
        onDeleteDuplicate={() => dispatch({ type: 'evp_delete_duplicate', key: line.key })}
      />
    );
  };
  return (
    <Box>
      <DebouncedTextField
        size="small"
        sx={{ mb: 1, width: 320, maxWidth: '100%' }}
        label={translate('integration_wizard.search')}
        value={search}
        onChange={setSearch}
        type="search"
      />
      {EVP_GROUP_KEYS.map((group) => {
        const lines = state.form.evps[group].filter((line) => matchesSearch(nameOf(line), search));
        return (
          <Box key={group} component="section" sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {translate(`integration_wizard.evps.groups.${group}`)}
            </Typography>
            {lines.length > 0 ? (
              <Box role="table" aria-label={translate(`integration_wizard.evps.groups.${group}`)}>
                <LineHeader select="integration_wizard.lines.counter_type" asEvp={false} />
                {lines.map(row)}
              </Box>
            ) : (
              <Typography color="text.secondary" variant="body2">
                {translate('integration_wizard.no_line')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
};
