import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDisplay } from '../../src/contracts/emails.js';
import { linkSigner } from '../../server/services/emails/links.js';
import { storeMessage } from './support/emails.js';
import { call } from './support/http.js';
import { databases, signedInApp, TEST_JWT_SECRET, type TestApp } from './support/testApp.js';

const STORED_HTML = '<html><body><p>Bonjour</p><script>document.title="ran"</script><img src="x" onerror="alert(1)"></body></html>';

/** The directives of a CSP header. */
const directives = (header: unknown) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe.each(databases())('e-mail display and signed links on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let dir: string;
  let mailId: number;
  let smsId: number;
  let sharedId: number;
  let attachmentIds: number[];

  const display = async (id: number) => {
    const response = await call(t.app, token, { url: `/services/emails/emails/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EmailDisplay;
  };
  /** the signed link as the browser fetches it: no bearer token */
  const open = (url: string) => t.app.inject({ url });

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['restrictedAdmin'], { config: { corsOrigins: ['https://console.example.com'] } }));
    dir = mkdtempSync(join(tmpdir(), 'emails-display-'));
    const now = new Date().toISOString();
    mailId = await storeMessage(t.db, { createdAt: now, subject: 'Votre planning', to: ['ada@client.example', 'bob@client.example'], html: STORED_HTML });
    smsId = await storeMessage(t.db, { channel: 'sms', createdAt: now, text: 'Planora: votre PIN est 4821.', to: ['+33612345678'] });
    const body = await t.db.insertInto('outbox_bodies').values({ kind: 'invitation', language: 'fr', html: '<p>Un corps partagé</p>', text: 'Un corps partagé' }).returning('id').executeTakeFirstOrThrow();
    sharedId = await storeMessage(t.db, { createdAt: now, html: null, text: '' });
    await t.db.updateTable('outbox_messages').set({ body_id: body.id }).where('id', '=', sharedId).execute();
    const filePath = join(dir, 'stored.csv');
    writeFileSync(filePath, 'a;b\n1;2\n');
    attachmentIds = (
      await t.db
        .insertInto('outbox_attachments')
        .values([
          { message_id: mailId, name: 'planning semaine 12.pdf', content_type: 'application/pdf', size: 8, content: Buffer.from('%PDF-1.4') },
          { message_id: mailId, name: 'export.csv', content_type: 'text/csv', size: 8, content: null, file_path: filePath },
          { message_id: mailId, name: 'page.html', content_type: 'text/html', size: 26, content: Buffer.from('<script>alert(1)</script>') },
        ])
        .returning('id')
        .execute()
    ).map((row) => Number(row.id));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows an e-mail: subject, recipients, status and history, signed links to the content and attachments', async () => {
    const body = await display(mailId);
    expect(body).toMatchObject({
      id: mailId,
      subject: 'Votre planning',
      to: ['ada@client.example', 'bob@client.example'],
      status: 'EMAIL_DELIVERED',
      history: [
        { status: 'EMAIL_CREATED', detail: null },
        { status: 'EMAIL_SEND_TO_PROVIDER', detail: null },
        { status: 'EMAIL_DELIVERED', detail: null },
      ],
    });
    expect(body.content.url).toMatch(new RegExp(`^/services/emails/content/${mailId}\\?expires=\\d+&signature=[\\w-]+$`));
    expect(body.attachments.map(({ url: _url, ...rest }) => rest)).toEqual([
      { name: 'planning semaine 12.pdf', contentType: 'application/pdf', size: 8 },
      { name: 'export.csv', contentType: 'text/csv', size: 8 },
      { name: 'page.html', contentType: 'text/html', size: 26 },
    ]);
    const expires = Number(new URL(body.content.url, 'http://console.example').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('serves the stored HTML through the link, without a token, under a CSP that runs no script and only the console may frame', async () => {
    const response = await open((await display(mailId)).content.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(STORED_HTML);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('sandbox')).toEqual([]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://console.example.com']);
    expect(csp.get('img-src')).toEqual(['data:', 'https:']);
    expect(csp.has('script-src')).toBe(false);
    for (const [name, values] of csp) if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });
  });

  it('serves an SMS as plain text, and a message sharing a body with that body', async () => {
    const sms = await display(smsId);
    expect(sms).toMatchObject({ subject: null, to: ['+33612345678'], status: 'SMS_DELIVERED', attachments: [] });
    const text = await open(sms.content.url);
    expect([text.statusCode, text.headers['content-type'], text.body]).toEqual([200, 'text/plain; charset=utf-8', 'Planora: votre PIN est 4821.']);
    expect(directives(text.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    const shared = await open((await display(sharedId)).content.url);
    expect([shared.statusCode, shared.body]).toEqual([200, '<p>Un corps partagé</p>']);
  });

  it('downloads each attachment with its type and name: stored bytes and a stored file alike', async () => {
    const [pdf, csv, html] = (await display(mailId)).attachments;
    const first = await open(pdf.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="planning semaine 12.pdf"; filename*=UTF-8''planning%20semaine%2012.pdf`);
    expect(first.rawPayload.toString()).toBe('%PDF-1.4');
    expect(first.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    const second = await open(csv.url);
    expect([second.statusCode, second.headers['content-type'], second.body]).toEqual([200, 'text/csv', 'a;b\n1;2\n']);
    const third = await open(html.url);
    expect(third.headers['content-disposition']).toMatch(/^attachment;/);
    expect(directives(third.headers['content-security-policy']).get('sandbox')).toEqual([]);
  });

  it('refuses a tampered link (403 link_invalid), an expired one (403 link_expired), and a link of another message', async () => {
    const { content, attachments } = await display(mailId);
    const url = new URL(content.url, 'http://console.example');
    const signature = url.searchParams.get('signature')!;
    const tampered = (changes: Record<string, string>) => {
      const copy = new URL(url);
      for (const [key, value] of Object.entries(changes)) copy.searchParams.set(key, value);
      return `${copy.pathname}${copy.search}`;
    };
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const link of [
      tampered({ signature: flipped }),
      tampered({ expires: String(Number(url.searchParams.get('expires')) + 3600) }),
      content.url.replace(`/content/${mailId}`, `/content/${smsId}`),
      attachments[0].url.replace(`/attachments/${attachmentIds[0]}`, `/attachments/${attachmentIds[1]}`),
      // an attachment's signature does not open the content of the message of the same number
      `${content.url.split('?')[0]}?${attachments[0].url.split('?')[1]}`,
    ]) {
      const response = await open(link);
      expect([response.statusCode, response.json().error], link).toEqual([403, 'link_invalid']);
      expect(response.body).not.toContain('Bonjour');
    }
    const past = linkSigner(TEST_JWT_SECRET, 300, () => Date.now() - 10 * 60_000).sign('content', mailId);
    const expired = await open(`/services/emails/content/${mailId}?expires=${past.expires}&signature=${past.signature}`);
    expect([expired.statusCode, expired.json().error]).toEqual([403, 'link_expired']);
    const missing = await open(`/services/emails/content/${mailId}`);
    expect(missing.statusCode).toBe(400);
  });

  it('answers 404 for an unknown message and asks a token for the display', async () => {
    const unknown = await call(t.app, token, { url: '/services/emails/emails/999999' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    const signed = linkSigner(TEST_JWT_SECRET, 300).sign('content', 999_999);
    const gone = await open(`/services/emails/content/999999?expires=${signed.expires}&signature=${signed.signature}`);
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'not_found']);
    expect((await call(t.app, null, { url: `/services/emails/emails/${mailId}` })).statusCode).toBe(401);
  });
});
