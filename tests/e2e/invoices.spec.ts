import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pdfText } from '../api/support/pdfText';
import { apiGet } from './support/api';
import { readMailbox } from './support/mailbox';
import { signIn } from './support/session';

interface ListedShop {
  id: number;
  name: string;
}

/** The first demo organisation (by id) with at least one live shop. */
async function organisationWithShops(page: Page): Promise<{ id: number; name: string; shop: ListedShop }> {
  const { organisations } = await apiGet<{ organisations: { id: number; name: string }[] }>(page, '/super_admin/api/organisations?sort=id&direction=asc&page=1');
  for (const organisation of organisations) {
    const { shops } = await apiGet<{ shops: ListedShop[] }>(page, `/super_admin/api/organisations/${organisation.id}/shops?list_only=true`);
    if (shops.length > 0) return { ...organisation, shop: shops[0] };
  }
  throw new Error('no demo organisation with a shop');
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

test("create an invoice from an organisation's tab, download its PDF, e-mail it, and find it in the month's export", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const customer = `Client E2E ${stamp}`;
  const email = `facturation.${stamp}@client.example`;
  await signIn(page, 'fullAdmin', '/');
  const organisation = await organisationWithShops(page);

  // the wizard: step 0 (fill in), step 1 (review with the computed amounts), create
  await page.goto(`/organisations/${organisation.id}/invoices`);
  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nouvelle facture ou nouvel avoir' });
  await wizard.getByRole('combobox', { name: 'Établissement' }).click();
  await page.getByRole('option', { name: `${organisation.shop.name} (n° ${organisation.shop.id})` }).click();
  await wizard.getByRole('textbox', { name: 'Total TTC' }).fill('1234,56');
  await wizard.getByRole('switch', { name: "Utiliser les coordonnées de facturation de l'établissement" }).click();
  await wizard.getByRole('textbox', { name: 'E-mail du client' }).fill(email);
  await wizard.getByRole('textbox', { name: 'Raison sociale' }).fill(customer);
  await wizard.getByRole('textbox', { name: 'Adresse' }).fill('3 place Bellecour');
  await wizard.getByRole('textbox', { name: 'Code postal' }).fill('69002');
  await wizard.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await expect(wizard.getByText('1 234,56 €')).toBeVisible();
  await expect(wizard.getByText('1 028,80 €')).toBeVisible();
  await wizard.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('La facture a été créée')).toBeVisible();

  // the row waits for its document, then offers the download
  const row = page.locator('tbody tr', { hasText: customer });
  await expect(row).toBeVisible();
  const download = row.getByRole('button', { name: /^Télécharger la facture F-\d{4}-\d{6} \(PDF\)$/ });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('En attente')).toHaveCount(0);
  const number = /F-\d{4}-\d{6}/.exec((await download.getAttribute('aria-label')) ?? '')![0];

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = squash((await pdfText(await readFile((await file.path())!))).text);
  expect(pdf).toContain(number);
  expect(pdf).toContain('1 234,56 €');
  expect(pdf).toContain(customer);

  // send it: the mail preview, then the SMTP server of the run receives it with the PDF attached
  await row.getByRole('button', { name: `Envoyer la facture ${number}` }).click();
  const preview = page.getByRole('dialog', { name: `Envoyer la facture ${number}` });
  await expect(preview.getByText(email)).toBeVisible();
  await preview.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText(`E-mail envoyé à ${email}`)).toBeVisible();
  await expect.poll(async () => (await readMailbox()).mails.some((mail) => mail.to.includes(email)), { timeout: 20_000 }).toBe(true);
  const mail = (await readMailbox()).mails.find((m) => m.to.includes(email))!;
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${number}.pdf`, contentType: 'application/pdf' })]);
  expect(Buffer.from(mail.attachments[0].base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

  // the month's export (the page's default range) holds the invoice with its amounts as numbers
  await page.goto('/invoices');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter (.xlsx)' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  const exported = rows.find((values) => values.includes(number));
  expect(exported).toBeDefined();
  expect(exported).toContain(customer);
  expect(exported).toContain(1234.56);
});
