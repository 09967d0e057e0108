import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PinSendRequest } from '../../../contracts/pins';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { PinJobProgress } from './PinJobProgress';
import { pinErrorMessage } from './pinErrorMessage';

export interface PinScope {
  type: 'user' | 'shop' | 'organisation';
  id: number;
}

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
          <PinJobProgress jobId={jobId} />
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
