/**
 * The status history of an outbox message. E-mail names are spec 2 §3 "Email status subtypes"
 * (plus EMAIL_DELIVERED_LOCALLY: kept here because no SMTP_URL is set); SMS mirror them.
 *
 *   CREATED ──> SEND_TO_PROVIDER ──> DELIVERED
 *      │              └──> DEFERRED (attempt failed, retried later) ──> SEND_TO_PROVIDER …
 *      │                       └──> ERROR (attempts exhausted: kept, never lost)
 *      ├──> BLOCKED (blacklisted recipient)       DEFERRED may also end BLOCKED or DELIVERED_LOCALLY
 *      └──> DELIVERED_LOCALLY (no provider configured)
 */
export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export const STEPS = ['CREATED', 'SEND_TO_PROVIDER', 'DELIVERED', 'DELIVERED_LOCALLY', 'DEFERRED', 'BLOCKED', 'ERROR'] as const;
export type Step = (typeof STEPS)[number];

export type EmailStatus = `EMAIL_${Step}`;
export type SmsStatus = `SMS_${Step}`;
export type OutboxStatus = EmailStatus | SmsStatus;

const NEXT: Readonly<Record<Step, readonly Step[]>> = {
  CREATED: ['SEND_TO_PROVIDER', 'BLOCKED', 'DELIVERED_LOCALLY'],
  SEND_TO_PROVIDER: ['DELIVERED', 'DEFERRED', 'ERROR'],
  DEFERRED: ['SEND_TO_PROVIDER', 'BLOCKED', 'DELIVERED_LOCALLY'],
  DELIVERED: [],
  DELIVERED_LOCALLY: [],
  BLOCKED: [],
  ERROR: [],
};

export const statusOf = (channel: Channel, step: Step): OutboxStatus => `${channel === 'email' ? 'EMAIL' : 'SMS'}_${step}`;

/** The step of a stored status ('EMAIL_DEFERRED' -> 'DEFERRED'), or null when it is not one of ours. */
export function stepOf(status: string): Step | null {
  const step = status.replace(/^(EMAIL|SMS)_/, '');
  return status !== step && (STEPS as readonly string[]).includes(step) ? (step as Step) : null;
}

/** A message in this step is done: nothing will be tried again. */
export const isFinal = (step: Step): boolean => NEXT[step].length === 0;

export function canMove(from: Step, to: Step): boolean {
  return NEXT[from].includes(to);
}

/** Which step a delivery attempt starts from: only CREATED and DEFERRED messages are (re)tried. */
export const isDeliverable = (step: Step): boolean => step === 'CREATED' || step === 'DEFERRED';

/**
 * After a failed attempt: DEFERRED with the wait before the next one (delay x 4^(n-1): 1, 4, 16 … times
 * the base), or ERROR once maxAttempts attempts have been made.
 */
export function afterFailure(attempts: number, policy: RetryPolicy): { step: 'DEFERRED'; retryInMs: number } | { step: 'ERROR' } {
  if (attempts >= policy.maxAttempts) return { step: 'ERROR' };
  return { step: 'DEFERRED', retryInMs: policy.delayMs * 4 ** (attempts - 1) };
}

export interface RetryPolicy {
  /** attempts in all, the first included */
  maxAttempts: number;
  /** wait before the second attempt */
  delayMs: number;
}
