import { DataTable, EmailField, Link, useTranslate } from 'react-admin';
import { ORGANISATIONS_DEFAULT_SORT } from '../../domain/lists';
import { numberText } from '../../layout/lists/numberText';
import { ServerSortedList } from '../../layout/lists/ServerSortedList';
import { OrganisationLightLink } from './OrganisationLightLink';
import { OrganisationStatusChip } from './OrganisationStatusChip';

/** A row of GET /super_admin/api/organisations (spec 1 §3). */
export interface OrganisationRow {
  id: number;
  name: string;
  status: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
  shops_count: number;
  users_count: number;
  siren: string | null;
  plan: string | null;
}

const Column = DataTable.Col<OrganisationRow>;

/**
 * The home page (spec 1 §2.4): every organisation, sorted and paginated by the server, 100 a page;
 * sort and page live in the URL so that a reload or a shared link shows the same page.
 */
export const OrganisationList = () => {
  const translate = useTranslate();
  return (
    <ServerSortedList name="organisations" sort={ORGANISATIONS_DEFAULT_SORT}>
      {/* numbers as react-admin's NumberField writes them, without a field component per cell */}
      <Column source="id" align="right" render={(record) => numberText(record.id, { useGrouping: false })} />
      <Column
        source="name"
        render={(record) => (
          <Link to={`/organisations/${record.id}`} sx={{ fontWeight: 500 }}>
            {record.name}
          </Link>
        )}
      />
      <Column source="status" render={(record) => <OrganisationStatusChip status={record.status} />} />
      <Column
        source="owner_name"
        disableSort
        render={(record) => (record.owner_id != null ? <Link to={`/users/${record.owner_id}`}>{record.owner_name ?? `#${record.owner_id}`}</Link> : record.owner_name)}
      />
      <Column source="owner_phone" disableSort cellClassName="nowrap" />
      <Column source="owner_email" disableSort field={EmailField} />
      <Column source="shops_count" align="right" render={(record) => numberText(record.shops_count)} />
      {/* the server sorts active employees as employees_count; the row carries them as users_count */}
      <Column source="employees_count" align="right" render={(record) => numberText(record.users_count)} />
      <Column source="siren" disableSort />
      <Column source="plan" disableSort render={(record) => (record.plan ? translate(`organisations.plans.${record.plan}`, { _: record.plan }) : null)} />
      <Column label="organisations.light_view" disableSort render={() => <OrganisationLightLink />} />
    </ServerSortedList>
  );
};
