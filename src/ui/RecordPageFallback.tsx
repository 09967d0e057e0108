import { Card, CardContent, Skeleton } from '@mui/material';
import { LoadErrorState } from './LoadErrorState';

export interface RecordQueryState {
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a record page (organisation, shop) shows before it has its record: a skeleton while loading, nothing once a
 * 404 has sent the user to /404 (spec 2 §2), otherwise the error with a retry button.
 */
export const RecordPageFallback = ({ query, message }: { query: RecordQueryState; message: string }) => {
  if (query.isPending) {
    return (
      <Card sx={{ mt: 2 }} aria-busy="true">
        <CardContent>
          <Skeleton variant="text" width={280} height={40} />
          <Skeleton variant="rectangular" height={240} />
        </CardContent>
      </Card>
    );
  }
  if ((query.error as { status?: number } | null)?.status === 404) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <LoadErrorState message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </Card>
  );
};
