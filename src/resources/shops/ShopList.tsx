import { DataTable } from 'react-admin';
import { ORGANISATION_STATUSES, SHOPS_DEFAULT_SORT } from '../../contracts/lists';
import type { ShopRow } from '../../contracts/shops';
import { ListChoicesFilter } from '../../ui/lists/ListChoicesFilter';
import type { ColumnLayout } from '../../ui/lists/columnLayout';
import { ListEmailLink, ListLink } from '../../ui/lists/ListLink';
import { ListTextFilter } from '../../ui/lists/ListTextFilter';
import { ServerSortedList } from '../../ui/lists/ServerSortedList';
import { OrganisationStatusChip } from '../organisations/OrganisationStatusChip';
import { SynchronizeShopsButton } from './SynchronizeShopsButton';

const Column = DataTable.Col<ShopRow>;

/** One line a row, the whole table in the 1,008 px card of a 1280 px screen (issue 28); the organisation status is never cut (issue 15). */
const LAYOUT: ColumnLayout = {
  widths: {
    id: 56,
    name: 152,
    organisation_id: 80,
    organisation_name: 136,
    referent_name: 120,
    referent_phone: 112,
    referent_email: 136,
    referent_bizdev: 96,
    organisation_status: 112,
  },
  sticky: 2,
};

/** Issue 15: by text (shop, organisation, referent) and the organisation's status, on the server. */
const FILTERS = [
  <ListTextFilter key="q" label="shops.filters.q" alwaysOn />,
  <ListChoicesFilter key="organisation_status" source="organisation_status" values={ORGANISATION_STATUSES} labels="organisations.status" width={210} alwaysOn />,
];

/** Spec 1 §2.7: every shop, sorted and paginated by the server (newest first), 100 a page, state in the URL. */
export const ShopList = () => {
  return (
    <ServerSortedList name="shops" sort={SHOPS_DEFAULT_SORT} layout={LAYOUT} filters={FILTERS} exportList="shops" actions={<SynchronizeShopsButton />}>
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
