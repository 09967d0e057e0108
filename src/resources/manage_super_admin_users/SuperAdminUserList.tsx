import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { AddSuperAdminsDialog } from './AddSuperAdminsDialog';
import { SuperAdminEmails } from './SuperAdminEmails';
import { useSuperAdmins } from './superAdminUsersData';

/** Manage super admins (spec 1 §2.11): guarded by can_manage_super_admin_users (resource definition). */
export const SuperAdminUserList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const { data, error, isPending } = useSuperAdmins();
  useEffect(() => {
    if (error) notify('super_admins.notifications.load_error', { type: 'error' });
  }, [error, notify]);

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('super_admins.title')} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('super_admins.title')}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('super_admins.add_button')}
          </Button>
        </Box>
        {isPending ? <LinearProgress /> : null}
        {error ? <Alert severity="error">{translate('super_admins.notifications.load_error')}</Alert> : null}
        {data ? <SuperAdminEmails users={data} /> : null}
      </CardContent>
      {adding ? <AddSuperAdminsDialog onClose={() => setAdding(false)} /> : null}
    </Card>
  );
};
