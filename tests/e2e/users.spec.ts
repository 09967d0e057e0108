import { expect, test, type Page } from '@playwright/test';
import { apiGet } from './support/api';
import { readMailbox } from './support/mailbox';
import { signIn } from './support/session';

interface UserRow {
  id: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

/** An active demo user with an e-mail and a phone, the newest first (never a demo staff account: those have no phone). */
async function activeUserWithContact(page: Page, skip: readonly number[] = []): Promise<UserRow> {
  const { users } = await apiGet<{ users: UserRow[] }>(page, '/super_admin/api/users?sort=id&direction=desc&status=active');
  const user = users.find((row) => row.email && row.phoneNumber && !skip.includes(row.id));
  if (!user) throw new Error('no active demo user with an e-mail and a phone');
  return user;
}

test("send a user's PIN by e-mail: the SMTP server receives it with the PIN", async ({ page }) => {
  await signIn(page, 'fullAdmin', '/');
  const user = await activeUserWithContact(page);
  await page.goto(`/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer le code PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer le code PIN de pointage' });
  // SMS on and e-mail off by default (spec 2 §9): send by e-mail only
  await expect(dialog.getByRole('switch', { name: 'Par SMS' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Par e-mail' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Par SMS' }).click();
  await dialog.getByRole('switch', { name: 'Par e-mail' }).click();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le code PIN a été envoyé')).toBeVisible();

  const { user: sent } = await apiGet<{ user: { badgingPin: string } }>(page, `/super_admin/api/users/${user.id}`);
  expect(sent.badgingPin).toMatch(/^\d{4,6}$/);
  // the outbox delivers outside the request: wait for the message to reach the SMTP server
  await expect
    .poll(async () => (await readMailbox()).mails.some((mail) => mail.to.includes(user.email!) && mail.text.includes(sent.badgingPin)), { timeout: 20_000 })
    .toBe(true);
  expect((await readMailbox()).sms.some((sms) => sms.text.includes(sent.badgingPin) && sms.to === user.phoneNumber)).toBe(false);
});

test('delete a user: they are archived and shown in the archived users list', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/');
  const user = await activeUserWithContact(page);
  await page.goto(`/users/${user.id}`);
  await page.getByRole('button', { name: "Supprimer l'utilisateur" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`${user.name} a été supprimé (archivé).`)).toBeVisible();

  await expect(page).toHaveURL(/\/users\?status=archived/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des utilisateurs archivés' })).toBeVisible();
  // newest ids first: the user just archived has the highest id of the archived ones
  const idHeader = page.locator('th.column-id');
  await idHeader.getByRole('button').click();
  await expect(page).toHaveURL(/order=DESC/);
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
  const row = page.locator('tbody tr', { has: page.getByRole('link', { name: user.name }) });
  await expect(row.getByText('Archivé')).toBeVisible();
});
