import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../../contracts/lists';
import type { ActionHistoryItem } from '../../../contracts/users';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { ddmmyyyy } from './UserDetails';

type Sort = { field: 'action_date' | 'id'; direction: 'asc' | 'desc' };

/** The action in the user's language ("E-mail address x deleted by y"); an action the console does not know keeps the server's sentence. */
const WORDED_ACTIONS: readonly string[] = [
  'user.create',
  'user.archive',
  'user.delete_email',
  'user.invite',
  'user.impersonate',
  'user.grant_super_admin',
  'user.revoke_super_admin',
  'current_user.update',
  'user.pin_send',
  'user.pin_refresh',
  'email.send_test',
  'user.import_create',
  'user.import_update',
  'user.impersonation_token_reused',
];

function describeAction(translate: ReturnType<typeof useTranslate>, item: ActionHistoryItem): string {
  if (!WORDED_ACTIONS.includes(item.action)) return item.description;
  const sentence = translate(`users.history.actions.${item.action.replace(/\./g, '_')}`, { value: item.value ?? '' });
  return item.actor ? translate('users.history.by', { sentence, actor: item.actor }) : sentence;
}

/** Spec 2 §2.3 history: id, date, category, description; sortable by date or id, 100 a page; failure toasts 'users.errors.history' (§8). */
export const UserHistoryTab = ({ userId }: { userId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [sort, setSort] = useState<Sort>({ field: 'action_date', direction: 'desc' });
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['users', 'history', userId, sort, page],
    queryFn: ({ signal }) => dataProvider.getUserHistory(userId, { sort: sort.field, direction: sort.direction, page }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (query.error) notify('users.errors.history', { type: 'error' });
  }, [query.error, notify]);
  const sortBy = (field: Sort['field']) => {
    setSort((current) => ({ field, direction: current.field === field && current.direction === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };
  const header = (field: Sort['field']) => (
    <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.direction : 'desc'} onClick={() => sortBy(field)}>
      {translate(`users.history.${field}`)}
    </TableSortLabel>
  );
  const items = query.data?.action_history_items ?? [];
  return (
    <>
      <Table size="small" aria-label={translate('users.tabs.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{header('id')}</TableCell>
            <TableCell>{header('action_date')}</TableCell>
            <TableCell>{translate('users.history.category')}</TableCell>
            <TableCell>{translate('users.history.description')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.id}</TableCell>
              <TableCell>{ddmmyyyy(item.action_date)}</TableCell>
              <TableCell>{translate(`users.history.categories.${item.action_type_category}`, { _: item.action_type_category })}</TableCell>
              <TableCell>{describeAction(translate, item)}</TableCell>
            </TableRow>
          ))}
          {query.isSuccess && items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>{translate('users.history.empty')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {/* issue 28: in the user's language (it said "0–0 of 0" in French), and only when there is something to page */}
      {query.data?.total ? (
        <TablePagination
          component="div"
          count={query.data.total}
          page={page - 1}
          rowsPerPage={LIST_PAGE_SIZE}
          rowsPerPageOptions={[LIST_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      ) : null}
    </>
  );
};
