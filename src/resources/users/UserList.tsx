import { useSearchParams } from 'react-router-dom';
import { USER_LIST_STATUSES, type UserListStatus } from '../../contracts/users';
import { UsersTable } from './UsersTable';

const statusOf = (value: string | null): UserListStatus | undefined => (USER_LIST_STATUSES as readonly string[]).includes(value ?? '') ? (value as UserListStatus) : undefined;

/**
 * Spec 2 §2.4, all users (/users): the optional ?status=active|archived sets the filter and the
 * title (user list, active list, archived list); 100 a page, sorted by the server.
 */
export const UserList = () => {
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  return <UsersTable key={status ?? 'all'} scope={{ type: 'all' }} status={status} heading={{ label: status ? `users.heading_${status}` : 'users.heading' }} />;
};
