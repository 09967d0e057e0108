import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { DataTable, useTranslate } from 'react-admin';
import type { ChargeRow } from '../../contracts/charges';
import type { ListSort } from '../../contracts/lists';
import type { ColumnLayout } from '../../ui/lists/columnLayout';
import { ListLink } from '../../ui/lists/ListLink';
import { ServerSortedList, type EmbeddedList } from '../../ui/lists/ServerSortedList';
import { chargesFilter, type InvoiceScope } from './invoiceScope';
import { InvoiceRowActions } from './InvoiceRowActions';
import { InvoicesTableActions } from './InvoicesTableActions';
import { useInvoiceFormats } from './useInvoiceFormats';

const Column = DataTable.Col<ChargeRow>;

/** Spec 2 §9: invoices ascending by default. */
export const INVOICES_DEFAULT_SORT: ListSort = { field: 'id', order: 'ASC' };

/** The number stays in view at the left, the actions at the right; what lies between scrolls inside the table at 1280 px. */
const LAYOUT: ColumnLayout = {
  widths: {
    id: 60,
    invoice_number: 126,
    kind: 112,
    payment_or_refund: 92,
    shop: 140,
    organisation: 140,
    customer_social_denomination: 150,
    ht: 96,
    tva: 88,
    ttc: 96,
    stripe_customer_id: 132,
    created_at: 96,
    actions: 124,
  },
  sticky: 2,
};

/** The actions column pinned to the right edge, over what scrolls under it (opaque, as the sticky first columns). */
const stickyActionsSx = (theme: Theme) => ({
  '& .column-actions': { position: 'sticky', right: 0, zIndex: 1, backgroundColor: (theme.vars ?? theme).palette.background.paper, boxShadow: `inset 1px 0 0 ${theme.palette.divider}` },
  '& th.column-actions': { zIndex: 3 },
  '& tr.RaDataTable-row:hover > td.column-actions': { backgroundColor: theme.palette.grey[100] },
});

/** A tab's list: its own heading ("Factures – Boulangeries Durand"), sort and page kept in memory. */
function embeddedList(scope: InvoiceScope): EmbeddedList | undefined {
  const filter = chargesFilter(scope);
  if (scope.kind === 'organisation') return { resource: 'invoices', filter, heading: 'invoices.heading_organisation', headingOptions: { name: scope.organisationName } };
  if (scope.kind === 'shop') return { resource: 'invoices', filter, heading: 'invoices.heading_shop', headingOptions: { name: scope.shopName } };
  return undefined;
}

const named = (entity: { id: number; name: string | null }) => (entity.name ? `${entity.name} #${entity.id}` : `#${entity.id}`);

/** The payment provider's customer: a link to its page (a new tab) when the server gives one. */
const PaymentCustomer = ({ row }: { row: ChargeRow }) => {
  if (!row.stripe_customer_id) return null;
  if (!row.stripe_customer_link) return <>{row.stripe_customer_id}</>;
  return (
    <a href={row.stripe_customer_link} target="_blank" rel="noopener noreferrer" className="MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways">
      {row.stripe_customer_id}
    </a>
  );
};

/**
 * The invoices table of spec 2 §2.1 (organisation tab), §2.2 (shop tab) and §2.8 (/invoices): the charges of the scope, 100 a
 * page sorted by the server; amounts in euros in the user's locale, days DD/MM/YYYY; each row's PDF, edit and send, or 'waiting'.
 */
export const InvoicesTable = ({ scope }: { scope: InvoiceScope }) => {
  const translate = useTranslate();
  const formats = useInvoiceFormats();
  const label = (field: string) => `invoices.fields.${field}`;
  return (
    <Box sx={stickyActionsSx}>
      <ServerSortedList
        name="invoices"
        sort={INVOICES_DEFAULT_SORT}
        layout={LAYOUT}
        embedded={embeddedList(scope)}
        filter={scope.kind === 'all' ? chargesFilter(scope) : undefined}
        actions={<InvoicesTableActions scope={scope} />}
      >
        <Column source="id" label={label('id')} align="right" />
        <Column source="invoice_number" label={label('invoice_number')} cellClassName="nowrap" />
        <Column source="kind" label={label('kind')} render={(row) => translate(`invoices.kinds.${row.invoice.kind}`, { _: row.invoice.kind })} />
        <Column source="payment_or_refund" label={label('payment_or_refund')} render={(row) => translate(`invoices.types.${row.invoice.payment_or_refund}`)} />
        <Column source="shop" label={label('shop')} disableSort render={(row) => <ListLink to={`/shops/${row.shop.id}`}>{named(row.shop)}</ListLink>} />
        <Column
          source="organisation"
          label={label('organisation')}
          disableSort
          render={(row) => <ListLink to={`/organisations/${row.organisation.id}`}>{named(row.organisation)}</ListLink>}
        />
        <Column source="customer_social_denomination" label={label('customer_social_denomination')} />
        <Column source="ht" label={label('ht')} align="right" render={(row) => formats.euros(row.charge.ht)} />
        <Column source="tva" label={label('tva')} align="right" render={(row) => formats.euros(row.charge.tva)} />
        <Column source="ttc" label={label('ttc')} align="right" render={(row) => formats.euros(row.charge.ttc)} />
        <Column source="stripe_customer_id" label={label('stripe_customer_id')} disableSort render={(row) => <PaymentCustomer row={row} />} />
        <Column source="created_at" label={label('created_at')} render={(row) => formats.day(row.created_at)} />
        <Column source="actions" label={label('actions')} disableSort render={(row) => <InvoiceRowActions row={row} />} />
      </ServerSortedList>
    </Box>
  );
};
