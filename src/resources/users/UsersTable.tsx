import { DataTable, useTranslate } from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import type { ListSort } from '../../contracts/lists';
import type { UserListStatus, UserRow } from '../../contracts/users';
import type { ColumnLayout } from '../../ui/lists/columnLayout';
import { ListEmailLink, ListLink } from '../../ui/lists/ListLink';
import { numberText } from '../../ui/lists/numberText';
import { ServerSortedList } from '../../ui/lists/ServerSortedList';
import { UserStatusChip } from './UserStatusChip';

const Column = DataTable.Col<UserRow>;

/** Spec 2 §9: users by id ascending by default. */
export const USERS_DEFAULT_SORT: ListSort = { field: 'id', order: 'ASC' };

/** Which users: all of them, an organisation's, a shop's; and their status. */
export type UsersScope = { type: 'all' } | { type: 'organisation'; id: number } | { type: 'shop'; id: number };

interface UsersTableProps {
  scope: UsersScope;
  status?: UserListStatus;
  heading: { label: string; options?: Record<string, unknown> };
  /** buttons above the table (the organisation's "send invitation" and "send PIN") */
  actions?: ReactNode;
  /** per-row action icons, in one last column (the employees tab: invite, send PIN, see as) */
  rowActions?: (row: UserRow) => ReactElement;
}

/** One line a row; the whole table fits its card at 1280 px (1,008 px as a page, about 976 px in a tab: issue 28), row icons included. */
const layoutOf = (withActions: boolean): ColumnLayout => ({
  widths: {
    id: 56,
    name: 118,
    email: 140,
    phoneNumber: 112,
    organisation: 92,
    shop: 92,
    shops: 96,
    user_license_name: 80,
    status: 80,
    ...(withActions ? { actions: 104 } : {}),
  },
  sticky: 2,
});
const LAYOUT = layoutOf(false);
const LAYOUT_WITH_ACTIONS = layoutOf(true);

const filterOf = (scope: UsersScope, status: UserListStatus | undefined) => ({
  ...(scope.type === 'organisation' ? { type: 'organisation', organisation_id: scope.id } : scope.type === 'shop' ? { type: 'shop', shop_id: scope.id } : {}),
  ...(status ? { status } : {}),
});

/**
 * The users table of spec 2 §2.1 (users tab) and §2.4 (all users): sorted by the server (id, name,
 * e-mail), 100 a page; the scope and status are filters always sent. The all-users page keeps its
 * sort and page in the address; a tab keeps them in its own state.
 */
export const UsersTable = ({ scope, status, heading, actions, rowActions }: UsersTableProps) => {
  const translate = useTranslate();
  return (
    <ServerSortedList
      name="users"
      sort={USERS_DEFAULT_SORT}
      layout={rowActions ? LAYOUT_WITH_ACTIONS : LAYOUT}
      {...(scope.type === 'all'
        ? { heading, filter: filterOf(scope, status) }
        : { embedded: { resource: 'users', filter: filterOf(scope, status), heading: heading.label, headingOptions: heading.options } })}
      actions={actions}
    >
      <Column source="id" align="right" render={(row) => numberText(row.id, { useGrouping: false })} />
      <Column
        source="name"
        render={(row) => (
          <ListLink to={`/users/${row.id}`} main>
            {row.name}
          </ListLink>
        )}
      />
      <Column source="email" render={(row) => <ListEmailLink email={row.email} />} />
      <Column source="phoneNumber" disableSort cellClassName="nowrap" />
      <Column source="organisation" disableSort render={(row) => row.organisation && <ListLink to={row.organisation.url}>{row.organisation.name}</ListLink>} />
      <Column source="shop" disableSort render={(row) => row.shop && <ListLink to={row.shop.url}>{row.shop.name}</ListLink>} />
      <Column
        source="shops"
        disableSort
        render={(row) =>
          row.shops.map((shop, index) => (
            <span key={shop.id}>
              {index > 0 ? ', ' : null}
              <ListLink to={shop.url}>{shop.name}</ListLink>
            </span>
          ))
        }
      />
      <Column source="user_license_name" disableSort />
      <Column source="status" disableSort render={(row) => <UserStatusChip status={row.status} />} />
      {rowActions ? <Column source="actions" label={translate('users.row_actions')} disableSort render={rowActions} /> : null}
    </ServerSortedList>
  );
};
