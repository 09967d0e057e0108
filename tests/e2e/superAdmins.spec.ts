import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const COLLEAGUE = 'julien.moreau@planora.example';
const UNKNOWN = 'personne.inconnue@planora.example';

test('remove a super admin, then add them back with an unknown address: the text area keeps the unknown one', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/manage_super_admin_users');
  const list = page.getByRole('list', { name: 'Super admins' });
  await expect(list.getByText(COLLEAGUE)).toBeVisible();
  const emails = await list.getByRole('listitem').allTextContents();
  expect(emails).toEqual([...emails].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

  await page.getByRole('button', { name: `Retirer ${COLLEAGUE}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByText(`${COLLEAGUE} n'est plus super admin.`)).toBeVisible();
  await expect(list.getByText(COLLEAGUE)).toHaveCount(0);

  await page.getByRole('button', { name: 'Ajouter des super admins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter des super admins' });
  const text = dialog.getByRole('textbox', { name: 'Adresses e-mail' });
  await text.fill('quelqu.un@gmail.com');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Cette adresse n'appartient pas à l'entreprise (planora.example) : quelqu.un@gmail.com");

  await text.fill(`${COLLEAGUE};\n${UNKNOWN}`);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('1 super admin ajouté.')).toBeVisible();
  await expect(text).toHaveValue(UNKNOWN);
  await expect(dialog.getByRole('alert')).toHaveText(`Aucun utilisateur n'a cette adresse : ${UNKNOWN}`);

  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(list.getByText(COLLEAGUE)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Super admins' }).getByText(COLLEAGUE)).toBeVisible();
});
