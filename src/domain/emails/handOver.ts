/**
 * A message the outbox has not handed over yet (created, or being sent to the provider): its status changes within
 * seconds, so the sent e-mails list asks again until none is left (issue 28: the list showed 'Créé' while the details
 * already said 'Délivré (local)'). A deferred message waits for the provider's next try: minutes, not worth a poll.
 */
export const awaitsHandOver = (status: string): boolean => /^(EMAIL|SMS)_(CREATED|SEND_TO_PROVIDER)$/.test(status);

/** How often the list asks again while a message awaits its hand-over. */
export const HAND_OVER_POLL_MS = 4_000;
