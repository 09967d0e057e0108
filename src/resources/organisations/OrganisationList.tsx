import { DataTable, useTranslate } from 'react-admin';
import { ORGANISATIONS_DEFAULT_SORT } from '../../contracts/lists';
import type { OrganisationRow } from '../../contracts/organisations';
import { ListEmailLink, ListLink } from '../../ui/lists/ListLink';
import { numberText } from '../../ui/lists/numberText';
import { ServerSortedList } from '../../ui/lists/ServerSortedList';
import { SynchronizeShopsButton } from '../shops/SynchronizeShopsButton';
import { OrganisationLightLink } from './OrganisationLightLink';
import { OrganisationStatusChip } from './OrganisationStatusChip';

const Column = DataTable.Col<OrganisationRow>;

/**
 * The home page (spec 1 §2.4): every organisation, sorted and paginated by the server, 100 a page;
 * sort and page live in the URL so that a reload or a shared link shows the same page.
 */
export const OrganisationList = () => {
  const translate = useTranslate();
  return (
    <ServerSortedList name="organisations" sort={ORGANISATIONS_DEFAULT_SORT} actions={<SynchronizeShopsButton />}>
      {/* numbers as react-admin's NumberField writes them and links as its Link, without a component per cell */}
      <Column source="id" align="right" render={(record) => numberText(record.id, { useGrouping: false })} />
      <Column
        source="name"
        render={(record) => (
          <ListLink to={`/organisations/${record.id}`} main>
            {record.name}
          </ListLink>
        )}
      />
      <Column source="status" render={(record) => <OrganisationStatusChip status={record.status} />} />
      <Column
        source="owner_name"
        disableSort
        render={(record) => (record.owner_id != null ? <ListLink to={`/users/${record.owner_id}`}>{record.owner_name ?? `#${record.owner_id}`}</ListLink> : record.owner_name)}
      />
      <Column source="owner_phone" disableSort cellClassName="nowrap" />
      <Column source="owner_email" disableSort render={(record) => <ListEmailLink email={record.owner_email} />} />
      <Column source="shops_count" align="right" render={(record) => numberText(record.shops_count)} />
      {/* the server sorts active employees as employees_count; the row carries them as users_count */}
      <Column source="employees_count" align="right" render={(record) => numberText(record.users_count)} />
      <Column source="siren" disableSort />
      <Column source="plan" disableSort render={(record) => (record.plan ? translate(`organisations.plans.${record.plan}`, { _: record.plan }) : null)} />
      <Column label="organisations.light_view" disableSort render={(record) => <OrganisationLightLink record={record} />} />
    </ServerSortedList>
  );
};
