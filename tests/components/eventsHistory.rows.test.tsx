import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyRows, eventItem, eventsBackend, eventsTable, local, query, renderEvents } from './eventsHistoryHarness';

vi.mock('../../src/resources/users/impersonation/browserNavigation', () => ({ leaveConsoleFor: vi.fn() }));
// The e-mail details modal is another part of issue 19: it stands in as a dialog naming the e-mail it was handed.
vi.mock('../../src/resources/emails/EmailDetailsDialog', () => ({
  EmailDetailsDialog: ({ emailId, onClose }: { emailId: number | null; onClose: () => void }) =>
    emailId === null ? null : (
      <div role="dialog" aria-label="e-mail details">
        e-mail {emailId}
        <button onClick={onClose}>close</button>
      </div>
    ),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const table = () => screen.getByRole('table', { name: 'Historique des évènements' });
const headers = () => within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);

const SHIFT = eventItem(1, {
  createdAt: local(2026, 11, 26, 9, 30),
  type: 'planning',
  subtype: 'SHIFT_CREATED_DAY',
  userName: null,
  userId: 101,
  impersonatedBy: 'camille@planora.example',
  context: { user_target_ids: [102], date: '2026-11-26' },
});
const FAILED_SMS = eventItem(2, {
  createdAt: local(2026, 11, 26, 8, 5),
  source: 'outbox',
  type: 'notifications',
  subtype: 'SMS_ERROR',
  userName: 'Marc Petit',
  userId: 102,
  errorMessage: 'Numéro de téléphone invalide',
  context: { receiver_phone: '+33622222222' },
});
const EMAIL = eventItem(3, {
  createdAt: local(2026, 11, 25, 18, 0),
  source: 'outbox',
  type: 'emails',
  subtype: 'EMAIL_DELIVERED',
  emailId: 555,
  shopId: null,
  shopName: null,
  context: { subject: 'Votre planning', receiver_email: 'marc@durand.example' },
});

async function rowsShown(count: number) {
  await eventsTable();
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
  await waitFor(() => expect(bodyRows()[0].length).toBeGreaterThan(1));
}

describe('the events history rows (spec 2 §2.5, spec 3 §3.3, §7)', () => {
  it('at shop level: source, type, user, impersonated by, the event text and its date; no shop column', async () => {
    const backend = eventsBackend({ stored: [SHIFT, FAILED_SMS, EMAIL] });
    renderEvents('/shops/9/events', backend);
    await rowsShown(3);
    expect(headers()).toEqual(['Source', 'Type', 'Utilisateur', 'Connecté à sa place par', 'Évènement', 'Date']);
    expect(bodyRows()).toEqual([
      ['Application principale', 'Planning', 'Élodie Durand', 'camille@planora.example', 'Élodie Durand a créé un shift pour Marc Petit le 26/11/2026 (vue jour)', '26/11/2026 09:30'],
      ['Service e-mail et SMS', 'Notifications et SMS', 'Marc Petit', '', 'Le SMS à +33622222222 est en erreur', '26/11/2026 08:05'],
      ['Service e-mail et SMS', 'E-mails', 'Élodie Durand', '', 'E-mail « Votre planning » distribué à marc@durand.example', '25/11/2026 18:00'],
    ]);
    // the user column names userId from the scope's users when the event carries no name, and links to the user
    expect(within(table()).getAllByRole('link', { name: 'Élodie Durand' })[0]).toHaveAttribute('href', '/users/101');
  });

  it("shows the error message in the type's '?' tooltip", async () => {
    const { user } = renderEvents('/shops/9/events', eventsBackend({ stored: [SHIFT, FAILED_SMS] }));
    await rowsShown(2);
    const help = within(table()).getByLabelText('Numéro de téléphone invalide');
    expect(within(table()).getAllByRole('row')[2]).toContainElement(help);
    expect(within(within(table()).getAllByRole('row')[1]).queryByLabelText(/./)).not.toBeInTheDocument();
    await user.hover(help);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Numéro de téléphone invalide');
  });

  it("opens an e-mail line's details with its emailId; other lines are plain text", async () => {
    const { user } = renderEvents('/shops/9/events', eventsBackend({ stored: [SHIFT, EMAIL] }));
    await rowsShown(2);
    expect(within(table()).queryByRole('button', { name: /a créé un shift/ })).not.toBeInTheDocument();
    await user.click(within(table()).getByRole('button', { name: 'E-mail « Votre planning » distribué à marc@durand.example' }));
    expect(await screen.findByRole('dialog', { name: 'e-mail details' })).toHaveTextContent('e-mail 555');
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("at organisation level: the organisation's users and events, and the shop column linked to the shop", async () => {
    const backend = eventsBackend({ stored: [SHIFT, EMAIL] });
    renderEvents('/organisations/12/events', backend);
    await rowsShown(2);
    expect(headers()).toEqual(['Établissement', 'Source', 'Type', 'Utilisateur', 'Connecté à sa place par', 'Évènement', 'Date']);
    expect(bodyRows().map((cells) => cells[0])).toEqual(['Fleurs Bastille', '']);
    expect(within(table()).getByRole('link', { name: 'Fleurs Bastille' })).toHaveAttribute('href', '/shops/9');
    expect(query(backend.userCalls()[0])).toEqual({ type: 'organisation', organisation_id: '12', skip_pagination: 'true', fields: 'name' });
    const { organisation_id, cluster_node_id, shop_id } = query(backend.eventCalls()[0]);
    expect({ organisation_id, cluster_node_id, shop_id }).toEqual({ organisation_id: '12', cluster_node_id: undefined, shop_id: undefined });
  });

  it('asks by cluster node for an organisation with an establishment tree', async () => {
    const backend = eventsBackend({ organisation: { clusters: true, clusterNodeId: 77 } });
    renderEvents('/organisations/12/events', backend);
    await rowsShown(3);
    const { organisation_id, cluster_node_id } = query(backend.eventCalls()[0]);
    expect({ organisation_id, cluster_node_id }).toEqual({ organisation_id: undefined, cluster_node_id: '77' });
  });
});

describe('the events history tabs (spec 2 §2.1, §2.2: only with FEATUREDEV_SVC_EVENTS_ENABLED)', () => {
  it.each([
    ['/shops/9/events', 'Fleurs Bastille', 'Historique des évènements'],
    ['/organisations/12/events', 'Boulangeries Durand', 'Évènements'],
  ])('%s shows the history with the flag, and the details tab without it', async (path, heading, tabName) => {
    const without = eventsBackend({ devFlags: [] });
    const first = renderEvents(path, without);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.queryByRole('tab', { name: tabName })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Détails' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('table', { name: 'Historique des évènements' })).not.toBeInTheDocument();
    expect(without.eventCalls()).toHaveLength(0);
    first.router.dispose();

    const withFlag = eventsBackend();
    renderEvents(path, withFlag);
    await rowsShown(3);
    expect(screen.getAllByRole('tab', { name: tabName }).at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(withFlag.eventCalls()).toHaveLength(1);
  });
});
