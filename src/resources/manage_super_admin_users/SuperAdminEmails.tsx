import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, List, ListItem, ListItemText, Tooltip } from '@mui/material';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { readApiError } from '../../dataProviders/apiError';
import type { SuperAdminUser } from '../../dataProviders/superAdmin/superAdminUsers';
import { useConfirm } from '../../ui/ConfirmProvider';
import { useSetSuperAdmins } from './superAdminUsersData';

/** spec 1 §2.11: the super admins' sorted e-mails, each with a delete icon behind a confirmation. */
export const SuperAdminEmails = ({ users }: { users: SuperAdminUser[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const { identity } = useGetIdentity();
  const revoke = useSetSuperAdmins();
  const me = typeof identity?.email === 'string' ? identity.email.toLowerCase() : null;

  const remove = async (email: string) => {
    const confirmed = await confirm({
      title: 'super_admins.delete.title',
      content: 'super_admins.delete.content',
      contentOptions: { email },
      confirm: 'super_admins.delete.confirm',
      confirmColor: 'warning',
    });
    if (!confirmed) return;
    revoke.mutate([{ email, super_admin: false }], {
      onSuccess: () => notify('super_admins.notifications.removed', { type: 'success', messageArgs: { email } }),
      onError: (error) =>
        notify(readApiError(error).error === 'cannot_remove_self' ? 'super_admins.errors.cannot_remove_self' : 'super_admins.errors.generic', { type: 'error' }),
    });
  };

  if (users.length === 0) return <ListItemText sx={{ p: 2 }} primary={translate('super_admins.empty')} />;
  return (
    <List dense aria-label={translate('super_admins.title')}>
      {users.map(({ id, email }) => {
        const self = email.toLowerCase() === me;
        const button = (
          <IconButton
            edge="end"
            aria-label={translate('super_admins.remove', { email })}
            onClick={() => remove(email)}
            disabled={self || revoke.isPending}
          >
            <DeleteIcon />
          </IconButton>
        );
        return (
          <ListItem
            key={id}
            divider
            secondaryAction={
              self ? (
                <Tooltip title={translate('super_admins.self')}>
                  <span>{button}</span>
                </Tooltip>
              ) : (
                button
              )
            }
          >
            <ListItemText primary={email} />
          </ListItem>
        );
      })}
    </List>
  );
};
