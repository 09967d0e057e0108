import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailDisplay, SentEmail, SentEmailsPage } from '../../src/contracts/emails';
import { currentUser, json, renderConsole } from './consoleHarness';
import { organisationAnswer } from './organisationRecordFixture';

/** The user of the user page's tests (GET /super_admin/api/users/7). */
export const USER = {
  id: 7,
  name: 'Nina Record',
  firstName: 'Nina',
  lastName: 'Record',
  email: 'nina@record.example',
  phoneNumber: '06 11 22 33 44',
  organisation: { id: 12, name: 'Boulangeries Durand' },
  shop: { id: 9, name: 'Bastille' },
  shops: [],
  contractHours: 35,
  badgingPin: '4321',
  invitationAcceptedAt: null,
  status: { text: 'active', className: 'success' },
  archivedAt: null,
  blacklisted: { email: false, phone: false },
};

/** An instant of the browser's day, as the server sends it (ISO): shown DD/MM/YYYY HH:mm whatever the time zone. */
export const localInstant = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

/** A row of GET /services/emails/emails (src/contracts/emails.ts). */
export function sentEmail(overrides: Partial<SentEmail> = {}): SentEmail {
  return {
    id: 501,
    channel: 'email',
    kind: 'invitation',
    to: ['nina@record.example'],
    subject: 'Bienvenue chez Planora',
    status: 'EMAIL_DELIVERED',
    statusColour: 'success',
    userId: 7,
    shopId: 9,
    organisationId: 12,
    createdAt: localInstant(2026, 3, 12, 9, 30),
    attachments: 0,
    ...overrides,
  };
}

/** GET /services/emails/emails/{id}: a signed content link and one attachment. */
export function emailDisplay(overrides: Partial<EmailDisplay> = {}): EmailDisplay {
  return {
    id: 501,
    subject: 'Bienvenue chez Planora',
    to: ['nina@record.example'],
    status: 'EMAIL_DELIVERED',
    history: [
      { status: 'EMAIL_CREATED', at: localInstant(2026, 3, 12, 9, 30), detail: null },
      { status: 'EMAIL_DELIVERED', at: localInstant(2026, 3, 12, 9, 31), detail: '250 OK' },
    ],
    content: { url: '/services/emails/emails/501/content?expires=1773311400&signature=abc' },
    attachments: [{ name: 'planning.pdf', contentType: 'application/pdf', size: 2048, url: '/services/emails/emails/501/attachments/1?expires=1773311400&signature=def' }],
    ...overrides,
  };
}

export interface Request {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = (request: Request) => Response | Promise<Response>;

export interface EmailsBackend {
  /** the answers of GET /services/emails/emails, in turn (the last one repeats) */
  pages?: Array<SentEmailsPage | Answer>;
  display?: Answer;
  testEmail?: Answer;
  timeline?: Answer;
}

/** The console's servers for these screens: the current user, the user 7, the organisation 12, the e-mail repository, the timeline. */
export function emailsBackend({ pages = [{ data: [sentEmail()], next: null }], display = () => json(200, emailDisplay()), testEmail, timeline }: EmailsBackend = {}) {
  const requests: Request[] = [];
  const lists = () => requests.filter((r) => r.method === 'GET' && r.url.pathname === '/services/emails/emails');
  const displays = () => requests.filter((r) => r.method === 'GET' && /^\/services\/emails\/emails\/\d+$/.test(r.url.pathname));
  const handler = (address: string, init: RequestInit | undefined) => {
    const request = { method: init?.method ?? 'GET', url: new URL(address, 'http://localhost'), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const path = request.url.pathname;
    if (path === '/super_admin/api/current_user') return json(200, currentUser());
    if (path === '/super_admin/api/users/7') return json(200, { user: USER, can_delete_employee: false, canUnblacklist: false });
    if (path === '/super_admin/api/organisations/12') return json(200, organisationAnswer());
    if (path === '/super_admin/api/organisations/12/timeline' && timeline) return timeline(request);
    if (path === '/services/emails/emails') {
      const page = pages[Math.min(lists().length - 1, pages.length - 1)];
      return typeof page === 'function' ? page(request) : json(200, page);
    }
    if (/^\/services\/emails\/emails\/\d+$/.test(path)) return display(request);
    if (path === '/services/emails/test_email' && request.method === 'POST' && testEmail) return testEmail(request);
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, requests, lists, displays };
}

export function renderEmails(path: string, backend: ReturnType<typeof emailsBackend>) {
  const rendered = renderConsole({ path, signedIn: true, handler: backend.handler });
  return { ...rendered, user: userEvent.setup() };
}

/** An answer the test releases when it wants (a request seen in flight). */
export function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => promise, release };
}

export const emailsTable = () => screen.findByRole('table', { name: 'E-mails et SMS envoyés' });
