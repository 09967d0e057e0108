import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import { readApiError } from '../../../../../dataProviders/apiError';
import { useApiErrorText } from '../../../../../dataProviders/useApiErrorText';
import { useAutomaticJobs } from './launchesData';

/** Spec 3 §2.1: the text area's minimum height. */
export const MANUAL_LAUNCH_MIN_HEIGHT = 194;

/** The JSON text's object, or null when it is not a JSON object (§5: refused before anything is sent). */
export function jsonObjectOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface ManualLaunchDialogProps {
  organisationId: number;
  jobName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 3 §2.1, §5, §8: relaunch an automatic job with JSON args, prefilled with an example of the job's args. Submit is
 * disabled when the text is empty or while sending; text that is not a JSON object is refused before sending; a
 * refusal shows the server's text and the schema's messages.
 */
export default function ManualLaunchDialog(props: ManualLaunchDialogProps) {
  // mounted while open: each opening starts from the example, without an error
  return props.open ? <OpenManualLaunchDialog {...props} /> : null;
}

function OpenManualLaunchDialog({ organisationId, jobName, onClose }: ManualLaunchDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const jobs = useAutomaticJobs(organisationId);
  const job = jobs.data?.find((candidate) => candidate.name === jobName);
  /** what the user typed; null until then, the example showing */
  const [edited, setEdited] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; details: string[] } | null>(null);
  const text = edited ?? (job ? JSON.stringify(job.example_args, null, 2) : '');

  const launch = useMutation({
    mutationFn: (args: Record<string, unknown>) => dataProvider.launchAutomaticJob({ organisation_id: organisationId, job_name: jobName, args }),
    onSuccess: () => {
      notify('integration_launch.launched', { type: 'success' });
      onClose();
    },
    onError: (failure) => {
      const shown = errorText(failure);
      setProblem({ text: shown, details: readApiError(failure).details.map((detail) => [detail.path, detail.message].filter(Boolean).join(': ')) });
      notify(shown, { type: 'error', messageArgs: { _: shown } });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const args = jsonObjectOf(text);
    if (!args) {
      setProblem({ text: translate('integration_launch.invalid_json'), details: [] });
      return;
    }
    setProblem(null);
    launch.mutate(args);
  };

  const title = job ? translate(`integration_launch.jobs.${job.name}`, { _: job.display_name }) : jobName;
  return (
    <Dialog open onClose={launch.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('integration_launch.title', { name: title })}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            margin="dense"
            label={translate('integration_launch.args_label')}
            value={text}
            onChange={(event) => setEdited(event.target.value)}
            helperText={translate('integration_launch.args_help')}
            slotProps={{ htmlInput: { 'data-testid': 'manual-launch-args', spellCheck: false, style: { minHeight: MANUAL_LAUNCH_MIN_HEIGHT, fontFamily: 'monospace' } } }}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem.text}
              {problem.details.length > 0 ? (
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {problem.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={launch.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={text.trim() === '' || launch.isPending}>
            {translate('integration_launch.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
