import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../ui/RecordPageFallback';
import { TabbedPage } from '../../ui/tabs/TabbedPage';
import { SentEmails } from '../emails/SentEmails';
import { UserActions } from './show/UserActions';
import { UserDetails } from './show/UserDetails';
import { UserHistoryTab } from './show/UserHistoryTab';
import { useUserRecord } from './show/useUserRecord';

/** Spec 2 §2.3, /users/{id}: tabs details (with the actions), sent e-mails, history; in a card like the other record pages. */
export const UserShow = () => {
  const { id = '' } = useParams();
  const query = useUserRecord(id);
  const { data, refetch } = query;
  if (!data) return <RecordPageFallback query={query} message="users.errors.loading_user" />;
  const { user } = data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={user.name} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {user.name}
        </Typography>
        <TabbedPage
          label="users.tabs.label"
          tabs={[
            {
              path: 'details',
              label: 'users.tabs.details',
              element: (
                <Stack spacing={3}>
                  <UserActions answer={data} onChanged={() => void refetch()} />
                  <UserDetails user={user} />
                </Stack>
              ),
            },
            { path: 'emails', label: 'users.tabs.emails', element: <SentEmails entity="user" id={user.id} defaultRecipient={user.email} defaultShopId={user.shop?.id} /> },
            { path: 'history', label: 'users.tabs.history', element: <UserHistoryTab userId={user.id} /> },
          ]}
        />
      </CardContent>
    </Card>
  );
};
