import type { ReactNode } from 'react';
import { DataTable, List, TopToolbar, useNotify, useTranslate, type SortPayload } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../contracts/lists';
import { fitTableSx } from './fitTableSx';
import { ListHeading } from './ListHeading';
import { ListPagination } from './ListPagination';
import { ListTableBody } from './ListTableBody';
import { listTableSx } from './listTableSx';
import { ScrollToTopOnListChange } from './ScrollToTopOnListChange';

interface ServerSortedListProps {
  /** i18n key prefix, the resource's name: `<name>.title`, `<name>.heading`, `<name>.load_error` */
  name: string;
  sort: SortPayload;
  /** the buttons above the table (the organisations and shops lists pass "Synchronize shops") */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A list of spec 1 §2.4 and §2.7 (and of every later list): heading, server sort, 100 rows a page
 * with the pagination at the right, sort and page in the URL, scroll to top on change, the
 * list's actions and the loading-error toast of §8. Children are the table's columns.
 */
export const ServerSortedList = ({ name, sort, actions, children }: ServerSortedListProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <>
      <ListHeading label={`${name}.heading`} />
      <List
        title={translate(`${name}.title`)}
        sort={sort}
        perPage={LIST_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={actions ? <TopToolbar>{actions}</TopToolbar> : false}
        empty={false}
        queryOptions={{ onError: () => notify(`${name}.load_error`, { type: 'error' }) }}
      >
        <ScrollToTopOnListChange />
        <DataTable rowClick={false} bulkActionButtons={false} body={ListTableBody} sx={[fitTableSx, listTableSx]}>
          {children}
        </DataTable>
      </List>
    </>
  );
};
