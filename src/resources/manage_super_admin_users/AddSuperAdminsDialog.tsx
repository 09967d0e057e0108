import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { readApiError } from '../../dataProviders/apiError';
import { emailsOutsideDomain, splitEmails } from '../../domain/superAdminEmails';
import { useSetSuperAdmins } from './superAdminUsersData';

/** The server takes at most this many addresses per call. */
const MAX_EMAILS = 200;

/**
 * spec 1 §2.11, §4, §5: e-mails split on whitespace, commas, semicolons and line breaks; any address
 * outside the company domain shows "not from company" and nothing is sent; on partial success the
 * text area is refilled with the unknown addresses and an error shows.
 */
export const AddSuperAdminsDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { companyEmailDomain: domain } = useRuntimeConfig();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const grant = useSetSuperAdmins();
  const emails = splitEmails(text);

  const notFromCompany = (outside: string[]) =>
    translate('super_admins.add.not_company', { smart_count: outside.length, domain, emails: outside.join(', ') });

  const submit = () => {
    const outside = emailsOutsideDomain(emails, domain);
    if (outside.length > 0) return setError(notFromCompany(outside));
    if (emails.length > MAX_EMAILS) return setError(translate('super_admins.add.max_addresses', { max: MAX_EMAILS }));
    setError(null);
    grant.mutate(
      emails.map((email) => ({ email, super_admin: true })),
      {
        onSuccess: ({ updated_users: added, missing_users: missing }) => {
          if (added.length > 0) notify('super_admins.notifications.added', { type: 'success', messageArgs: { smart_count: added.length } });
          if (missing.length === 0) return onClose();
          setText(missing.join('\n'));
          setError(translate('super_admins.add.invalid_emails', { smart_count: missing.length, emails: missing.join(', ') }));
        },
        onError: (failure) => {
          // the addresses outside the company domain are the messages of the 422's details
          const { error, details } = readApiError(failure);
          const outsideForServer = error === 'not_company_email' ? details.map((detail) => detail.message ?? '').filter(Boolean) : [];
          setError(outsideForServer.length > 0 ? notFromCompany(outsideForServer) : translate('super_admins.errors.generic'));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-super-admins-title">
      <DialogTitle id="add-super-admins-title">{translate('super_admins.add.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('super_admins.add.label')}
            multiline
            minRows={4}
            maxRows={14}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            helperText={translate('super_admins.add.helper')}
            autoFocus
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={emails.length === 0 || grant.isPending}>
          {translate('super_admins.add.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
