import { useListContext } from 'react-admin';
import { LoadErrorState } from '../LoadErrorState';

/** In place of a list's table when its call failed (issue 15): the failure and a retry, never "no result". */
export const ListLoadError = ({ message }: { message: string }) => {
  const { refetch, isFetching } = useListContext();
  return <LoadErrorState message={message} onRetry={() => void refetch()} retrying={isFetching} />;
};
