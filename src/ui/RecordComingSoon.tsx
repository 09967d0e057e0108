import { Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ComingSoon } from './ComingSoon';

type NamedRecord = RaRecord & { name?: string | null; firstName?: string | null; lastName?: string | null };

const nameOf = (record: NamedRecord | undefined): string | null =>
  record?.name?.trim() || [record?.firstName, record?.lastName].filter(Boolean).join(' ').trim() || null;

interface RecordComingSoonProps {
  resource: string;
  title: string;
  /** Spec 1 §8: an organisation that answers 404 sends the user to /404. */
  notFoundGoesTo404?: boolean;
}

/**
 * The placeholder of a detail page that a later issue brings: the record's name (or, when it cannot
 * be loaded yet, its id and a note), so a link from a list or the search never ends on a blank page.
 */
export const RecordComingSoon = ({ resource, title, notFoundGoesTo404 = false }: RecordComingSoonProps) => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending, isError } = useGetOne<NamedRecord>(
    resource,
    { id },
    {
      retry: false,
      onError: (error) => {
        if (notFoundGoesTo404 && (error as { status?: number }).status === 404) navigate('/404', { replace: true });
      },
    },
  );
  const name = nameOf(data);
  return (
    <ComingSoon title={title} recordName={name}>
      {isPending ? (
        <Skeleton variant="text" width={240} />
      ) : isError ? (
        <Typography color="text.secondary">{translate('placeholders.record_unavailable')}</Typography>
      ) : name ? (
        <Typography variant="h6" component="p" data-testid="record-name">
          {name}
        </Typography>
      ) : null}
    </ComingSoon>
  );
};
