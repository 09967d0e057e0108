import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Prospect } from '../../contracts/prospects';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { ProspectStep } from '../../domain/prospects/prospects';
import { useServerFieldErrors } from '../../ui/forms/useServerFieldErrors';

const TEXT_FIELDS = ['organisation_name', 'name', 'email', 'phone', 'bizdev'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Spec 2 §2.4, edit a prospect row: its step (served list) and contact fields; toasts 'updated' / 'not_updated'. */
export const ProspectEditDialog = ({ prospect, statuses, onClose }: { prospect: Prospect; statuses: readonly string[]; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [step, setStep] = useState(prospect.step);
  const [values, setValues] = useState<Record<TextField, string>>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, prospect[f] ?? ''])) as Record<TextField, string>);

  // the PATCH body is {prospect: {...}}: a refused field (an e-mail address the server rejects) shows its message under it
  const serverErrors = useServerFieldErrors('prospect');
  const save = useMutation({
    mutationFn: () =>
      dataProvider.updateProspect(prospect.id, {
        step: step as ProspectStep,
        organisation_name: blankToNull(values.organisation_name),
        name: blankToNull(values.name),
        email: values.email.trim(),
        phone: blankToNull(values.phone),
        bizdev: blankToNull(values.bizdev),
      }),
    onSuccess: () => {
      notify('prospects.updated', { type: 'success' });
      refresh();
      onClose();
    },
    onError: (error) => {
      serverErrors.take(error);
      notify('prospects.not_updated', { type: 'error' });
    },
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby="prospect-edit-title" fullWidth maxWidth="xs">
      <DialogTitle id="prospect-edit-title">{translate('prospects.edit.title', { id: prospect.id })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('prospects.fields.step')}
            value={step}
            onChange={(e) => {
              serverErrors.clear('step');
              setStep(e.target.value);
            }}
            error={serverErrors.of('step') !== undefined}
            helperText={serverErrors.of('step')}
            size="small"
          >
            {statuses.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`prospects.steps.${s}`, { _: s })}
              </MenuItem>
            ))}
          </TextField>
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={translate(`prospects.fields.${field}`)}
              value={values[field]}
              onChange={(e) => {
                serverErrors.clear(field);
                setValues((v) => ({ ...v, [field]: e.target.value }));
              }}
              required={field === 'email'}
              error={serverErrors.of(field) !== undefined}
              helperText={serverErrors.of(field)}
              size="small"
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || values.email.trim() === ''}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
