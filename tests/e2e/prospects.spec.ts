import { expect, test } from '@playwright/test';
import { readMailbox } from './support/mailbox';
import { signIn } from './support/session';

test('send an account-creation mail without payment link: the SMTP server receives it and the prospect is listed', async ({ page }) => {
  const email = `e2e.${Date.now()}@prospect.example`;
  await signIn(page, 'fullAdmin', '/account_creation');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des prospects' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau compte' }).click();
  await page.getByRole('menuitem', { name: 'Sans lien de paiement' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail de création de compte (sans lien de paiement)' });
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Destinataire' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Nom du client' }).pressSequentially('fromagerie des alpes');
  await expect(dialog.getByRole('textbox', { name: 'Nom du client' })).toHaveValue('Fromagerie des alpes');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('E-mail de création de compte envoyé')).toBeVisible();

  // newest first: the new prospect heads the list
  const row = page.locator('tbody tr', { hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('Fromagerie des alpes')).toBeVisible();
  await expect(row.getByText('Invité')).toBeVisible();

  // the outbox delivers outside the request: wait for the message to reach the SMTP server
  await expect.poll(async () => (await readMailbox()).mails.some((mail) => mail.to.includes(email)), { timeout: 20_000 }).toBe(true);
  const mail = (await readMailbox()).mails.find((m) => m.to.includes(email))!;
  expect(mail.text).toContain('Fromagerie des alpes');
  expect(mail.text).not.toContain('/account_creation/');
});
