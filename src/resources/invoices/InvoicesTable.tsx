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
import { StackedCell } from './StackedCell';
import { useInvoiceFormats } from './useInvoiceFormats';

const Column = DataTable.Col<ChargeRow>;

/** Spec 2 §9: invoices ascending by default. */
export const INVOICES_DEFAULT_SORT: ListSort = { field: 'id', order: 'ASC' };

/**
 * Every column of spec 2 §2.1 within 1280 px beside the menu (about 960 px in a tab): the number with its day, the kind with
 * its type, the shop with its organisation and the customer with its payment-provider id share a cell, one per line.
 */
const LAYOUT: ColumnLayout = {
  widths: { id: 60, invoice_number: 116, kind: 118, shop: 148, customer_social_denomination: 148, ht: 86, tva: 76, ttc: 90, actions: 112 },
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
  if (!row.stripe_customer_id) return <>—</>;
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
  // a stacked column's header names both fields as one text: the sort button's name (its tooltip) then holds what it shows
  const stacked = (first: string, second: string) => `${translate(label(first))} · ${translate(label(second))}`;
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
        <Column
          source="invoice_number"
          label={stacked('invoice_number', 'created_at')}
          render={(row) => <StackedCell first={row.invoice_number} second={formats.day(row.created_at)} />}
        />
        <Column
          source="kind"
          label={stacked('kind', 'payment_or_refund')}
          render={(row) => (
            <StackedCell first={translate(`invoices.kinds.${row.invoice.kind}`, { _: row.invoice.kind })} second={translate(`invoices.types.${row.invoice.payment_or_refund}`)} />
          )}
        />
        <Column
          source="shop"
          label={stacked('shop', 'organisation')}
          disableSort
          render={(row) => (
            <StackedCell
              first={<ListLink to={`/shops/${row.shop.id}`}>{named(row.shop)}</ListLink>}
              second={<ListLink to={`/organisations/${row.organisation.id}`}>{named(row.organisation)}</ListLink>}
            />
          )}
        />
        <Column
          source="customer_social_denomination"
          label={stacked('customer_social_denomination', 'stripe_customer_id')}
          render={(row) => <StackedCell first={row.customer_social_denomination} second={<PaymentCustomer row={row} />} />}
        />
        <Column source="ht" label={label('ht')} align="right" render={(row) => formats.euros(row.charge.ht)} />
        <Column source="tva" label={label('tva')} align="right" render={(row) => formats.euros(row.charge.tva)} />
        <Column source="ttc" label={label('ttc')} align="right" render={(row) => formats.euros(row.charge.ttc)} />
        <Column source="actions" label={label('actions')} disableSort render={(row) => <InvoiceRowActions row={row} />} />
      </ServerSortedList>
    </Box>
  );
};
