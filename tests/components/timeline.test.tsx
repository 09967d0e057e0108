import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineItem, TimelinePage } from '../../src/contracts/timeline';
import { json } from './consoleHarness';
import { emailsBackend, localInstant, renderEmails, type Request } from './sentEmailsHarness';

const ITEMS: TimelineItem[] = [
  { kind: 'impersonations', id: '40', at: localInstant(2026, 3, 12, 9, 45), userId: 7, userName: 'Nina Record', staff: 'support@planora.example' },
  {
    kind: 'emails',
    id: '501',
    at: localInstant(2026, 3, 12, 9, 30),
    emailId: 501,
    channel: 'email',
    template: 'invitation',
    subject: 'Bienvenue chez Planora',
    to: ['nina@record.example'],
    status: 'EMAIL_DELIVERED',
    statusColour: 'success',
    shopId: 9,
    userId: 7,
  },
  { kind: 'jobs', id: '77', at: localInstant(2026, 3, 11, 18, 0), job: 'pin_send', status: 'failed', progress: 120, total: 300, error: 'SMTP down', finishedAt: null, by: 'camille@planora.example' },
  {
    kind: 'events',
    id: '9000000000000001',
    at: localInstant(2026, 3, 11, 8, 15),
    subtype: 'SHIFT_CREATED_DAY',
    source: 'main_app',
    shopId: 9,
    shopName: 'Bastille',
    userId: 7,
    userName: 'Nina Record',
    impersonatedBy: null,
    emailId: null,
    errorMessage: null,
    context: { date: '2026-03-11', user_target_name: 'Paul Martin' },
  },
];

function timelineBackend(answer: (request: Request) => TimelinePage | Response) {
  const backend = emailsBackend({ timeline: (request) => {
    const page = answer(request);
    return page instanceof Response ? page : json(200, page);
  } });
  const timelines = () => backend.requests.filter((r) => r.url.pathname === '/super_admin/api/organisations/12/timeline');
  return { ...backend, timelines };
}

const list = () => screen.findByRole('list', { name: 'Chronologie du client' });
/** The timeline's entries (the day headings are list items too). */
const entries = (timeline: HTMLElement) => within(timeline).getAllByRole('listitem').filter((line) => line.dataset.kind);
const params = (request: Request) => Object.fromEntries(request.url.searchParams);

describe('organisation timeline (issue 19, beyond the spec)', () => {
  it('lists every kind newest first under its day, in words, and asks for all kinds 50 at a time', async () => {
    const backend = timelineBackend(() => ({ items: ITEMS, next: null }));
    renderEmails('/organisations/12/timeline', backend);
    const timeline = await list();
    expect(params(backend.timelines()[0])).toEqual({ kinds: 'events,emails,jobs,impersonations', limit: '50' });
    const lines = entries(timeline).map((line) => line.textContent);
    expect(lines).toEqual([
      expect.stringContaining('support@planora.example a vu le site en tant que Nina Record'),
      expect.stringContaining('E-mail « Bienvenue chez Planora » à nina@record.example'),
      expect.stringContaining('Envoi groupé des codes PIN : échoué'),
      expect.stringContaining('Nina Record a créé un shift pour Paul Martin le 11/03/2026 (vue jour)'),
    ]);
    expect(lines[0]).toContain('09:45');
    expect(lines[1]).toContain('Délivré');
    expect(lines[1]).toContain('Invitation');
    expect(lines[2]).toContain('120 sur 300 · lancé par camille@planora.example · SMTP down');
    expect(lines[3]).toContain('Bastille');
    expect(within(timeline).getByText('12/03/2026')).toBeInTheDocument();
    expect(within(timeline).getByText('11/03/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('filters by kind with the chips; with none chosen it asks nothing', async () => {
    const backend = timelineBackend((request) => ({ items: ITEMS.filter((item) => request.url.searchParams.get('kinds')!.split(',').includes(item.kind)), next: null }));
    const { user } = renderEmails('/organisations/12/timeline', backend);
    await list();
    const chip = (name: string) => screen.getByRole('button', { name });
    expect(chip('Traitements')).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip('Traitements'));
    await waitFor(() => expect(params(backend.timelines().at(-1)!).kinds).toBe('events,emails,impersonations'));
    expect(chip('Traitements')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.queryByText(/Envoi groupé des codes PIN/)).not.toBeInTheDocument());
    for (const name of ['Évènements', 'E-mails et SMS', 'Connexions en tant que']) await user.click(chip(name));
    expect(await screen.findByText('Choisissez au moins un type à afficher.')).toBeInTheDocument();
    const asked = backend.timelines().length;
    await user.click(chip('E-mails et SMS'));
    await waitFor(() => expect(params(backend.timelines().at(-1)!).kinds).toBe('emails'));
    expect(backend.timelines().length).toBe(asked + 1);
  });

  it('"more" asks for the items before the last one and appends them', async () => {
    const backend = timelineBackend((request) => (request.url.searchParams.get('before') ? { items: ITEMS.slice(2), next: null } : { items: ITEMS.slice(0, 2), next: 'cursor-2' }));
    const { user } = renderEmails('/organisations/12/timeline', backend);
    const timeline = await list();
    expect(entries(timeline)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(entries(timeline)).toHaveLength(4));
    expect(params(backend.timelines()[1])).toEqual({ kinds: 'events,emails,jobs,impersonations', limit: '50', before: 'cursor-2' });
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it("opens an e-mail's details from its line", async () => {
    const backend = timelineBackend(() => ({ items: ITEMS, next: null }));
    const { user } = renderEmails('/organisations/12/timeline', backend);
    await list();
    await user.click(screen.getByRole('button', { name: 'E-mail « Bienvenue chez Planora » à nina@record.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle("Contenu de l'e-mail")).toHaveAttribute('sandbox', '');
    expect(backend.displays().map((r) => r.url.pathname)).toEqual(['/services/emails/emails/501']);
  });

  it('says when there is nothing', async () => {
    renderEmails('/organisations/12/timeline', timelineBackend(() => ({ items: [], next: null })));
    expect(await screen.findByText('Rien à afficher pour ces filtres.')).toBeInTheDocument();
  });

  it('offers to retry when the timeline cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderEmails('/organisations/12/timeline', timelineBackend(() => (++calls === 1 ? json(500, { error: 'internal', message: 'boom' }) : { items: ITEMS, next: null })));
    const failure = await screen.findByText("La chronologie n'a pas pu être chargée.");
    await user.click(within(failure.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Réessayer' }));
    expect(await list()).toBeInTheDocument();
  });
});
