import { useImpersonate } from '../../users/impersonation/useImpersonate';
import { useResendInvitation } from '../../users/useResendInvitation';
import { UserRowActions } from '../../users/UserRowActions';
import { UsersTable } from '../../users/UsersTable';

/** Spec 2 §2.2: the shop's users, sorted by the server, 100 a page, with per-row invite / send PIN / see as. */
export const ShopEmployeesTab = ({ shopId, shopName }: { shopId: number; shopName: string }) => {
  const impersonation = useImpersonate();
  const invitation = useResendInvitation();
  return (
    <UsersTable
      scope={{ type: 'shop', id: shopId }}
      heading={{ label: 'shop_page.employees.heading', options: { name: shopName } }}
      rowActions={(row) => <UserRowActions row={row} impersonation={impersonation} invitation={invitation} />}
    />
  );
};
