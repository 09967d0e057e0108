import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { createUser } from '../../server/routes/users/store.js';
import { userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/invitations';
const now = new Date().toISOString();

describe.each(databases())('invitations on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const post = (payload: unknown) => call(t.app, token, { method: 'POST', url: URL, payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
  });
  afterAll(() => t?.close());

  it('records the invitation with its e-mail rendered in French, and audits it', async () => {
    const id = await userId(DEMO_ACCOUNTS.unconfirmed.email);
    const response = await post({ invitation: { user_id: id } });
    expect(response.statusCode).toBe(201);
    const [invitation] = response.json().invitations;
    expect(invitation).toEqual({ id: expect.any(Number), user_id: id, email: DEMO_ACCOUNTS.unconfirmed.email, status: 'queued' });

    const row = await t.db.selectFrom('invitations').selectAll().where('id', '=', invitation.id).executeTakeFirstOrThrow();
    const membership = await t.db.selectFrom('memberships').innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
      .select(['organisations.id', 'organisations.name']).where('memberships.user_id', '=', id).where('main', '=', 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: id, organisation_id: membership.id, sent_by_id: await userId(DEMO_ACCOUNTS.fullAdmin.email), status: 'queued' });
    const mail = JSON.parse(row.mail);
    expect(mail).toMatchObject({ to: DEMO_ACCOUNTS.unconfirmed.email, lang: 'fr', subject: `${membership.name} vous invite sur Planora` });
    // the e-mail itself is an outbox message (issue 16), delivered by the job worker
    const message = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', mail.outbox_message_id).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ kind: 'invitation', user_id: id, organisation_id: membership.id, subject: mail.subject, language: 'fr' });
    expect(JSON.parse(message.recipients)).toEqual([DEMO_ACCOUNTS.unconfirmed.email]);
    expect(message.text).toContain('Bonjour Inès');
    expect(message.text).toContain('/users/sign_in?email=unconfirmed.user%40client.example');
    expect(message.html).toMatch(/href="[^"]*\/users\/sign_in\?email=unconfirmed.user%40client.example"/);

    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'user.invite').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_type: 'user' });
    expect(JSON.parse(audit.after!)).toMatchObject({ invitation_id: invitation.id, email: DEMO_ACCOUNTS.unconfirmed.email });
  });

  it('renders each user\'s language among the 11 locales, and English for the others', async () => {
    const english = await createUser(t.db, userValues({ email: 'john@client.example', first_name: 'John', last_name: 'Smith', lang: 'en', created_at: now, updated_at: now }));
    const german = await createUser(t.db, userValues({ email: 'hans@client.example', first_name: 'Hans', last_name: 'Müller', lang: 'de', created_at: now, updated_at: now }));
    const belgian = await createUser(t.db, userValues({ email: 'lou@client.example', first_name: 'Lou', last_name: 'Dupont', lang: 'fr-BE', created_at: now, updated_at: now }));
    const swede = await createUser(t.db, userValues({ email: 'sven@client.example', first_name: 'Sven', last_name: 'Berg', lang: 'sv', created_at: now, updated_at: now }));
    const response = await post({ user_ids: [english, german, belgian, english, swede] });
    expect(response.statusCode).toBe(201);
    expect(response.json().invitations.map((i: { user_id: number }) => i.user_id)).toEqual([english, german, belgian, swede]);
    const mails = await t.db.selectFrom('outbox_messages').select(['user_id', 'language', 'subject', 'text']).where('user_id', 'in', [english, german, belgian, swede]).execute();
    const mailOf = (id: number) => mails.find((m) => m.user_id === id)!;
    expect(mailOf(english)).toMatchObject({ language: 'en', subject: 'Your invitation to Planora' });
    expect(mailOf(english).text).toContain('Hello John');
    expect(mailOf(german).language).toBe('de');
    expect(mailOf(german).text).toContain('Hallo Hans');
    expect(mailOf(belgian).language).toBe('fr-BE');
    expect(mailOf(swede).language).toBe('en');
  });

  it('answers 404 for an unknown user and 422 for a user without e-mail or archived, recording nothing', async () => {
    const before = await t.db.selectFrom('invitations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const missing = await post({ user_ids: [await userId(DEMO_ACCOUNTS.customer.email), 999999] });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
    const archived = await post({ invitation: { user_id: await userId(DEMO_ACCOUNTS.archived.email) } });
    expect([archived.statusCode, archived.json().error]).toEqual([422, 'user_not_invitable']);
    expect(archived.json().details[0].message).toMatch(/archived/);
    const noEmail = await createUser(t.db, userValues({ email: null, first_name: 'Sans', last_name: 'Courriel', created_at: now, updated_at: now }));
    const withoutEmail = await post({ invitation: { user_id: noEmail } });
    expect([withoutEmail.statusCode, withoutEmail.json().error]).toEqual([422, 'user_not_invitable']);
    const after = await t.db.selectFrom('invitations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    [{}],
    [{ invitation: {} }],
    [{ invitation: { user_id: 'x' } }],
    [{ user_ids: [] }],
    [{ user_ids: Array.from({ length: 501 }, (_, i) => i + 1) }],
    // a valid invitation does not let a malformed user_ids through
    [{ invitation: { user_id: 1 }, user_ids: [{}] }],
  ])(
    'refuses %j with 400',
    async (payload) => {
      const response = await post(payload);
      expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
    },
  );

  it('needs a super-admin token', async () => {
    expect((await call(t.app, null, { method: 'POST', url: URL, payload: { invitation: { user_id: 1 } } })).statusCode).toBe(401);
  });
});
