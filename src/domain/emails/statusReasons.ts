/**
 * Why an outbox message reached a status (the `detail` of its status history, spec 2 §3), as a stable key and its
 * values (issue 28: the console showed "SMTP_URL is not set" in the French interface). The outbox stores the English
 * text (reasonText, unchanged, so stored rows and logs keep reading alike); the API adds the key (reasonOf, which also
 * reads rows written before the keys existed) and the console translates `sent_emails.reasons.<key>`.
 */
export const STATUS_REASON_KEYS = [
  'setting_missing',
  'attempt_interrupted',
  'blacklist_check',
  'blacklisted',
  'blacklisted_partly',
  'attempts_exhausted',
  'retry_scheduled',
] as const;
export type StatusReasonKey = (typeof STATUS_REASON_KEYS)[number];

export type StatusReason =
  /** no provider for the channel (SMTP_URL, SMTP_SECONDARY_URL, SMS_PROVIDER_URL): kept as delivered locally */
  | { key: 'setting_missing'; params: { setting: string } }
  /** the worker stopped in the middle of an attempt */
  | { key: 'attempt_interrupted'; params: Record<string, never> }
  /** the blacklist service failed before the attempt */
  | { key: 'blacklist_check'; params: Record<string, never> }
  /** every recipient is blacklisted */
  | { key: 'blacklisted'; params: { recipients: string } }
  /** some recipients are blacklisted: sent to the others */
  | { key: 'blacklisted_partly'; params: { recipients: string } }
  /** the last attempt failed: kept in error */
  | { key: 'attempts_exhausted'; params: { attempts: number; error: string } }
  /** an attempt failed: the next one is planned */
  | { key: 'retry_scheduled'; params: { error: string; at: string } };

/** The text the outbox stores for a reason (English, as it always was). */
export function reasonText(reason: StatusReason): string {
  switch (reason.key) {
    case 'setting_missing':
      return `${reason.params.setting} is not set`;
    case 'attempt_interrupted':
      return 'the previous attempt was interrupted';
    case 'blacklist_check':
      return 'blacklist check';
    case 'blacklisted':
      return `blacklisted: ${reason.params.recipients}`;
    case 'blacklisted_partly':
      return `blacklisted, not sent to: ${reason.params.recipients}`;
    case 'attempts_exhausted':
      return `after ${reason.params.attempts} attempts: ${reason.params.error}`;
    case 'retry_scheduled':
      return `${reason.params.error} (next attempt after ${reason.params.at})`;
  }
}

const READERS: ReadonlyArray<(text: string) => StatusReason | null> = [
  (text) => {
    const setting = /^([A-Z][A-Z0-9_]*) is not set$/.exec(text)?.[1];
    return setting ? { key: 'setting_missing', params: { setting } } : null;
  },
  (text) => (text === 'the previous attempt was interrupted' ? { key: 'attempt_interrupted', params: {} } : null),
  (text) => (text === 'blacklist check' ? { key: 'blacklist_check', params: {} } : null),
  (text) => {
    const recipients = /^blacklisted, not sent to: (.+)$/s.exec(text)?.[1];
    return recipients ? { key: 'blacklisted_partly', params: { recipients } } : null;
  },
  (text) => {
    const recipients = /^blacklisted: (.+)$/s.exec(text)?.[1];
    return recipients ? { key: 'blacklisted', params: { recipients } } : null;
  },
  (text) => {
    const found = /^after (\d+) attempts: (.*)$/s.exec(text);
    return found ? { key: 'attempts_exhausted', params: { attempts: Number(found[1]), error: found[2] } } : null;
  },
  (text) => {
    const found = /^(.*) \(next attempt after (\d{4}-\d\d-\d\dT[\d:.]+Z)\)$/s.exec(text);
    return found ? { key: 'retry_scheduled', params: { error: found[1], at: found[2] } } : null;
  },
];

/** The reason a stored text says, or null for another text (a provider's receipt or bounce: shown as it is). */
export function reasonOf(detail: string | null | undefined): StatusReason | null {
  if (!detail) return null;
  for (const read of READERS) {
    const reason = read(detail);
    if (reason) return reason;
  }
  return null;
}
