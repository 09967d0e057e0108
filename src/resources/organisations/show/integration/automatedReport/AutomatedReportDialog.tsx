import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Step, StepLabel, Stepper } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AutomatedReportSchedule, PayConfig } from '../../../../../contracts/payConfigs';
import { DeliveryStep } from './DeliveryStep';
import { PeriodStep } from './PeriodStep';
import { formOf, NEW_REPORT, scheduleOf, stepErrors, type ReportForm } from './reportForm';
import { SummaryStep } from './SummaryStep';

const STEPS = ['delivery', 'period', 'summary'] as const;

interface AutomatedReportDialogProps {
  config: PayConfig;
  /** the clock of the next-date preview (injected for tests) */
  now: Date;
  busy: boolean;
  onSave: (schedule: AutomatedReportSchedule) => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * Spec 3 §2.3, §4.4 automated report dialog: 3 steps (delivery frequency; period and delay; summary with the
 * lock-payroll switch and grouped export), in edit mode when the config has a schedule. A step's §5 errors show once
 * its Next is pressed, and a number of 0 or less shows at once ('Value must be greater than 0').
 */
export const AutomatedReportDialog = ({ config, now, busy, onSave, onDelete, onClose }: AutomatedReportDialogProps) => {
  const translate = useTranslate();
  const editing = config.schedule !== null;
  const [form, setForm] = useState<ReportForm>(() => (editing ? formOf(config.schedule) : NEW_REPORT));
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const errors = stepErrors(form, step);
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field, key]) => attempted.has(step) || (key.endsWith('value_must_be_greater_than_0') && numberTyped(form, field))),
  );
  const next = () => {
    if (Object.keys(errors).length > 0) {
      setAttempted(new Set([...attempted, step]));
      return;
    }
    if (step < STEPS.length - 1) setStep(step + 1);
    else onSave(scheduleOf(form));
  };
  return (
    <Dialog open maxWidth="sm" fullWidth onClose={(_event, reason) => (reason === 'backdropClick' ? undefined : onClose())} aria-labelledby="automated-report-title">
      <DialogTitle id="automated-report-title">{translate(editing ? 'automated_report.title_edit' : 'automated_report.title_create', { name: config.name })}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3, mt: 1 }}>
          {STEPS.map((key) => (
            <Step key={key}>
              <StepLabel>{translate(`automated_report.steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 ? <DeliveryStep form={form} onChange={setForm} errors={shown} /> : null}
        {step === 1 ? <PeriodStep form={form} onChange={setForm} errors={shown} /> : null}
        {step === 2 ? <SummaryStep form={form} onChange={setForm} timeZone={config.time_zone} now={now} /> : null}
      </DialogContent>
      <DialogActions>
        {editing ? (
          <Button color="error" onClick={onDelete} disabled={busy}>
            {translate('automated_report.actions.delete')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('automated_report.actions.cancel')}</Button>
        {step > 0 ? <Button onClick={() => setStep(step - 1)}>{translate('automated_report.actions.back')}</Button> : null}
        <Button variant="contained" onClick={next} disabled={busy}>
          {translate(step === STEPS.length - 1 ? 'automated_report.actions.save' : 'automated_report.actions.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A number field holding a typed value (0 or negative): its error shows at once (§5). */
function numberTyped(form: ReportForm, field: string): boolean {
  const value = (form.delivery as unknown as Record<string, unknown>)[field] ?? (form.reportPeriod as unknown as Record<string, unknown>)[field];
  return typeof value === 'number';
}
