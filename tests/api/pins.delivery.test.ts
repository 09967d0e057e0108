import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../server/config.js';
import { call } from './support/http.js';
import { startSmsProvider, startSmtpServer } from './support/mailServers.js';
import { addPeople, organisationWithShops } from './support/pinPeople.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const outbox = (smtpUrl: string, smsProviderUrl: string): Config['outbox'] => ({
  smtpUrl,
  mailFrom: 'Planora <no-reply@planora.example>',
  smsProviderUrl,
  blacklistUrl: null,
  maxAttempts: 3,
  retryDelayMs: 20,
});

describe.each(databases())('PIN delivery on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpServer(), startSmsProvider()]);
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin'], { config: { outbox: outbox(smtp.url, sms.url) } }));
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), sms?.close()]);
  });

  it("delivers the PIN by e-mail to the SMTP server and by SMS to the provider, in the user's language", async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Gelateria', 1);
    const [userId] = await addPeople(t.db, organisationId, [
      { first_name: 'Giulia', lang: 'it', email: 'giulia@client.example', phone: '+39 333 123 4567', badging_pin: '0815', shops: shopIds },
    ]);
    const response = await call(t.app, token, { method: 'POST', url: '/super_admin/api/pins', payload: { type: 'user', user_id: userId, send_sms: true, send_mail: true } });
    expect(response.json()).toMatchObject({ sent: 1, messages: 2 });

    const mail = await vi.waitFor(() => smtp.received.find((m) => m.to.includes('giulia@client.example')) ?? Promise.reject(new Error('no mail yet')), { timeout: 15_000, interval: 50 });
    expect(mail.decoded).toContain('Subject: Il tuo PIN di timbratura Planora');
    expect(mail.decoded).toContain('Il tuo PIN per il marcatempo è: 0815');
    expect(mail.decoded).toContain('Giulia');
    const text = await vi.waitFor(() => sms.received.find((m) => m.to === '+39 333 123 4567') ?? Promise.reject(new Error('no SMS yet')), { timeout: 15_000, interval: 50 });
    expect(text.text).toBe('Planora: il tuo PIN di timbratura è 0815.');

    const statuses = await vi.waitFor(
      async () => {
        const rows = await t.db.selectFrom('outbox_messages').select(['channel', 'status']).where('user_id', '=', userId).orderBy('channel').execute();
        if (rows.some((r) => !r.status.endsWith('_DELIVERED'))) throw new Error('not delivered yet');
        return rows;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(statuses).toEqual([{ channel: 'email', status: 'EMAIL_DELIVERED' }, { channel: 'sms', status: 'SMS_DELIVERED' }]);
  });

  it("delivers a shop's PINs by e-mail, each with its own PIN, name escaped", async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Bistrot', 1);
    await addPeople(t.db, organisationId, [
      { first_name: 'Zoé <b>', lang: 'fr', email: 'zoe@client.example', badging_pin: '1357', shops: shopIds },
      { first_name: 'Jan', lang: 'nl', email: 'jan@client.example', badging_pin: '2468', shops: shopIds },
    ]);
    const response = await call(t.app, token, { method: 'POST', url: '/super_admin/api/pins', payload: { type: 'shop', shop_id: shopIds[0], send_sms: false, send_mail: true } });
    expect(response.statusCode).toBe(202);
    const mails = await vi.waitFor(
      () => {
        const zoe = smtp.received.find((m) => m.to.includes('zoe@client.example'));
        const jan = smtp.received.find((m) => m.to.includes('jan@client.example'));
        return zoe && jan ? { zoe, jan } : Promise.reject(new Error('not yet'));
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mails.zoe.decoded).toContain('Votre code PIN pour la pointeuse est : 1357');
    expect(mails.zoe.decoded).toContain('Bonjour Zoé &lt;b&gt;,');
    expect(mails.zoe.decoded).not.toContain('2468');
    expect(mails.jan.decoded).toContain('Je pincode voor de prikklok is: 2468');
  });
});
