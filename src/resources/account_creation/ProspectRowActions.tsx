import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Prospect } from '../../contracts/prospects';
import type { ConsoleDataProvider } from '../../dataProviders';
import { ProspectEditDialog } from './ProspectEditDialog';

/** The icons of a prospect row (spec 2 §2.4): edit it, send the account-creation mail again ('sent' / 'not_sent'). */
export const ProspectRowActions = ({ row, statuses }: { row: Prospect; statuses: readonly string[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [editing, setEditing] = useState(false);
  const reinvite = useMutation({
    mutationFn: () => dataProvider.reinviteProspect(row.id),
    onSuccess: () => notify('prospects.sent', { type: 'success' }),
    onError: () => notify('prospects.not_sent', { type: 'error' }),
  });
  const label = (key: string) => translate(key, { id: row.id, email: row.email });
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton size="small" aria-label={label('prospects.actions.edit')} title={label('prospects.actions.edit')} onClick={() => setEditing(true)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={label('prospects.actions.reinvite')}
        title={label('prospects.actions.reinvite')}
        disabled={reinvite.isPending}
        onClick={() => reinvite.mutate()}
      >
        <ForwardToInboxIcon fontSize="small" />
      </IconButton>
      {editing ? <ProspectEditDialog prospect={row} statuses={statuses} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
};
