import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import type { CreateMethod, WizardAction, WizardState } from '../../domain/payConfigs/wizard';

interface SourceStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  shops: ReadonlyArray<{ id: number; name: string }>;
  integrations: ReadonlyArray<{ id: string; name: string }>;
  /** FEATUREDEV_SUNDAY_MAJ_SLICES: the shop selector (§2.2 step 1) */
  shopSelector: boolean;
}

/** Spec 3 §2.2 step 1 (create only): the shop the data come from and the creation method. */
export const SourceStep = ({ state, dispatch, shops, integrations, shopSelector }: SourceStepProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {shopSelector ? (
        <TextField
          select
          label={translate('integration_wizard.source.shop')}
          value={state.shopId ?? ''}
          onChange={(event) => dispatch({ type: 'set_shop', shopId: Number(event.target.value) })}
          size="small"
        >
          {shops.map((shop) => (
            <MenuItem key={shop.id} value={shop.id}>
              {shop.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <FormControl>
        <FormLabel id="wizard-create-method">{translate('integration_wizard.source.method')}</FormLabel>
        <RadioGroup
          aria-labelledby="wizard-create-method"
          value={state.createMethod}
          onChange={(event) =>
            dispatch({
              type: 'set_create_method',
              method: event.target.value as CreateMethod,
            })
          }
        >
          <FormControlLabel value="fromScratch" control={<Radio />} label={translate('integration_wizard.source.from_scratch')} />
          <FormControlLabel
            value="fromIntegration"
            control={<Radio />}
            disabled={integrations.length === 0}
            label={translate('integration_wizard.source.from_integration')}
          />
        </RadioGroup>
      </FormControl>
      {state.createMethod === 'fromIntegration' ? (
        <TextField
          select
          label={translate('integration_wizard.source.integration')}
          value={state.selectedIntegrationId ?? ''}
          onChange={(event) =>
            dispatch({
              type: 'select_integration',
              id: event.target.value || null,
            })
          }
          size="small"
        >
          {integrations.map((integration) => (
            <MenuItem key={integration.id} value={integration.id}>
              {integration.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
};
