import { Stack } from '@mui/material';
import { useImpersonate } from '../../users/impersonation/useImpersonate';
import { useResendInvitation } from '../../users/useResendInvitation';
import { SendPinButton } from '../../users/pins/SendPinButton';
import { SendOrganisationInvitationsButton } from '../../users/SendOrganisationInvitationsButton';
import { UserRowActions } from '../../users/UserRowActions';
import { UsersTable } from '../../users/UsersTable';

/**
 * Spec 2 §2.1 users tab: "User list – {name}", the organisation's users sorted by the server, with
 * per-row invite / send PIN / see as, and the whole organisation's "send invitation" and "send PIN".
 */
export const EmployeesTab = ({ organisationId, organisationName }: { organisationId: number; organisationName: string }) => {
  const impersonation = useImpersonate();
  const invitation = useResendInvitation();
  return (
    <UsersTable
      scope={{ type: 'organisation', id: organisationId }}
      heading={{ label: 'users.heading_organisation', options: { name: organisationName } }}
      actions={
        <Stack direction="row" spacing={1}>
          <SendOrganisationInvitationsButton organisationId={organisationId} />
          <SendPinButton scope={{ type: 'organisation', id: organisationId }} variant="button" />
        </Stack>
      }
      rowActions={(row) => <UserRowActions row={row} impersonation={impersonation} invitation={invitation} />}
    />
  );
};
