import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserImportResult } from '../../../../contracts/userImport';

/** What an accepted import did: created and updated counts, then each user with what happened to them. */
export const ImportResult = ({ result }: { result: UserImportResult }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success">
      <AlertTitle>
        {translate('user_import.result.created', { smart_count: result.created })}, {translate('user_import.result.updated', { smart_count: result.updated })}
      </AlertTitle>
      <List dense disablePadding>
        {result.users.map((user) => (
          <ListItem key={user.id} disableGutters>
            <ListItemText primary={`${user.name} (${user.email})`} secondary={translate(`user_import.result.status.${user.status}`)} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
