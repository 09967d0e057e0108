import { Box } from '@mui/material';
import { useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { DataTable, List, TopToolbar, useNotify, useTranslate, type SortPayload } from 'react-admin';
import type { ExportableList } from '../../dataProviders/superAdmin/listExports';
import { LIST_PAGE_SIZE } from '../../contracts/lists';
import { columnLayoutSx, type ColumnLayout } from './columnLayout';
import { ExportCsvButton } from './ExportCsvButton';
import { fitTableSx } from './fitTableSx';
import { ListHeading } from './ListHeading';
import { ListLoadError } from './ListLoadError';
import { ListPagination } from './ListPagination';
import { ListTableBody } from './ListTableBody';
import { listTableSx } from './listTableSx';
import { OverflowTooltip } from './OverflowTooltip';
import { ScrollToTopOnListChange } from './ScrollToTopOnListChange';

/** Filters keep one row; the buttons go under them, at the right, when both do not fit (a laptop, a long language). */
const TOOLBAR_SX = {
  '& .RaList-actions': { flexWrap: 'wrap', alignItems: 'flex-end' },
  '& .RaList-actions > form': { flex: '0 0 auto' },
  '& .RaList-actions > .MuiToolbar-root': { ml: 'auto' },
} as const;

/**
 * A list inside a detail page's tab (the organisation's shops): its own resource and permanent filter,
 * its heading (an h2, with interpolations), no page title, sort and page kept in memory, not in the address.
 */
export interface EmbeddedList {
  resource: string;
  filter: Record<string, unknown>;
  heading: string;
  headingOptions?: Record<string, unknown>;
}

interface ServerSortedListProps {
  /** i18n key prefix, the resource's name: `<name>.title`, `<name>.heading`, `<name>.load_error` */
  name: string;
  sort: SortPayload;
  /** the columns' widths and how many stay in view when the table scrolls sideways */
  layout: ColumnLayout;
  /** the buttons above the table (the organisations and shops lists pass "Synchronize shops") */
  actions?: ReactNode;
  /** the filter inputs above the table, `alwaysOn`; their values live in the address with sort and page */
  filters?: ReactElement[];
  /** the server's CSV export of this list, with the current filters and sort */
  exportList?: ExportableList;
  /** set for a list shown in a tab rather than as its own page */
  embedded?: EmbeddedList;
  /** a page list's filters always sent, not shown (`{status: 'archived'}`) */
  filter?: Record<string, unknown>;
  /** a page list's heading and title instead of `<name>.heading` / `<name>.title`: an i18n key and its options */
  heading?: { label: string; options?: Record<string, unknown> };
  children: ReactNode;
}

/**
 * A list of spec 1 §2.4 and §2.7 (and of every later list): heading, server sort, 100 rows a page
 * with the pagination at the right, sort and page in the URL, scroll to top on change, the
 * list's filters and actions (CSV export), the loading-error toast of §8 and, in place of the table, the failure with a retry. Children are the table's columns.
 */
export const ServerSortedList = ({ name, sort, layout, actions, filters, exportList, embedded, filter, heading, children }: ServerSortedListProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const tableRef = useRef<HTMLDivElement>(null);
  const layoutSx = useMemo(() => columnLayoutSx(layout), [layout]);
  return (
    <Box ref={tableRef}>
      {embedded ? (
        <ListHeading label={embedded.heading} options={embedded.headingOptions} level="h2" />
      ) : (
        <ListHeading label={heading?.label ?? `${name}.heading`} options={heading?.options} />
      )}
      <List
        {...(embedded
          ? { resource: embedded.resource, filter: embedded.filter, title: false, disableSyncWithLocation: true, storeKey: false }
          : { filter, title: translate(heading?.label ?? `${name}.title`, heading?.options) })}
        sort={sort}
        perPage={LIST_PAGE_SIZE}
        pagination={<ListPagination />}
        filters={filters}
        actions={
          actions || exportList ? (
            <TopToolbar>
              {exportList ? <ExportCsvButton list={exportList} /> : null}
              {actions}
            </TopToolbar>
          ) : false
        }
        empty={false}
        error={<ListLoadError message={`${name}.load_error`} />}
        sx={TOOLBAR_SX}
        queryOptions={{ onError: () => notify(`${name}.load_error`, { type: 'error' }) }}
      >
        <ScrollToTopOnListChange />
        <DataTable rowClick={false} bulkActionButtons={false} body={ListTableBody} sx={[fitTableSx, listTableSx, layoutSx]}>
          {children}
        </DataTable>
      </List>
      <OverflowTooltip containerRef={tableRef} />
    </Box>
  );
};
