/**
 * The blacklist service (spec 2 §7 "Other"): finds or deletes a blacklisted phone (by phone) or
 * e-mail (by email). The outbox does not send to a blacklisted recipient (status BLOCKED).
 */
export type BlacklistKind = 'email' | 'phone';

export interface BlacklistEntry {
  kind: BlacklistKind;
  /** normalised (see normaliseBlacklistValue) */
  value: string;
  reason: string | null;
  createdAt: string;
}

export interface Blacklist {
  /** the entry of this address or number, or null when it is not blacklisted */
  find(kind: BlacklistKind, value: string): Promise<BlacklistEntry | null>;
  /** which of these are blacklisted (normalised values): one query for the embedded list, a look-up each for the service */
  findMany(kind: BlacklistKind, values: readonly string[]): Promise<Set<string>>;
  /** un-blacklists it; false when it was not blacklisted */
  delete(kind: BlacklistKind, value: string): Promise<boolean>;
  /** blacklists it (a hard bounce or a spam report the e-mail provider reports); nothing changes when it already is */
  add(kind: BlacklistKind, value: string, reason: string | null): Promise<void>;
}

/** E-mails compare in lower case; phones by their digits, a leading + kept ("+33 6 12-34" -> "+3361234"). */
export function normaliseBlacklistValue(kind: BlacklistKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'email') return trimmed.toLowerCase();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}
