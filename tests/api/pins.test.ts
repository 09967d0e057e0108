import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToEmbeddedBlacklist } from '../../server/adapters/blacklist/embedded.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { addPeople, organisationWithShops } from './support/pinPeople.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';
import { PIN_SEND_BATCH } from '../../server/routes/pins/send.js';

const URL = '/super_admin/api/pins';

describe.each(databases())('PINs on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const post = (payload: object) => call(t.app, token, { method: 'POST', url: URL, payload: payload as Record<string, unknown> });
  const patch = (payload: object) => call(t.app, token, { method: 'PATCH', url: URL, payload: payload as Record<string, unknown> });
  const pinOf = async (id: number) => (await t.db.selectFrom('users').select('badging_pin').where('id', '=', id).executeTakeFirstOrThrow()).badging_pin;
  const messagesOf = (userIds: number[]) => t.db.selectFrom('outbox_messages').selectAll().where('user_id', 'in', userIds).orderBy('id').execute();
  const count = async (table: 'outbox_messages' | 'audit_events' | 'jobs') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  /** the job once finished, as GET /jobs/{id} shows it, with every progress seen on the way */
  const finishedJob = async (id: number) => {
    const seen: number[] = [];
    const job = await vi.waitFor(
      async () => {
        const body = (await call(t.app, token, { url: `/super_admin/api/jobs/${id}` })).json().job;
        seen.push(body.progress);
        if (body.status !== 'succeeded' && body.status !== 'failed') throw new Error(`still ${body.status}`);
        return body;
      },
      { timeout: 20_000, interval: 50 },
    );
    return { job, seen };
  };

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
  });
  afterAll(() => t?.close());

  it('sends one user their PIN by SMS in their language, queued in the request; a user without a PIN gets one first; audited without the PIN', async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Boulangerie Pin', 1);
    const [withPin, withoutPin] = await addPeople(t.db, organisationId, [
      { badging_pin: '4821', lang: 'de', shops: shopIds },
      { badging_pin: null, lang: 'fr', shops: shopIds },
    ]);
    const first = await post({ type: 'user', user_id: withPin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: 1, messages: 1, skipped_no_phone: 0, skipped_no_email: 0, blocked: 0 });
    const [sms] = await messagesOf([withPin]);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'pin', language: 'de', organisation_id: organisationId, shop_id: shopIds[0] });
    expect(sms.text).toBe('Planora: Ihre PIN für die Stempeluhr lautet 4821.');

    const second = await post({ type: 'user', user_id: withoutPin, send_sms: true, send_mail: true });
    expect(second.json()).toMatchObject({ sent: 1, messages: 2 });
    const pin = await pinOf(withoutPin);
    expect(pin).toMatch(/^\d{4}$/);
    expect(pin).not.toBe('4821');
    const [text, mail] = await messagesOf([withoutPin]);
    expect(text.text).toContain(pin);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Votre code PIN de pointage Planora' });
    expect(mail.text).toContain(`Votre code PIN pour la pointeuse est : ${pin}`);
    expect(mail.html).toContain('Bonjour Person1,');

    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'user.pin_send').where('entity_id', '=', String(withoutPin)).executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe(DEMO_ACCOUNTS.fullAdmin.email);
    expect(JSON.parse(audit.after!)).toMatchObject({ send_sms: true, send_mail: true, pin_generated: true, sent: 1 });
    expect(audit.after).not.toContain(pin);
  });

  it("sends a shop's active users their PINs as a job: 202, progress, then the counts", async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Fleuriste Pin', 2);
    const [shop, other] = shopIds;
    const ids = await addPeople(t.db, organisationId, [
      { shops: [shop] },
      { shops: [other, shop] }, // the shop is not their main one
      { phone: null, shops: [shop] },
      { email: null, shops: [shop] },
      { archived_at: new Date().toISOString(), shops: [shop] },
      { shops: [other] },
    ]);
    const response = await post({ type: 'shop', shop_id: shop, send_sms: true, send_mail: true });
    expect(response.statusCode).toBe(202);
    expect(response.json().job).toMatchObject({ id: expect.any(Number), status: 'queued' });
    const { job } = await finishedJob(response.json().job.id);
    expect(job).toMatchObject({ kind: 'pin_send', status: 'succeeded', progress: 4, total: 4, error: null });
    expect(job.result).toEqual({ sent: 4, messages: 6, skipped_no_phone: 1, skipped_no_email: 1, blocked: 0 });
    const messages = await messagesOf(ids);
    expect(new Set(messages.map((m) => m.user_id))).toEqual(new Set(ids.slice(0, 4)));
    expect(messages.every((m) => m.shop_id === shop && m.organisation_id === organisationId)).toBe(true);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'pins.send').where('entity_id', '=', String(shop)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ job_id: job.id, send_sms: true, send_mail: true });
  });

  it('refreshes the PINs of a shop: each new, and unique among the active users of every shop', async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Primeur Pin', 2);
    const [shop, other] = shopIds;
    // everyone holds the same PIN to begin with; the last one works in both shops
    const ids = await addPeople(t.db, organisationId, [
      ...Array.from({ length: 30 }, () => ({ badging_pin: '1111', shops: [shop] })),
      ...Array.from({ length: 30 }, () => ({ badging_pin: '2222', shops: [other] })),
      { badging_pin: '1111', shops: [other, shop] },
    ]);
    const response = await patch({ type: 'shop', shop_id: shop });
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(Object.keys(users).map(Number).sort((a, b) => a - b)).toEqual([...ids.slice(0, 30), ids[60]]);
    for (const id of Object.keys(users)) {
      expect(users[id].pin).toMatch(/^\d{4}$/);
      expect(users[id].pin).not.toBe('1111');
      expect(await pinOf(Number(id))).toBe(users[id].pin);
    }
    const inShop = [...ids.slice(0, 30), ids[60]].map((id) => users[String(id)].pin);
    expect(new Set(inShop).size).toBe(31);
    // the one in both shops does not take the PIN of the other shop's people
    expect(users[String(ids[60])].pin).not.toBe('2222');

    const one = await patch({ type: 'user', user_id: ids[0] });
    expect(one.statusCode).toBe(200);
    const refreshed = one.json().users[String(ids[0])].pin;
    expect(refreshed).not.toBe(users[String(ids[0])].pin);
    expect(inShop.slice(1)).not.toContain(refreshed);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'user.pin_refresh').where('entity_id', '=', String(ids[0])).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ pin_changed: true });
    expect(JSON.parse(audit.before!)).toEqual({ had_pin: true });
    expect(`${audit.before}${audit.after}`).not.toContain(refreshed);
  });

  it('hands out distinct PINs to concurrent refreshes in a nearly full shop, growing to 6 digits once the 4-digit ones run out', async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Hypermarché Pin', 1);
    // 9,990 colleagues hold 0000 to 9989: ten 4-digit PINs are left for the twelve newcomers
    await addPeople(t.db, organisationId, Array.from({ length: 9990 }, (_, n) => ({ badging_pin: String(n).padStart(4, '0'), email: null, phone: null, shops: shopIds })));
    const newcomers = await addPeople(t.db, organisationId, Array.from({ length: 12 }, () => ({ shops: shopIds })));
    const answers = await Promise.all(newcomers.map((id) => patch({ type: 'user', user_id: id })));
    expect(answers.map((a) => a.statusCode)).toEqual(newcomers.map(() => 200));
    const pins = await Promise.all(newcomers.map(pinOf));
    expect(new Set(pins).size).toBe(12);
    expect(pins.filter((pin) => pin!.length === 4).sort()).toEqual(['9990', '9991', '9992', '9993', '9994', '9995', '9996', '9997', '9998', '9999']);
    expect(pins.filter((pin) => /^\d{6}$/.test(pin!))).toHaveLength(2);
  });

  it('answers 422 user_not_in_shop for a user of another shop, changing nothing', async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Caviste Pin', 2);
    const [userId] = await addPeople(t.db, organisationId, [{ badging_pin: '7777', shops: [shopIds[0]] }]);
    const audits = await count('audit_events');
    for (const response of [await patch({ type: 'user', user_id: userId, shop_id: shopIds[1] }), await post({ type: 'user', user_id: userId, shop_id: shopIds[1] })]) {
      expect([response.statusCode, response.json().error]).toEqual([422, 'user_not_in_shop']);
    }
    expect(await pinOf(userId)).toBe('7777');
    expect(await messagesOf([userId])).toEqual([]);
    expect(await count('audit_events')).toBe(audits);
    expect((await patch({ type: 'user', user_id: userId, shop_id: shopIds[0] })).statusCode).toBe(200);
  });

  it('answers 422 shop_not_in_organisation for a shop of another organisation with type shop or organisation (issue 26): no job, no PIN renewed', async () => {
    const mine = await organisationWithShops(t.db, 'Primeur Pin', 1);
    const theirs = await organisationWithShops(t.db, 'Torréfacteur Pin', 1);
    const [myUser] = await addPeople(t.db, mine.organisationId, [{ badging_pin: '1357', shops: mine.shopIds }]);
    const [theirUser] = await addPeople(t.db, theirs.organisationId, [{ badging_pin: '2468', shops: theirs.shopIds }]);
    const before = { audits: await count('audit_events'), jobs: await count('jobs'), messages: await count('outbox_messages') };
    for (const target of [
      { type: 'shop', shop_id: theirs.shopIds[0], organisation_id: mine.organisationId },
      { type: 'organisation', organisation_id: mine.organisationId, shop_id: theirs.shopIds[0] },
    ]) {
      for (const response of [await post(target), await patch(target)]) {
        expect([response.statusCode, response.json().error], JSON.stringify(target)).toEqual([422, 'shop_not_in_organisation']);
      }
    }
    expect([await pinOf(myUser), await pinOf(theirUser)]).toEqual(['1357', '2468']);
    expect({ audits: await count('audit_events'), jobs: await count('jobs'), messages: await count('outbox_messages') }).toEqual(before);
    // an unknown shop named with an organisation is a 404, as for the user type
    const unknown = await patch({ type: 'organisation', organisation_id: mine.organisationId, shop_id: 999_999 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    // the shop of that organisation is accepted both ways
    expect((await patch({ type: 'shop', shop_id: mine.shopIds[0], organisation_id: mine.organisationId })).statusCode).toBe(200);
    expect((await patch({ type: 'organisation', organisation_id: mine.organisationId, shop_id: mine.shopIds[0] })).statusCode).toBe(200);
    expect(await pinOf(theirUser)).toBe('2468');
  });

  it("leaves the super-admin accounts of a shop or an organisation out of its group PIN refresh (issue 26)", async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Chocolatier Pin', 1);
    const [customer, staffMember] = await addPeople(t.db, organisationId, [
      { badging_pin: '1111', shops: shopIds },
      { badging_pin: '2222', shops: shopIds },
    ]);
    await t.db.updateTable('users').set({ super_admin: 1 }).where('id', '=', staffMember).execute();
    for (const target of [{ type: 'shop', shop_id: shopIds[0] }, { type: 'organisation', organisation_id: organisationId }]) {
      const response = await patch(target);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().users)).toEqual([String(customer)]);
    }
    expect(await pinOf(staffMember)).toBe('2222');
    expect(await pinOf(customer)).not.toBe('1111');
    const audited = await t.db.selectFrom('audit_events').select('id').where('entity_type', '=', 'user').where('entity_id', '=', String(staffMember)).execute();
    expect(audited).toEqual([]);
  });

  it('refuses bad input with a 4xx and an error key, changing nothing', async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Traiteur Pin', 1);
    const [userId, archived, unreachable] = await addPeople(t.db, organisationId, [
      { badging_pin: '3030', shops: shopIds },
      { badging_pin: '4040', archived_at: new Date().toISOString(), shops: shopIds },
      { badging_pin: '5050', phone: null, shops: shopIds },
    ]);
    const before = { messages: await count('outbox_messages'), audits: await count('audit_events'), jobs: await count('jobs') };
    const cases: [object, number, string][] = [
      [{ type: 'user' }, 400, 'validation_failed'],
      [{ type: 'shop', user_id: userId }, 400, 'validation_failed'],
      [{ type: 'team', user_id: userId }, 400, 'validation_failed'],
      [{ type: 'user', user_id: 'x' }, 400, 'validation_failed'],
      [{ type: 'user', user_id: userId, send_sms: false, send_mail: false }, 400, 'no_channel'],
      [{ type: 'user', user_id: 999999 }, 404, 'not_found'],
      [{ type: 'shop', shop_id: 999999 }, 404, 'not_found'],
      [{ type: 'organisation', organisation_id: 999999 }, 404, 'not_found'],
      [{ type: 'user', user_id: archived }, 422, 'user_archived'],
      [{ type: 'user', user_id: unreachable }, 422, 'no_recipient'],
    ];
    for (const [payload, status, error] of cases) {
      const response = await post(payload);
      expect([response.statusCode, response.json().error], JSON.stringify(payload)).toEqual([status, error]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const [payload, status, error] of cases.filter(([p]) => !('send_sms' in p) && (p as { user_id?: number }).user_id !== unreachable)) {
      const response = await patch(payload);
      expect([response.statusCode, response.json().error], JSON.stringify(payload)).toEqual([status, error]);
    }
    expect({ messages: await count('outbox_messages'), audits: await count('audit_events'), jobs: await count('jobs') }).toEqual(before);
    expect([await pinOf(userId), await pinOf(archived), await pinOf(unreachable)]).toEqual(['3030', '4040', '5050']);
  });

  it('queues a PIN to a blacklisted number, counts it blocked, and the delivery ends it SMS_BLOCKED', async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Opticien Pin', 1);
    const [userId] = await addPeople(t.db, organisationId, [{ badging_pin: '6060', phone: '+33 6 99 88 77 66', shops: shopIds }]);
    await addToEmbeddedBlacklist(t.db, 'phone', '+33699887766', 'STOP');
    const response = await post({ type: 'user', user_id: userId });
    expect(response.json()).toEqual({ sent: 0, messages: 1, skipped_no_phone: 0, skipped_no_email: 0, blocked: 1 });
    const status = await vi.waitFor(
      async () => {
        const [message] = await messagesOf([userId]);
        if (message.status === 'SMS_CREATED') throw new Error('not delivered yet');
        return message.status;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(status).toBe('SMS_BLOCKED');
  });

  it("sends an organisation's 2,000 users their PINs as a job in under 10 s, with progress and result", async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Grande Enseigne', 20);
    const people = Array.from({ length: 2000 }, (_, i) => ({ shops: [shopIds[i % 20]], badging_pin: i % 2 === 0 ? null : undefined }));
    await addPeople(t.db, organisationId, people);
    const started = Date.now();
    const response = await post({ type: 'organisation', organisation_id: organisationId });
    expect(response.statusCode).toBe(202);
    const { job, seen } = await finishedJob(response.json().job.id);
    const seconds = (Date.now() - started) / 1000;
    expect(job).toMatchObject({ status: 'succeeded', progress: 2000, total: 2000 });
    expect(job.result).toEqual({ sent: 2000, messages: 2000, skipped_no_phone: 0, skipped_no_email: 0, blocked: 0 });
    // progress only grows, batch by batch (PIN_SEND_BATCH users each: 100 since issue 26), up to the total
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((p) => p % PIN_SEND_BATCH === 0)).toBe(true);
    expect(seconds).toBeLessThan(10);
    const pins = await t.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.shop_id', 'users.badging_pin'])
      .where('memberships.organisation_id', '=', organisationId)
      .execute();
    expect(pins.every((p) => p.badging_pin !== null)).toBe(true);
  });

  it('needs a super-admin token', async () => {
    expect((await call(t.app, null, { method: 'POST', url: URL, payload: { type: 'user', user_id: 1 } })).statusCode).toBe(401);
    expect((await call(t.app, null, { method: 'PATCH', url: URL, payload: { type: 'user', user_id: 1 } })).statusCode).toBe(401);
  });
});
