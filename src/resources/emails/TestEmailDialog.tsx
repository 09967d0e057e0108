import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { EMAIL_PROVIDERS, TEST_ATTACHMENT } from '../../contracts/emails';
import type { ConsoleDataProvider } from '../../dataProviders';
import { LOCALES } from '../../domain/locales';
import { useApiErrorText } from '../../dataProviders/useApiErrorText';
import { testEmailDefaults, testEmailProblems, testEmailRequest, type TestEmailField, type TestEmailValues } from './testEmailForm';

export interface TestEmailDialogProps {
  /** the user the test is about (employeeId, fixed) */
  employeeId: number;
  defaultRecipient?: string | null;
  defaultShopId?: number | null;
  onClose: () => void;
  /** after the server accepted it: the viewer reloads */
  onSent: () => void;
}

/**
 * Spec 2 §2.6 test e-mail: recipient, language (sent upper case), employee id, shop id, provider (the first by default),
 * an optional attachment (sample.txt, 100 bytes by default, 1 to 10,000: §5), checked before sending. Success: toast,
 * the list reloads, the modal closes; failure: 'error_message' with the server's reason, the modal stays (§8).
 */
export const TestEmailDialog = ({ employeeId, defaultRecipient, defaultShopId, onClose, onSent }: TestEmailDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [values, setValues] = useState<TestEmailValues>(() => testEmailDefaults({ recipient: defaultRecipient, lang: locale, shopId: defaultShopId }));
  const [tried, setTried] = useState(false);
  const problems = testEmailProblems(values);
  const send = useMutation({
    mutationFn: () => dataProvider.sendTestEmail(testEmailRequest(values, employeeId)),
    onSuccess: () => {
      notify('sent_emails.test.sent', { type: 'success', messageArgs: { to: values.recipient.trim() } });
      onSent();
      onClose();
    },
    onError: (error) => notify('sent_emails.test.error_message', { type: 'error', messageArgs: { reason: errorText(error, { fallback: 'sent_emails.test.no_reason' }) } }),
  });
  const set = <K extends keyof TestEmailValues>(name: K, value: TestEmailValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const errorOf = (field: TestEmailField) => {
    const problem = tried ? problems[field] : undefined;
    return { error: Boolean(problem), helperText: problem ? translate(`sent_emails.test.errors.${problem}`, { min: TEST_ATTACHMENT.minSize, max: TEST_ATTACHMENT.maxSize }) : undefined };
  };
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length === 0) send.mutate();
  };
  const label = (name: string) => translate(`sent_emails.test.fields.${name}`);
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="test-email-title">
      <DialogTitle id="test-email-title">{translate('sent_emails.test.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="test-email-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField label={label('recipient')} type="email" value={values.recipient} onChange={(e) => set('recipient', e.target.value)} required {...errorOf('recipient')} />
          <TextField select label={label('lang')} value={values.lang} onChange={(e) => set('lang', e.target.value)}>
            {LOCALES.map(({ locale: code, name }) => (
              <MenuItem key={code} value={code}>
                {`${name} (${code.toUpperCase()})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={label('employee_id')} value={employeeId} slotProps={{ input: { readOnly: true } }} />
          <TextField label={label('shop_id')} value={values.shopId} onChange={(e) => set('shopId', e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...errorOf('shopId')} />
          <TextField select label={label('provider')} value={values.provider} onChange={(e) => set('provider', e.target.value as TestEmailValues['provider'])}>
            {EMAIL_PROVIDERS.map((provider) => (
              <MenuItem key={provider} value={provider}>
                {translate(`sent_emails.test.providers.${provider}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={values.withAttachment} onChange={(e) => set('withAttachment', e.target.checked)} />} label={label('attachment')} />
          {values.withAttachment ? (
            <Stack direction="row" spacing={2}>
              <TextField label={label('attachment_name')} value={values.attachmentName} onChange={(e) => set('attachmentName', e.target.value)} sx={{ flex: 2 }} {...errorOf('attachmentName')} />
              <TextField
                label={label('attachment_size')}
                type="number"
                value={values.attachmentSize}
                onChange={(e) => set('attachmentSize', e.target.value)}
                slotProps={{ htmlInput: { min: TEST_ATTACHMENT.minSize, max: TEST_ATTACHMENT.maxSize, step: 1 } }}
                sx={{ flex: 1 }}
                {...errorOf('attachmentSize')}
              />
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" form="test-email-form" variant="contained" disabled={send.isPending}>
          {translate('sent_emails.test.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
