import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { InvoiceMailPreview } from '../../../contracts/charges';
import { MailTextEditor } from './MailTextEditor';
import { ReviewTable } from './ReviewTable';

/**
 * What "send" will e-mail: recipient (or why there is none), subject, attachment, and the message: the server's
 * HTML in a frame without scripts or same origin, or the override editor when the switch is on.
 */
export const MailPreviewFields = ({ preview }: { preview: InvoiceMailPreview }) => {
  const translate = useTranslate();
  const override = useWatch({ name: 'override_text_enabled' }) as boolean;
  return (
    <Stack spacing={2}>
      {preview.to === null ? <Alert severity="warning">{translate('invoice_dialogs.mail.no_recipient')}</Alert> : null}
      <ReviewTable
        label={translate('invoice_dialogs.mail.envelope')}
        rows={[
          [translate('invoice_dialogs.mail.to'), preview.to ?? '—'],
          [translate('invoice_dialogs.mail.subject'), preview.subject],
          [
            translate('invoice_dialogs.mail.attachment'),
            <Box component="span" key="attachment" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileIcon fontSize="small" aria-hidden />
              {preview.attachment_name}
            </Box>,
          ],
        ]}
      />
      <BooleanInput source="override_text_enabled" label="invoice_dialogs.mail.override" helperText={false} />
      {override ? (
        <MailTextEditor />
      ) : (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            {translate('invoice_dialogs.mail.message')}
          </Typography>
          <Box
            component="iframe"
            title={translate('invoice_dialogs.mail.message_frame')}
            sandbox=""
            srcDoc={preview.body_html}
            sx={{ width: '100%', height: 280, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
          />
        </Stack>
      )}
    </Stack>
  );
};
