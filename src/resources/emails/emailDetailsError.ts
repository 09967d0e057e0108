import { readApiError } from '../../dataProviders/apiError';

/** The e-mail details' answer had no content link: shown as an error (spec 2 §8 "missing presigned URL is an error"). */
export class MissingContentUrl extends Error {
  constructor() {
    super('the e-mail display has no content url');
    this.name = 'MissingContentUrl';
  }
}

/** What went wrong, as a catalogue key of sent_emails.details.errors and its values. */
export type EmailDetailsProblem = { key: 'not_found' } | { key: 'missing_url' } | { key: 'status'; status: number } | { key: 'network' };

/**
 * Spec 2 §8: a 500 is 'Email not found or content unavailable'; any other failure 'Error {status}: {message}' (the
 * message is the refusal's text, apiErrorText: issue 28); a display without a content URL is an error too.
 */
export function emailDetailsProblem(error: unknown): EmailDetailsProblem {
  if (error instanceof MissingContentUrl) return { key: 'missing_url' };
  const { status } = readApiError(error);
  if (status === null) return { key: 'network' };
  if (status === 500) return { key: 'not_found' };
  return { key: 'status', status };
}
