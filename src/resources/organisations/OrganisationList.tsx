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

/** One line a row, the whole table on a 1440 px screen (1,168 px of card); id and name stay in view when the table scrolls sideways (issue 15). */
const LAYOUT: ColumnLayout = {
  widths: {
    id: 64,
    name: 148,
    status: 104,
    owner_name: 124,
    owner_phone: 128,
    owner_email: 148,
    shops_count: 140,
    employees_count: 96,
    siren: 88,
    plan: 72,
    light_view: 56,
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
