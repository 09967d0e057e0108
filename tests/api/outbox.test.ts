import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToEmbeddedBlacklist } from '../../server/adapters/blacklist/embedded.js';
import type { Config } from '../../server/config.js';
import { claimJob, enqueueJob } from '../../server/jobs/jobQueue.js';
import { OutboxAttachmentError, MAX_ATTACHMENT_BYTES, queueEmail, queueSms, type NewEmail } from '../../server/outbox/queue.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { startSmsProvider, startSmtpServer } from './support/mailServers.js';
import { call } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const outbox = (overrides: Partial<Config['outbox']>): Config['outbox'] => ({
  smtpUrl: null,
  mailFrom: 'Planora <no-reply@planora.example>',
  smsProviderUrl: null,
  blacklistUrl: null,
  maxAttempts: 3,
  retryDelayMs: 20,
  ...overrides,
});

const email = (overrides: Partial<NewEmail> = {}): NewEmail => ({
  kind: 'test_email',
  to: ['someone@client.example'],
  language: 'en',
  subject: 'Planora test e-mail',
  html: '<p>Hello <b>there</b></p>',
  text: 'Hello there',
  ...overrides,
});

const FINAL = /_(DELIVERED|DELIVERED_LOCALLY|BLOCKED|ERROR)$/;

describe.each(databases())('outbox on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let t: TestApp;
  let local: TestApp;

  const queue = (app: TestApp, write: (trx: TestApp['db'], origin: TestApp['origin']) => Promise<{ id: number }>) =>
    app.db.transaction().execute((trx) => write(trx, app.origin));
  /** the message once the worker is done with it, with its status history */
  const settled = async (app: TestApp, id: number) => {
    const message = await vi.waitFor(
      async () => {
        const row = await app.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (!FINAL.test(row.status)) throw new Error(`still ${row.status}`);
        return row;
      },
      { timeout: 15_000, interval: 50 },
    );
    const history = await app.db.selectFrom('outbox_status_events').select(['status', 'detail']).where('message_id', '=', id).orderBy('id').execute();
    return { message, history, statuses: history.map((h) => h.status) };
  };

  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpServer(), startSmsProvider()]);
    t = await createTestApp(kind, { config: { outbox: outbox({ smtpUrl: smtp.url, smsProviderUrl: sms.url }) } });
    local = await createTestApp(kind, { config: { outbox: outbox({}) } });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), local?.close()]);
    await Promise.all([smtp?.close(), sms?.close()]);
  });

  it('delivers an invitation queued by the API to the SMTP server: subject, recipient, HTML and text parts', async () => {
    const token = await t.tokenOf('fullAdmin');
    const user = await t.db.selectFrom('users').select(['id', 'email']).where('email', '=', DEMO_ACCOUNTS.unconfirmed.email).executeTakeFirstOrThrow();
    const response = await call(t.app, token, { method: 'POST', url: '/super_admin/api/invitations', payload: { invitation: { user_id: user.id } } });
    expect(response.statusCode).toBe(201);
    const invitation = await t.db.selectFrom('invitations').select('outbox_message_id').where('id', '=', response.json().invitations[0].id).executeTakeFirstOrThrow();
    const audit = await t.db.selectFrom('audit_events').select('after').where('action', '=', 'user.invite').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ outbox_message_id: invitation.outbox_message_id });

    const { message, statuses } = await settled(t, invitation.outbox_message_id!);
    expect(statuses).toEqual(['EMAIL_CREATED', 'EMAIL_SEND_TO_PROVIDER', 'EMAIL_DELIVERED']);
    expect(message.attempts).toBe(1);
    const mail = smtp.received.find((m) => m.raw.includes(`X-Outbox-Message-ID: ${message.id}`))!;
    expect(mail.to).toEqual([DEMO_ACCOUNTS.unconfirmed.email]);
    expect(mail.from).toBe('no-reply@planora.example');
    expect(mail.raw).toMatch(/^Subject: .+$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(mail.decoded).toContain('Bonjour Inès');
    expect(mail.decoded).toMatch(/<html [^>]*lang="fr"/);
    expect(mail.decoded).toContain('/users/sign_in?email=unconfirmed.user%40client.example');
  });

  it('sends the attachments with the message', async () => {
    const content = Buffer.from('week 12 planning: 35 hours');
    const queued = await queue(t, (trx, origin) =>
      queueEmail(trx, email({ to: ['ada@client.example'], subject: 'Your planning', attachments: [{ name: 'planning.txt', contentType: 'text/plain', content }] }), origin),
    );
    const { statuses } = await settled(t, queued.id);
    expect(statuses.at(-1)).toBe('EMAIL_DELIVERED');
    const mail = smtp.received.find((m) => m.raw.includes(`X-Outbox-Message-ID: ${queued.id}`))!;
    expect(mail.raw).toMatch(/^Subject: Your planning$/m);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=planning\.txt/);
    expect(mail.raw).toContain(content.toString('base64'));
    const stored = await t.db.selectFrom('outbox_attachments').selectAll().where('message_id', '=', queued.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'planning.txt', content_type: 'text/plain', size: content.byteLength });
  });

  it('refuses an attachment over the size cap, storing nothing', async () => {
    const before = await t.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    await expect(queue(t, (trx, origin) => queueEmail(trx, email({ attachments: [{ name: 'big.bin', contentType: 'application/octet-stream', content: big }] }), origin))).rejects.toBeInstanceOf(
      OutboxAttachmentError,
    );
    const after = await t.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps nothing when the caller\'s transaction rolls back', async () => {
    await expect(
      queue(t, async (trx, origin) => {
        await queueEmail(trx, email({ to: ['rolled.back@client.example'] }), origin);
        throw new Error('the caller\'s change failed');
      }),
    ).rejects.toThrow('the caller\'s change failed');
    const rows = await t.db.selectFrom('outbox_messages').select('id').where('recipients', '=', JSON.stringify(['rolled.back@client.example'])).execute();
    expect(rows).toEqual([]);
  });

  it('retries a failing delivery with a backoff, then ends in EMAIL_ERROR, the message kept', async () => {
    const queued = await queue(t, (trx, origin) => queueEmail(trx, email({ to: ['busy@fail.example'] }), origin));
    const { message, statuses, history } = await settled(t, queued.id);
    expect(statuses).toEqual([
      'EMAIL_CREATED',
      'EMAIL_SEND_TO_PROVIDER',
      'EMAIL_DEFERRED',
      'EMAIL_SEND_TO_PROVIDER',
      'EMAIL_DEFERRED',
      'EMAIL_SEND_TO_PROVIDER',
      'EMAIL_ERROR',
    ]);
    expect(message).toMatchObject({ attempts: 3, text: 'Hello there' });
    expect(message.last_error).toMatch(/mailbox busy/);
    expect(history.at(-1)!.detail).toMatch(/after 3 attempts/);
    const retries = await t.db.selectFrom('jobs').select(['status', 'run_after']).where('kind', '=', 'outbox_delivery').where('payload', '=', JSON.stringify({ messageId: queued.id })).execute();
    expect(retries).toHaveLength(3);
    expect(retries.filter((job) => job.run_after !== null)).toHaveLength(2);
    expect(smtp.received.some((m) => m.to.includes('busy@fail.example'))).toBe(false);
  });

  it('does not send to a blacklisted address (EMAIL_BLOCKED) and drops a blacklisted co-recipient', async () => {
    await addToEmbeddedBlacklist(t.db, 'email', 'Spam.Trap@client.example', 'hard bounce');
    const blocked = await queue(t, (trx, origin) => queueEmail(trx, email({ to: ['spam.trap@client.example'] }), origin));
    expect((await settled(t, blocked.id)).statuses).toEqual(['EMAIL_CREATED', 'EMAIL_BLOCKED']);
    const mixed = await queue(t, (trx, origin) => queueEmail(trx, email({ to: ['spam.trap@client.example', 'grace@client.example'] }), origin));
    const { statuses, history } = await settled(t, mixed.id);
    expect(statuses.at(-1)).toBe('EMAIL_DELIVERED');
    expect(history[1].detail).toContain('spam.trap@client.example');
    expect(smtp.received.find((m) => m.raw.includes(`X-Outbox-Message-ID: ${mixed.id}`))!.to).toEqual(['grace@client.example']);
    expect(smtp.received.some((m) => m.to.includes('spam.trap@client.example'))).toBe(false);
  });

  it('sends an SMS to the HTTP provider, blocks a blacklisted number and retries a failing one', async () => {
    const sent = await queue(t, (trx, origin) => queueSms(trx, { kind: 'pin', to: '+33 6 12 34 56 78', language: 'fr', text: 'Planora : votre code PIN de pointage est 4321.', userId: 1 }, origin));
    const { statuses, message } = await settled(t, sent.id);
    expect(statuses).toEqual(['SMS_CREATED', 'SMS_SEND_TO_PROVIDER', 'SMS_DELIVERED']);
    expect(sms.received).toContainEqual({ to: '+33 6 12 34 56 78', text: 'Planora : votre code PIN de pointage est 4321.', reference: String(sent.id) });
    expect(JSON.parse((await t.db.selectFrom('outbox_status_events').select('detail').where('message_id', '=', message.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).detail!)).toMatchObject({
      providerId: `sms-${sms.received.length}`,
    });

    await addToEmbeddedBlacklist(t.db, 'phone', '+33 7 00 00 00 01');
    const blocked = await queue(t, (trx, origin) => queueSms(trx, { kind: 'pin', to: '+33700000001', language: 'fr', text: 'x' }, origin));
    expect((await settled(t, blocked.id)).statuses).toEqual(['SMS_CREATED', 'SMS_BLOCKED']);

    const failing = await queue(t, (trx, origin) => queueSms(trx, { kind: 'pin', to: '+33600000000', language: 'fr', text: 'x' }, origin));
    const failed = await settled(t, failing.id);
    expect(failed.statuses.at(-1)).toBe('SMS_ERROR');
    expect(failed.message).toMatchObject({ attempts: 3 });
    expect(failed.message.last_error).toMatch(/503/);
  });

  it('leaves a job alone until its run_after (a retry waiting out its backoff)', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    const job = await enqueueJob(local.db, { kind: 'test_later', createdById: null, runAfter: later });
    expect(await claimJob(local.db, local.handle.dialect, ['test_later'])).toBeNull();
    await local.db.updateTable('jobs').set({ run_after: new Date(Date.now() - 1000).toISOString() }).where('id', '=', job.id).execute();
    expect((await claimJob(local.db, local.handle.dialect, ['test_later']))?.id).toBe(job.id);
  });

  it('keeps messages as delivered-locally when no SMTP_URL or SMS_PROVIDER_URL is set', async () => {
    const before = smtp.received.length;
    const mail = await queue(local, (trx, origin) => queueEmail(trx, email(), origin));
    const text = await queue(local, (trx, origin) => queueSms(trx, { kind: 'pin', to: '+33611111111', language: 'de', text: 'PIN 1234' }, origin));
    expect((await settled(local, mail.id)).statuses).toEqual(['EMAIL_CREATED', 'EMAIL_DELIVERED_LOCALLY']);
    expect((await settled(local, text.id)).statuses).toEqual(['SMS_CREATED', 'SMS_DELIVERED_LOCALLY']);
    expect(smtp.received.length).toBe(before);
  });
});
