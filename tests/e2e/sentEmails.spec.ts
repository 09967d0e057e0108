import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/index';
import { createEventPort } from '../../server/events/port';
import { queueEmail } from '../../server/outbox/queue';
import { eventsSubscriber } from '../../server/services/events/subscriber';
import { apiGet } from './support/api';
import { E2E } from './support/env';
import { readMailbox } from './support/mailbox';
import { signIn } from './support/session';

interface Employee {
  id: number;
  name: string;
  email: string | null;
  organisation: { id: number } | null;
}

/** An active demo employee of an organisation (a test e-mail is filed under one), the oldest first. */
async function employee(page: Page): Promise<Employee> {
  const { users } = await apiGet<{ users: Employee[] }>(page, '/super_admin/api/users?sort=id&direction=asc&status=active');
  const found = users.find((user) => user.email && user.organisation);
  if (!found) throw new Error('no active demo employee with an e-mail');
  return found;
}

/**
 * Queues an e-mail of our own HTML for a user, through the outbox's own code (queueEmail) on the run's database: no
 * route takes raw HTML (every template escapes what it is given), yet the viewer must show whatever a stored message holds.
 */
async function storeEmail(user: Employee, subject: string, html: string): Promise<number> {
  const handle = openDatabase(E2E.databaseURL());
  // what the server's buildApp wires: the outbox publishes, the events service records
  const events = createEventPort();
  events.subscribe(eventsSubscriber);
  try {
    const queued = await handle.db.transaction().execute((trx) =>
      queueEmail(trx, {
        kind: 'test_email',
        to: [`stored.${Date.now()}@example.test`],
        language: 'fr',
        subject,
        html,
        text: subject,
        userId: user.id,
        organisationId: user.organisation!.id,
      }, { events, trace: { requestId: null, correlationId: null } }),
    );
    return queued.id;
  } finally {
    await handle.close();
  }
}

/** The user's sent e-mails tab (yesterday to today by default). */
async function openSentEmails(page: Page, user: Employee) {
  await page.goto(`/users/${user.id}/emails`);
  await expect(page.getByRole('heading', { level: 2, name: 'E-mails et SMS envoyés' })).toBeVisible();
}

const CONTENT_PATH = '/services/emails/content/';

test('send a test e-mail from a user page: delivered, received by the SMTP server, shown with its attachment', async ({ page }) => {
  // a sign-in, a send and the outbox's delivery through the SMTP server: more than one default test time on a busy machine
  test.setTimeout(60_000);
  const stamp = Date.now();
  const recipient = `essai.${stamp}@example.test`;
  const attachment = `rapport-${stamp}.txt`;
  await signIn(page, 'fullAdmin', '/');
  const user = await employee(page);
  await openSentEmails(page, user);

  await page.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
  const modal = page.getByRole('dialog', { name: 'E-mail de test' });
  await expect(modal.getByRole('textbox', { name: "Identifiant de l'employé" })).toHaveValue(String(user.id));
  await modal.getByRole('textbox', { name: 'Destinataire' }).fill(recipient);
  await modal.getByRole('switch', { name: 'Joindre un fichier' }).click();
  await modal.getByRole('textbox', { name: 'Nom du fichier' }).fill(attachment);
  await modal.getByRole('spinbutton', { name: 'Taille (octets)' }).fill('1500');
  await modal.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(`E-mail de test envoyé à ${recipient}.`)).toBeVisible();
  await expect(modal).toBeHidden();

  // the outbox delivers outside the request: the list asks again by itself until the row says so (issue 28)
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toBeVisible();
  await expect(row.getByText('Délivré', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(row.getByText('E-mail de test', { exact: true })).toBeVisible();

  const received = (await readMailbox()).mails.find((mail) => mail.to.includes(recipient));
  expect(received?.text).toContain('Ceci est un e-mail de test envoyé depuis la console');
  expect(received?.attachments).toEqual([expect.objectContaining({ filename: attachment, contentType: 'text/plain', size: 1500 })]);

  // its details: the content in the sandboxed frame, the attachment listed with its size
  await row.getByRole('button', { name: /^E-mail de test / }).click();
  const details = page.getByRole('dialog', { name: /^E-mail de test / });
  await expect(details.getByText(`À : ${recipient}`)).toBeVisible();
  const frame = details.frameLocator('iframe[title="Contenu de l\'e-mail"]');
  await expect(frame.getByRole('paragraph').filter({ hasText: 'Ceci est un e-mail de test envoyé depuis la console' })).toBeVisible();
  const attachments = details.getByRole('region', { name: 'Pièces jointes' });
  await expect(attachments.getByRole('link', { name: attachment })).toBeVisible();
  await expect(attachments.getByText(/^1,5\sko · text\/plain$/)).toBeVisible();
  await details.getByRole('button', { name: 'Fermer' }).click();
  await expect(details).toBeHidden();
});

test("a stored e-mail's scripts never run in its details: sandboxed frame, CSP on the content link", async ({ page }) => {
  const stamp = Date.now();
  const subject = `Piège ${stamp}`;
  // each way in sets a marker: a dialog, a console message, an attribute in the frame, a variable and the title of the console
  const payload = "alert('xss');console.log('xss-ran');document.documentElement.setAttribute('data-xss','1');top.__xss=1;top.document.title='pwned'";
  const html = `<html><body><p>Contenu piégé ${stamp}</p><script>${payload}</script><img src="x" onerror="${payload}"></body></html>`;
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('xss-ran')) ran.push('console');
  });

  await signIn(page, 'fullAdmin', '/');
  const user = await employee(page);
  await storeEmail(user, subject, html);
  await openSentEmails(page, user);

  const content = page.waitForResponse((response) => response.url().includes(CONTENT_PATH));
  await page.getByRole('row').filter({ hasText: subject }).getByRole('button', { name: subject }).click();
  const answer = await content;
  expect(answer.status()).toBe(200);
  const csp = answer.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(csp).not.toContain('script-src');

  const details = page.getByRole('dialog', { name: subject });
  const iframe = details.locator('iframe[title="Contenu de l\'e-mail"]');
  const sandbox = await iframe.getAttribute('sandbox');
  expect(sandbox).not.toBeNull();
  expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
  const frame = details.frameLocator('iframe[title="Contenu de l\'e-mail"]');
  await expect(frame.getByText(`Contenu piégé ${stamp}`)).toBeVisible();
  // the frame's load waits for its image, whose error handler would have run by then
  await (await (await iframe.elementHandle())!.contentFrame())!.waitForLoadState('load');

  expect(ran).toEqual([]);
  await expect(frame.locator('html[data-xss]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.title()).not.toBe('pwned');

  // the control: the very same stored HTML, loaded without sandbox nor CSP, does run
  const control = await page.context().newPage();
  const controlRan: string[] = [];
  control.on('dialog', (dialog) => {
    controlRan.push('dialog');
    void dialog.dismiss();
  });
  await control.setContent(await answer.text());
  await expect.poll(() => controlRan.length).toBeGreaterThan(0);
  await control.close();
});

test('a content link with one character of its signature changed answers 403', async ({ page }) => {
  const subject = `Lien signé ${Date.now()}`;
  await signIn(page, 'fullAdmin', '/');
  const user = await employee(page);
  await storeEmail(user, subject, `<p>${subject}</p>`);
  await openSentEmails(page, user);
  await page.getByRole('row').filter({ hasText: subject }).getByRole('button', { name: subject }).click();
  const src = await page.getByRole('dialog', { name: subject }).locator('iframe[title="Contenu de l\'e-mail"]').getAttribute('src');
  expect(src).toContain(CONTENT_PATH);

  const link = new URL(src!, E2E.baseURL);
  const signature = link.searchParams.get('signature')!;
  const withSignature = (changed: string) => {
    const copy = new URL(link);
    copy.searchParams.set('signature', changed);
    return copy.toString();
  };
  const other = (char: string) => (char === 'A' ? 'B' : 'A');
  const xorLowBit = (char: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return alphabet[alphabet.indexOf(char) ^ 1];
  };

  const genuine = await page.request.get(link.toString());
  expect(genuine.status()).toBe(200);
  expect(await genuine.text()).toContain(subject);
  for (const tampered of [
    withSignature(`${other(signature[0])}${signature.slice(1)}`),
    // the last character of a 32-byte MAC in base64url carries two bits that decoding drops: changing them is tampering too
    withSignature(`${signature.slice(0, -1)}${xorLowBit(signature.at(-1)!)}`),
  ]) {
    const response = await page.request.get(tampered);
    expect(response.status(), tampered).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'link_invalid' });
  }
});
