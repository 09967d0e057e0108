import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Job } from '../../../contracts/jobs';
import type { PinSendRequest, PinSendResult } from '../../../contracts/pins';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { JobProgress, type JobTexts } from '../../../ui/jobs/JobProgress';
import { pinErrorMessage } from './pinErrorMessage';

export interface PinScope {
  type: 'user' | 'shop' | 'organisation';
  id: number;
}

/** A group send followed with the shared job component, in the words of spec 2 §8. */
const GROUP_SEND_TEXTS: JobTexts = {
  progress: 'pins.send.progress',
  progressLabel: 'pins.send.progress_label',
  failed: 'pins.send.send_error',
  resultLabel: 'pins.send.result_label',
};
const RESULT_COUNTS = ['sent', 'skipped_no_phone', 'skipped_no_email', 'blocked'] as const;
const resultOf = (job: Job) => job.result as PinSendResult | null;

const requestOf = (scope: PinScope, sendSms: boolean, sendMail: boolean): PinSendRequest => ({
  type: scope.type,
  [`${scope.type}_id`]: scope.id,
  send_sms: sendSms,
  send_mail: sendMail,
});

/**
 * The send-PIN modal (spec 2 §2.7): SMS on and e-mail off by default (§9), a confirmation naming how many
 * people a group send reaches, submit disabled when both are off. One user: queued at once, a singular
 * toast. A group: the server's job is followed until done, then its counts and a plural toast (§8).
 */
export const SendPinDialog = ({ scope, recipientsCount, onClose }: { scope: PinScope; recipientsCount?: number; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [sendSms, setSendSms] = useState(true);
  const [sendMail, setSendMail] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const group = scope.type !== 'user';

  const send = useMutation({
    mutationFn: () => dataProvider.sendPins(requestOf(scope, sendSms, sendMail)),
    onSuccess: (answer) => {
      if (answer.kind === 'job') return setJobId(answer.job.id);
      if (answer.result.sent > 0) notify('pins.send.success', { type: 'success' });
      else notify('pins.send.blocked', { type: 'warning' });
      onClose();
    },
    onError: (error) => notify(pinErrorMessage(error, 'pins.send.send_error'), { type: 'error' }),
  });

  const question = !group
    ? translate('pins.send.confirm_user')
    : recipientsCount === undefined
      ? translate('pins.send.confirm_group_unknown')
      : translate('pins.send.confirm_group', { smart_count: recipientsCount });

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} aria-labelledby="send-pin-title" fullWidth maxWidth="xs">
      <DialogTitle id="send-pin-title">{translate('pins.send.title')}</DialogTitle>
      <DialogContent>
        {jobId === null ? (
          <>
            <DialogContentText>{question}</DialogContentText>
            <FormGroup>
              <FormControlLabel control={<Switch checked={sendSms} onChange={(_, on) => setSendSms(on)} />} label={translate('pins.send.by_sms')} />
              <FormControlLabel control={<Switch checked={sendMail} onChange={(_, on) => setSendMail(on)} />} label={translate('pins.send.by_mail')} />
            </FormGroup>
          </>
        ) : (
          <JobProgress
            jobId={jobId}
            texts={GROUP_SEND_TEXTS}
            resultLines={(job, t) => {
              const result = resultOf(job);
              return result ? RESULT_COUNTS.map((count) => t(`pins.send.result.${count}`, { smart_count: result[count] })) : [];
            }}
            onEnd={(job) => {
              if (job?.status === 'succeeded') notify('pins.send.success_group', { type: 'success', messageArgs: { smart_count: resultOf(job)?.sent ?? 0 } });
              else notify('pins.send.send_error', { type: 'error' });
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {jobId === null ? (
          <>
            <Button onClick={onClose} disabled={send.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button variant="contained" onClick={() => send.mutate()} disabled={(!sendSms && !sendMail) || send.isPending}>
              {translate('pins.send.submit')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
