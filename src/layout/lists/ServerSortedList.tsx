import type { ReactNode } from 'react';
import { DataTable, List, TopToolbar, useNotify, useTranslate, type SortPayload } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../domain/lists';
import { SynchronizeShopsButton } from '../../resources/shops/SynchronizeShopsButton';
import { fitTableSx } from './fitTableSx';
import { ListHeading } from './ListHeading';
import { ListPagination } from './ListPagination';
import { ListTableBody } from './ListTableBody';
import { listTableSx } from './listTableSx';
import { ScrollToTopOnListChange } from './ScrollToTopOnListChange';

interface ServerSortedListProps {
  /** i18n key prefix: `<name>.title`, `<name>.heading`, `<name>.load_error` */
  name: 'organisations' | 'shops';
  sort: SortPayload;
  children: ReactNode;
}

/**
 * The organisations and shops lists of spec 1 §2.4 and §2.7: heading, server sort, 100 rows a page
 * with the pagination at the right, sort and page in the URL, scroll to top on change, the
 * "Synchronize shops" action and the loading-error toast of §8. Children are the table's columns.
 */
export const ServerSortedList = ({ name, sort, children }: ServerSortedListProps) => {
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
        actions={
          <TopToolbar>
            <SynchronizeShopsButton />
          </TopToolbar>
        }
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
