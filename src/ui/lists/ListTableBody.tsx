import { TableBody } from '@mui/material';
import { Children, createElement, isValidElement, memo, useCallback, useMemo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { RecordContextProvider, useDataTableDataContext, useNavigate, type DataTableColumnProps, type RaRecord } from 'react-admin';
import { IN_APP_LINK_SELECTOR } from './ListLink';

/**
 * The body of the lists' DataTable (issue 7: a sort change shown within 300 ms). Same markup and
 * classes as react-admin's DataTableBody, DataTableRow and DataTableCell, but lighter:
 * - rows are keyed by position, so a new sort or page updates the 100 rows in place instead of
 *   unmounting and mounting every cell;
 * - a row renders again only when its record changes, not when the URL or the list's callbacks do
 *   (react-admin's row reads the router for rowClick, which these lists turn off);
 * - rows and cells are plain <tr>/<td> styled once for the whole table (listTableSx) instead of
 *   1,100 styled MUI TableCells. Column props used: source, render, field, children, align, cellClassName;
 * - the cells' in-app links are plain <a> (ListLink): one click handler here hands a plain left
 *   click on any of them to the router, as a router <Link> would, instead of 300 router links.
 */
export const ListTableBody = memo(function ListTableBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const columns = useMemo(() => Children.toArray(children).filter(isValidElement) as ReactElement<DataTableColumnProps>[], [children]);
  // renders this body again on a URL change (react-router's useNavigate reads the location under
  // react-admin's routes), so the rows get the same `columns` and are not rendered again
  const navigate = useNavigate();
  const followInAppLink = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>(IN_APP_LINK_SELECTOR);
      const to = link?.getAttribute('href');
      if (!to || (link?.target && link.target !== '_self')) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
  return (
    <TableBody className="datatable-body RaDataTable-tbody" onClick={followInAppLink}>
      {data?.map((record, index) => (
        <ListTableRow key={index} record={record} even={index % 2 === 0} columns={columns} />
      ))}
    </TableBody>
  );
});

interface ListTableRowProps {
  record: RaRecord;
  even: boolean;
  columns: ReactElement<DataTableColumnProps>[];
}

const ListTableRow = memo(function ListTableRow({ record, even, columns }: ListTableRowProps) {
  return (
    <RecordContextProvider value={record}>
      <tr className={`MuiTableRow-root MuiTableRow-hover RaDataTable-row ${even ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd'} RaDataTable-selectable`}>
        {columns.map((column, index) => (
          <ListTableCell key={column.key ?? index} record={record} {...column.props} />
        ))}
      </tr>
    </RecordContextProvider>
  );
});

function ListTableCell({ record, source, render, field, children, align, cellClassName }: DataTableColumnProps & { record: RaRecord }) {
  const className = ['MuiTableCell-root MuiTableCell-body', align === 'right' && 'MuiTableCell-alignRight', 'MuiTableCell-sizeSmall RaDataTable-rowCell', cellClassName, `column-${source}`]
    .filter(Boolean)
    .join(' ');
  const value: unknown = source ? record[source] : undefined;
  return (
    <td className={className}>
      {children ?? (render ? render(record) : field ? createElement(field, { source }) : value != null ? String(value) : null)}
    </td>
  );
}
