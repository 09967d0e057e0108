import { DataTable, useTranslate } from 'react-admin';
import { ORGANISATION_PLANS, ORGANISATION_STATUSES, ORGANISATIONS_DEFAULT_SORT } from '../../contracts/lists';
import type { OrganisationRow } from '../../contracts/organisations';
import { ListChoicesFilter } from '../../ui/lists/ListChoicesFilter';
import type { ColumnLayout } from '../../ui/lists/columnLayout';
import { ListEmailLink, ListLink } from '../../ui/lists/ListLink';
import { ListTextFilter } from '../../ui/lists/ListTextFilter';
import { numberText } from '../../ui/lists/numberText';
import { ServerSortedList } from '../../ui/lists/ServerSortedList';
import { SynchronizeShopsButton } from '../shops/SynchronizeShopsButton';
import { OrganisationLightLink } from './OrganisationLightLink';
import { OrganisationStatusChip } from './OrganisationStatusChip';

const Column = DataTable.Col<OrganisationRow>;

/** One line a row, the whole table in the 1,008 px card of a 1280 px screen (issue 28: its last columns were hidden); id and name stay in view. */
const LAYOUT: ColumnLayout = {
  widths: {
    id: 56,
    name: 132,
    status: 92,
    owner_name: 112,
    owner_phone: 112,
    owner_email: 120,
    shops_count: 104,
    employees_count: 80,
    siren: 80,
    plan: 64,
    light_view: 48,
  },
  sticky: 2,
};

/** Issue 15: by text (name, SIREN, referent), status and plan, on the server. */
const FILTERS = [
  <ListTextFilter key="q" label="organisations.filters.q" alwaysOn />,
  <ListChoicesFilter key="status" source="status" values={ORGANISATION_STATUSES} labels="organisations.status" alwaysOn />,
  <ListChoicesFilter key="plan" source="plan" values={ORGANISATION_PLANS} labels="organisations.plans" alwaysOn />,
];

/**
 * The home page (spec 1 §2.4): every organisation, sorted and paginated by the server, 100 a page;
 * sort, page and filters live in the URL so that a reload or a shared link shows the same page;
 * the filtered list exports as CSV.
 */
export const OrganisationList = () => {
  const translate = useTranslate();
  return (
    <ServerSortedList name="organisations" sort={ORGANISATIONS_DEFAULT_SORT} layout={LAYOUT} filters={FILTERS} exportList="organisations" actions={<SynchronizeShopsButton />}>
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
      <Column source="light_view" label="organisations.light_view" disableSort render={(record) => <OrganisationLightLink record={record} />} />
    </ServerSortedList>
  );
};
