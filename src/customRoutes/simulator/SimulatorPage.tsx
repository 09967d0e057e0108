import { Alert, Card, CardContent, Grid, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DEFAULT_SIMULATOR_INPUT, computePricing, type SimulatorInput } from '../../domain/pricing';
import { simulatorErrors } from '../../domain/simulatorValidation';
import { SimulatorInputs } from './SimulatorInputs';
import { SimulatorResults } from './SimulatorResults';

/** The pricing simulator (spec 1 §2.6, §9): purely local, recomputed at every keystroke. */
export const SimulatorPage = () => {
  const translate = useTranslate();
  const [input, setInput] = useState<SimulatorInput>(() => ({ ...DEFAULT_SIMULATOR_INPUT, addOns: { ...DEFAULT_SIMULATOR_INPUT.addOns } }));
  const errors = useMemo(() => simulatorErrors(input), [input]);
  const valid = Object.keys(errors).length === 0;
  const result = useMemo(() => computePricing(input), [input]);
  return (
    <>
      <Title title={translate('simulator.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('simulator.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('simulator.inputs')}
              </Typography>
              <SimulatorInputs value={input} errors={errors} onChange={setInput} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('simulator.results')}
              </Typography>
              {/* no price for inputs the simulator cannot price (issue 15) */}
              {valid ? (
                <SimulatorResults result={result} commitment={input.commitment} />
              ) : (
                <Alert severity="info" data-testid="simulator-invalid">
                  {translate('simulator.invalid_inputs')}
                </Alert>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
};
