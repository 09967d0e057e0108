import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The two steps of the invoice wizards (spec 2 §4): fill in (or edit), then review (or confirm). */
export const WizardSteps = ({ active, labels }: { active: 0 | 1; labels: readonly [string, string] }) => {
  const translate = useTranslate();
  return (
    <Stepper activeStep={active} sx={{ mb: 3 }}>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{translate(label)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
