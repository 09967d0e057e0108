import { DataTable } from 'react-admin';
import { SHOPS_DEFAULT_SORT } from '../../contracts/lists';
import type { ShopRow } from '../../contracts/shops';
import { ListEmailLink, ListLink } from '../../ui/lists/ListLink';
import { ServerSortedList } from '../../ui/lists/ServerSortedList';
import { OrganisationStatusChip } from '../organisations/OrganisationStatusChip';
import { SynchronizeShopsButton } from './SynchronizeShopsButton';

const Column = DataTable.Col<ShopRow>;

/** Spec 1 §2.7: every shop, sorted and paginated by the server (newest first), 100 a page, state in the URL. */
export const ShopList = () => {
  return (
    <ServerSortedList name="shops" sort={SHOPS_DEFAULT_SORT} actions={<SynchronizeShopsButton />}>
      <Column source="id" align="right" />
      <Column
        source="name"
        render={(record) => (
          <ListLink to={`/shops/${record.id}`} main>
            {record.name}
          </ListLink>
        )}
      />
      <Column source="organisation_id" align="right" />
      <Column source="organisation_name" render={(record) => <ListLink to={`/organisations/${record.organisation_id}`}>{record.organisation_name}</ListLink>} />
      {/* sorted by the server as referent_name */}
      <Column
        source="referent_name"
        render={(record) =>
          record.referent_organisation_user_id != null ? (
            <ListLink to={`/users/${record.referent_organisation_user_id}`}>{record.referent_organisation_user_name ?? `#${record.referent_organisation_user_id}`}</ListLink>
          ) : (
            record.referent_organisation_user_name
          )
        }
      />
      <Column source="referent_phone" disableSort cellClassName="nowrap" />
      <Column source="referent_email" render={(record) => <ListEmailLink email={record.referent_email} />} />
      <Column source="referent_bizdev" disableSort />
      <Column source="organisation_status" disableSort render={(record) => <OrganisationStatusChip status={record.organisation_status} />} />
    </ServerSortedList>
  );
};
