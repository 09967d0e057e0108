import { expect, test, type Page } from '@playwright/test';
import { nextReportDates, reportDateText } from '../../src/domain/reportSchedule';
import { readMailbox } from './support/mailbox';
import { STORAGE, signIn } from './support/session';

/**
 * Issue 30: two establishments of a networked organisation assigned through the picker (the count changes), then a
 * monthly automated report whose next date shows in the table, then "run now" from the kebab: the e-mail arrives in
 * the run's SMTP server with the payroll file attached, the file the report history lists. SCREENSHOTS=<dir> also writes the picker and each
 * dialog step in French and English at 1280x800.
 */
test.describe.configure({ timeout: 120_000 });

const SERVICE = '/services/pay-configs';
const SHOTS = process.env.SCREENSHOTS;

interface Node {
  id: number;
  attributes: { name: string; shopId: number | null; shopCancelled: boolean; depth: number };
}

async function headers(page: Page) {
  return { authorization: `Bearer ${await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)}` };
}

/** A networked demo organisation (a tree of at least three levels) and a new integration of it without shops. */
async function networkedIntegration(page: Page) {
  const auth = await headers(page);
  let organisationId = 0;
  let nodes: Node[] = [];
  for (let id = 1; id <= 80 && organisationId === 0; id += 1) {
    const response = await page.request.get('/super_admin/api/cluster_nodes', { params: { organisation_id: id }, headers: auth });
    const data = response.ok() ? ((await response.json()).data as Node[]) : [];
    if (data.some((node) => node.attributes.depth >= 3)) [organisationId, nodes] = [id, data];
  }
  expect(organisationId, 'a networked demo organisation').toBeGreaterThan(0);
  const template = (await (await page.request.get(`${SERVICE}/pay_configs/config_template.json`, { headers: auth })).json()) as unknown;
  expect(template).toBeTruthy();
  const anyConfig = await findAnyConfig(page, auth);
  const { id: _id, name: _name, organisation_id: _org, shopIds: _shops, schedule: _schedule, software_kind: _kind, time_zone: _zone, created_at: _c, updated_at: _u, ...settings } = anyConfig;
  const name = `E2E réseau ${Date.now()}`;
  const created = await page.request.post(`${SERVICE}/pay_configs`, { headers: auth, data: { ...settings, custom_name: name, organisation_id: organisationId, shop_ids: [] } });
  expect(created.status()).toBe(201);
  const config = (await created.json()) as { id: string; time_zone: string };
  // two active shops whose name no other node contains (the search then shows only them, under their ancestors)
  const unique = (name: string) => nodes.filter((node) => node.attributes.name.toLowerCase().includes(name.toLowerCase())).length === 1;
  const shops = nodes.filter((node) => node.attributes.shopId !== null && !node.attributes.shopCancelled && unique(node.attributes.name)).slice(0, 2);
  expect(shops).toHaveLength(2);
  return { organisationId, name, config, shops };
}

/** A demo Silae integration's settings to copy (the payroll file then opens with Silae's header line). */
async function findAnyConfig(page: Page, auth: Record<string, string>): Promise<Record<string, unknown>> {
  for (let id = 1; id <= 80; id += 1) {
    const response = await page.request.get(`${SERVICE}/pay_configs`, { params: { filter: JSON.stringify({ organisation_id: id }), range: '[0,9]' }, headers: auth });
    const configs = response.ok() ? ((await response.json()) as Record<string, unknown>[]) : [];
    const silae = configs.find((config) => config.software_kind === 'silae');
    if (silae) return silae;
  }
  throw new Error('no demo Silae integration to copy settings from');
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('assign two establishments through the picker, automate a monthly report and see its next date, run it now and find the e-mail with the payroll files', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'fullAdmin', '/');
  const { organisationId, name, config, shops } = await networkedIntegration(page);
  const locales = SHOTS ? ['fr', 'en'] : ['fr'];
  for (const locale of locales) {
    await page.evaluate((value) => localStorage.setItem('RaStore.locale', JSON.stringify(value)), locale);
    await page.goto(`/organisations/${organisationId}/integration`);
    const row = page.getByTestId(`integration-row-${config.id}`);
    const count = row.getByTestId('assigned-count');
    if (locale !== 'fr') {
      await row.getByRole('button', { name: /^Shops:/ }).click();
      await shot(page, `picker-${locale}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Actions ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Automate report sending' }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(name) });
      await shot(page, `dialog-1-${locale}`);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await shot(page, `dialog-2-${locale}`);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await shot(page, `dialog-3-${locale}`);
      continue;
    }
    await expect(count).toHaveText(/^0 \/ \d+$/, { timeout: 30_000 });
    await expect(row.getByText('Aucun rapport automatique')).toBeVisible();

    await row.getByRole('button', { name: /^Établissements:/ }).click();
    const panel = page.getByRole('dialog', { name: 'Établissements' });
    for (const shop of shops) {
      // the search (debounced 500 ms) finds the shop under its network; its checkbox ticks it
      await panel.getByRole('textbox', { name: 'Rechercher un établissement' }).fill(shop.attributes.name);
      // the result: the shop under its ancestors, the deepest item last
      const item = panel.getByRole('treeitem').last();
      await expect(item).toHaveText(shop.attributes.name);
      await item.locator('input[type="checkbox"]').check();
      await expect(item).toHaveAttribute('aria-checked', 'true');
    }
    await panel.getByRole('textbox', { name: 'Rechercher un établissement' }).fill('');
    await shot(page, 'picker-fr');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Les établissements ont été enregistrés.')).toBeVisible();
    await expect(count).toHaveText(/^2 \/ \d+$/);

    await page.getByRole('button', { name: `Actions ${name}` }).click();
    await page.getByRole('menuitem', { name: "Automatiser l'envoi du rapport" }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(name) });
    // §5: a frequency of 0 says so at once, and Next stays on the step
    const every = dialog.getByRole('spinbutton', { name: 'Tous les' });
    await every.fill('0');
    await expect(dialog.getByText('La valeur doit être supérieure à 0')).toBeVisible();
    await every.fill('1');
    await dialog.getByRole('spinbutton', { name: 'Jour du mois' }).fill('5');
    await shot(page, 'dialog-1-fr');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await shot(page, 'dialog-2-fr');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    const expected = nextReportDates(
      { delivery: { scheduleExpression: '0 8 5 * *', reportIntervalAmount: 1, reportIntervalUnit: 'month', lastDayOfTheMonth: false, dayNumber: 5, time: '08:00' } },
      config.time_zone,
      new Date(),
      3,
    ).map((date) => reportDateText(date, config.time_zone));
    await expect(dialog.getByRole('list')).toHaveText(expected.join(''));
    await expect(dialog.getByTestId('report-description')).toContainText('08:00');
    await shot(page, 'dialog-3-fr');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le rapport automatique a été enregistré.')).toBeVisible();
    await expect(row.getByText(`Prochain rapport : ${expected[0]}`)).toBeVisible();

    // "run now" from the kebab: the latest period built, stored and e-mailed with the payroll file attached
    await page.getByRole('button', { name: `Actions ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Lancer le rapport maintenant' }).click();
    await expect(page.getByText('Rapport lancé : il sera envoyé dans quelques instants.')).toBeVisible();
    // the report history shows the run sent, with its file
    await page.getByRole('button', { name: `Actions ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Historique des rapports' }).click();
    const history = page.getByRole('dialog', { name: new RegExp(`Historique des rapports – ${name}`) });
    await expect(history.getByText('Envoyé')).toBeVisible({ timeout: 30_000 });
    const auth = await headers(page);
    const runs = (await (await page.request.get(`${SERVICE}/pay_configs/${config.id}/report_runs`, { params: { organisation_id: organisationId }, headers: auth })).json()) as Array<{
      id: number;
      status: string;
      trigger: string;
      recipients: string[];
      files: Array<{ id: number; file_name: string }>;
    }>;
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual' });
    // not grouped (the dialog's default): one file per assigned shop, named after its id, the integration and the period
    expect(run.files.map((file) => file.file_name.split('_')[0]).sort()).toEqual(shops.map((shop) => String(shop.attributes.shopId)).sort());
    for (const file of run.files) {
      expect(file.file_name).toMatch(/^\d+_E2E_reseau_\d+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(history.getByRole('button', { name: file.file_name })).toBeVisible();
    }
    await shot(page, 'history-fr');

    // the test SMTP server received one e-mail, to the run's recipients, with the files attached as stored
    expect(run.recipients.length).toBeGreaterThan(0);
    const sent = async () => (await readMailbox()).mails.filter((mail) => mail.attachments.some((attachment) => attachment.filename === run.files[0].file_name));
    await expect.poll(async () => (await sent()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await sent();
    expect([...mail.to].sort()).toEqual([...run.recipients].sort());
    expect(mail.attachments.map((attachment) => attachment.filename).sort()).toEqual(run.files.map((file) => file.file_name).sort());
    for (const file of run.files) {
      const stored = await page.request.get(`${SERVICE}/pay_configs/${config.id}/report_runs/${run.id}/files/${file.id}`, { params: { organisation_id: organisationId }, headers: auth });
      expect(stored.status()).toBe(200);
      const attachment = mail.attachments.find((a) => a.filename === file.file_name)!;
      expect(attachment.contentType).toMatch(/^text\/csv/);
      const content = Buffer.from(attachment.base64, 'base64');
      expect(content.equals(await stored.body())).toBe(true);
      // Silae's payroll file: its header line first
      expect(content.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^Matricule[,;]Code[,;]Valeur[,;]Date début[,;]Date fin/);
    }
    await history.getByRole('button', { name: 'Fermer' }).click();
  }
});
