import { DataTable } from 'react-admin';
import { ReplicationRoutes } from '../../../customRoutes/replication/ReplicationRoutes';
import type { OrganisationShopRow } from '../../../contracts/organisations';
import type { ColumnLayout } from '../../../ui/lists/columnLayout';
import { ListLink } from '../../../ui/lists/ListLink';
import { ServerSortedList } from '../../../ui/lists/ServerSortedList';
import { ModuleActionRow } from './modules/ModuleActionRow';
import { ShopFeatureChips } from './ShopFeatureChips';
import { ShopFlagIcon } from './ShopFlagIcon';

const Column = DataTable.Col<OrganisationShopRow>;

/** Spec 2 §2.1, §9: newest shop first, 100 a page. */
const SORT = { field: 'id', order: 'DESC' } as const;

/** Fits the card at 1280 px beside the menu (about 950 px): no sideways scroll; the features wrap inside their cell. */
const LAYOUT: ColumnLayout = {
  widths: { id: 64, name: 200, country: 104, badging: 120, automatic_planning_active: 120, convention_flexible: 120, features_states: 232 },
  sticky: 2,
};

interface ShopsTabProps {
  organisationId: number;
  organisationName: string;
}

/**
 * The organisation's shops tab (spec 2 §2.1, §3 shop list row): "Shop list – {organisation}", sorted and
 * paginated by the server; a load failure gives the alert toast and a retry in place of the table (§8). Above it, the
 * module action row (§2.1).
 */
export const ShopsTab = ({ organisationId, organisationName }: ShopsTabProps) => (
  <>
    <ModuleActionRow organisationId={organisationId} />
    <ReplicationRoutes organisationId={organisationId} tab="shops" />
    <ServerSortedList
      name="organisation_shops"
      sort={SORT}
      layout={LAYOUT}
      embedded={{
        resource: 'organisation_shops',
        filter: { organisation_id: organisationId },
        heading: 'organisation_shops.heading',
        headingOptions: { name: organisationName },
      }}
    >
      <Column source="id" label="organisation_shops.columns.id" align="right" />
      <Column
        source="name"
        label="organisation_shops.columns.name"
        render={(record) => (
          <ListLink to={`/shops/${record.id}`} main>
            {record.name}
          </ListLink>
        )}
      />
      <Column source="country" label="organisation_shops.columns.country" />
      <Column source="badging" label="organisation_shops.columns.badging" render={(record) => <ShopFlagIcon on={record.badging} />} />
      <Column
        source="automatic_planning_active"
        label="organisation_shops.columns.automatic_planning_active"
        render={(record) => <ShopFlagIcon on={record.automatic_planning_active} />}
      />
      <Column source="convention_flexible" label="organisation_shops.columns.convention_flexible" render={(record) => <ShopFlagIcon on={record.convention_flexible} />} />
      <Column source="features_states" label="organisation_shops.columns.features_states" disableSort render={(record) => <ShopFeatureChips states={record.features_states} />} />
    </ServerSortedList>
  </>
);
