import type { Session } from '../auth/session';
import { decodeToken, isTokenExpired } from '../auth/tokens';

/** The two accounts a start-up link would switch between (their e-mails, from the refresh tokens' subject). */
export interface AccountSwitch {
  current: string;
  incoming: string;
}

/** Asks the user whether to switch; resolves true to switch, false to keep the current session. */
export type ConfirmAccountSwitch = (accounts: AccountSwitch) => Promise<boolean>;

export type StartupLinkDecision =
  /** no live session: the link's refresh token signs in (spec 1 §4) */
  | { kind: 'adopt' }
  /** the link is for the signed-in account: the current session goes on */
  | { kind: 'continue' }
  /** the link is for another account: ask before switching (issue 13) */
  | { kind: 'ask'; accounts: AccountSwitch }
  /** a link that names no account, while signed in: ignored */
  | { kind: 'refuse' };

const subject = (token: string | null) => decodeToken(token)?.sub?.trim().toLowerCase() || null;

export function decideStartupLink(currentRefreshToken: string | null, linkToken: string, nowMs: number = Date.now()): StartupLinkDecision {
  const current = subject(currentRefreshToken);
  if (!current || isTokenExpired(currentRefreshToken, nowMs)) return { kind: 'adopt' };
  const incoming = subject(linkToken);
  if (!incoming) return { kind: 'refuse' };
  if (incoming === current) return { kind: 'continue' };
  return { kind: 'ask', accounts: { current, incoming } };
}

export type StartupLinkOutcome = 'adopted' | 'continued' | 'switched' | 'kept' | 'refused';

/**
 * A start-up link's refresh token while a session may exist: adopted when there is none; a link
 * for another account switches only once the user says so, and the session it replaces is signed
 * out on the server. A link token that is not used is signed out too, so a copy of the link
 * (history, logs) opens nothing.
 */
export async function applyStartupLink(
  session: Session,
  linkToken: string,
  deps: { confirmSwitch: ConfirmAccountSwitch; signOut: (refreshToken: string) => Promise<unknown> },
): Promise<StartupLinkOutcome> {
  const currentToken = session.getRefreshToken();
  const decision = decideStartupLink(currentToken, linkToken);
  if (decision.kind === 'adopt') {
    session.clear();
    session.setTokens(null, linkToken);
    return 'adopted';
  }
  const switching = decision.kind === 'ask' && (await deps.confirmSwitch(decision.accounts));
  if (!switching) {
    await deps.signOut(linkToken);
    return decision.kind === 'continue' ? 'continued' : decision.kind === 'ask' ? 'kept' : 'refused';
  }
  await deps.signOut(currentToken!);
  session.clear();
  session.setTokens(null, linkToken);
  return 'switched';
}
