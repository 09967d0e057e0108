import { DataTable, useTranslate } from 'react-admin';
import type { ListSort } from '../../contracts/lists';
import type { Prospect } from '../../contracts/prospects';
import type { ColumnLayout } from '../../ui/lists/columnLayout';
import { ListEmailLink } from '../../ui/lists/ListLink';
import { numberText } from '../../ui/lists/numberText';
import { ServerSortedList } from '../../ui/lists/ServerSortedList';
import { NewAccountMenu } from './NewAccountMenu';
import { ProspectRowActions } from './ProspectRowActions';
import { useProspectOptions } from './useProspectOptions';

const Column = DataTable.Col<Prospect>;

/** Spec 2 §9: prospects by id descending by default. */
export const PROSPECTS_DEFAULT_SORT: ListSort = { field: 'id', order: 'DESC' };

const LAYOUT: ColumnLayout = {
  widths: { id: 64, organisation_name: 170, step: 120, name: 130, email: 190, phone: 120, bizdev: 120, actions: 84 },
  sticky: 2,
};

/** Spec 2 §2.4 (/account_creation): the prospects, 100 a page sorted by the server, row edit and reinvite, the new-account dropdown. */
export const AccountCreationList = () => {
  const translate = useTranslate();
  const options = useProspectOptions();
  const statuses = options.data?.statuses ?? [];
  const label = (field: string) => translate(`prospects.fields.${field}`);
  return (
    <ServerSortedList
      name="prospects"
      sort={PROSPECTS_DEFAULT_SORT}
      layout={LAYOUT}
      actions={options.data ? <NewAccountMenu canLinkWithoutPay={options.data.can_link_without_pay} packOffers={options.data.pack_offers} /> : null}
    >
      <Column source="id" label={label('id')} align="right" render={(row) => numberText(row.id, { useGrouping: false })} />
      <Column source="organisation_name" label={label('organisation_name')} />
      <Column source="step" label={label('step')} render={(row) => translate(`prospects.steps.${row.step}`, { _: row.step })} />
      <Column source="name" label={label('name')} />
      <Column source="email" label={label('email')} render={(row) => <ListEmailLink email={row.email} />} />
      <Column source="phone" label={label('phone')} cellClassName="nowrap" />
      <Column source="bizdev" label={label('bizdev')} />
      <Column source="actions" label={label('actions')} disableSort render={(row) => <ProspectRowActions row={row} statuses={statuses} />} />
    </ServerSortedList>
  );
};
