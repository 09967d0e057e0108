import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

export interface SentEmailsProps {
  entity: 'user' | 'organisation';
  id: number;
  /** user view: the test e-mail's recipient by default (the user's address) */
  defaultRecipient?: string | null;
  /** user view: the test e-mail's shop by default (the user's main shop) */
  defaultShopId?: number | null;
}

const SentEmailsViewer = lazy(async () => ({ default: (await import('./SentEmailsViewer')).SentEmailsViewer }));

const Loading = () => {
  const translate = useTranslate();
  return <CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
};

/**
 * The sent-e-mails viewer of a user or an organisation (spec 2 §2.6), loaded with its tab: the date pickers and the
 * modals stay out of the user and organisation pages' first chunk.
 */
export const SentEmails = (props: SentEmailsProps) => (
  <Suspense fallback={<Loading />}>
    <SentEmailsViewer {...props} />
  </Suspense>
);
