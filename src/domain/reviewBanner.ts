/** Spec 1 §2.2: review applications carry their ticket number in their origin. */
export function isReviewOrigin(origin: string): boolean {
  const lower = origin.toLowerCase();
  return lower.includes('reviewapp') || lower.includes('rapp');
}

/** The first "dev-<digits>" of the origin, upper-cased (DEV-1234), or null. */
export function reviewTicket(origin: string): string | null {
  if (!isReviewOrigin(origin)) return null;
  const match = /dev-\d+/i.exec(origin);
  return match ? match[0].toUpperCase() : null;
}

export function ticketUrl(ticket: string, trackerUrl: string | null | undefined): string | null {
  if (!trackerUrl) return null;
  return `${trackerUrl.replace(/\/+$/, '')}/${ticket}`;
}
