/**
 * The status history of an outbox message. E-mail names are spec 2 §3 "Email status subtypes"
 * (plus EMAIL_DELIVERED_LOCALLY: kept here because no SMTP_URL is set); SMS mirror them.
 *
 *   CREATED ──> SEND_TO_PROVIDER ──> DELIVERED
 *      │              └──> DEFERRED (attempt failed, retried later) ──> SEND_TO_PROVIDER …
 *      │                       └──> ERROR (attempts exhausted: kept, never lost)
 *      ├──> BLOCKED (blacklisted recipient)       DEFERRED may also end BLOCKED or DELIVERED_LOCALLY
 *      └──> DELIVERED_LOCALLY (no provider configured)
 *
 * After DELIVERED (or DELIVERED_LOCALLY: the embedded outbox stands in for a provider) the provider reports what
 * became of it through the delivery webhook (server/services/emails/webhook.ts): the PROVIDER_STEPS below. The
 * worker never moves a message again once it is delivered (its job is done), so these are outside its machine:
 * stepOf() does not know them and canMove() never leads to them.
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

/**
 * Spec 2 §3 steps the provider reports after it took a message (the delivery webhook), in no fixed order: a message
 * may be opened, clicked, opened again… DEFERRED is the provider's own deferral here (it keeps trying), recorded
 * after DELIVERED; the worker has no job left for a delivered message, so it never takes it for a retry.
 */
export const PROVIDER_STEPS = ['SOFT_BOUNCE', 'HARD_BOUNCE', 'DEFERRED', 'FIRST_OPENING', 'KNOWN_OPEN', 'CLICKED', 'SPAM', 'UNSUBSCRIBED'] as const;
export type ProviderStep = (typeof PROVIDER_STEPS)[number];

/** The provider's events of the delivery webhook (src/contracts/emails.ts DELIVERY_EVENTS) and the step each becomes. */
export type DeliveryEvent = 'soft_bounce' | 'hard_bounce' | 'deferred' | 'opened' | 'clicked' | 'spam' | 'unsubscribed';

/** The step an event becomes: the first opening of a message is FIRST_OPENING, every later one KNOWN_OPEN. */
export function providerStepOf(event: DeliveryEvent, openedBefore: boolean): ProviderStep {
  switch (event) {
    case 'opened':
      return openedBefore ? 'KNOWN_OPEN' : 'FIRST_OPENING';
    case 'soft_bounce':
      return 'SOFT_BOUNCE';
    case 'hard_bounce':
      return 'HARD_BOUNCE';
    case 'deferred':
      return 'DEFERRED';
    case 'clicked':
      return 'CLICKED';
    case 'spam':
      return 'SPAM';
    case 'unsubscribed':
      return 'UNSUBSCRIBED';
  }
}

/** The e-mail statuses one event may have been recorded as (a retried "opened" may have become either opening). */
export const recordedStatusesOf = (event: DeliveryEvent): readonly EmailProviderStatus[] =>
  event === 'opened' ? ['EMAIL_FIRST_OPENING', 'EMAIL_KNOWN_OPEN'] : [`EMAIL_${providerStepOf(event, false)}`];

export type EmailProviderStatus = `EMAIL_${ProviderStep}`;

/** The statuses that say the provider took the message: only then may it report on it. */
export const HANDED_OVER: readonly EmailStatus[] = ['EMAIL_DELIVERED', 'EMAIL_DELIVERED_LOCALLY'];

/** A hard bounce or a spam report blacklists the address (spec 2 §2.3: the user page's un-blacklist button lifts it). */
export const blacklists = (step: ProviderStep): boolean => step === 'HARD_BOUNCE' || step === 'SPAM';
