import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const count = async (page: Page) => {
  const text = await page.getByTestId('shops-map-count').innerText();
  return Number(/^(\d+)/.exec(text)?.[1]);
};

const results = (page: Page) => page.getByRole('list', { name: 'Établissements trouvés' }).getByRole('listitem');

/** Clusters hide the markers they hold: open clusters until a shop marker shows, and return it. */
async function aVisibleShopMarker(page: Page) {
  const markers = page.locator('.leaflet-marker-icon.shop-marker');
  for (let attempt = 0; attempt < 6; attempt++) {
    const visible = markers.filter({ visible: true });
    if ((await visible.count()) > 0) return visible.first();
    await page.locator('.marker-cluster').filter({ visible: true }).first().click();
    await page.waitForTimeout(600); // Leaflet's zoom animation
  }
  throw new Error('no shop marker became visible');
}

test.beforeEach(async ({ page }) => {
  // no network here: tile requests fail at once instead of waiting, and the page must cope
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('search Lyon within 5 km, filter by a convention, open a shop from its marker', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'fullAdmin');
  await page.getByRole('menuitem', { name: 'Carte des établissements' }).click();
  await expect(page).toHaveURL(/\/planora_map$/);
  // the default search (a Paris address, 1 km) runs at once
  await expect(page.getByLabel('Adresse')).toHaveValue('8 rue de Rivoli, 75004 Paris');
  await expect(page.getByLabel('Rayon (km)')).toHaveValue('1');
  await expect(page.getByTestId('shops-map-count')).toBeVisible();

  await page.getByLabel('Adresse').fill('Lyon');
  await page.getByLabel('Rayon (km)').fill('5');
  await page.getByRole('button', { name: 'GO' }).click();
  await expect(page).toHaveURL(/address=Lyon&radius=5/);
  await expect(page.getByText('autour de Lyon', { exact: true })).toBeVisible();
  const all = await count(page);
  expect(all).toBeGreaterThan(1);
  await expect(results(page)).toHaveCount(all);
  // one marker per result (spec 1 §2.8), none hidden in a cluster below 300 results (issue 15)
  await expect(page.locator('.leaflet-marker-icon.shop-marker')).toHaveCount(all);
  await expect(page.locator('.marker-cluster')).toHaveCount(0);
  await expect(page.getByTestId('map-clustered')).toHaveCount(0);
  await expect(page.getByText('Fond de carte indisponible : les établissements restent affichés.')).toBeVisible();

  // filter by the convention of the first card
  const convention = (await page.getByRole('article').first().getByTestId('shop-card-convention').textContent())!.trim();
  await page.getByRole('button', { name: 'Convention', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Convention' });
  await menu.getByLabel(convention, { exact: true }).check();
  await menu.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/conventions=/);
  await expect(page.getByRole('button', { name: 'Convention (1)' })).toBeVisible();
  await expect.poll(() => count(page)).toBeLessThan(all);
  const filtered = await count(page);
  expect(filtered).toBeGreaterThan(0);
  await expect(results(page)).toHaveCount(filtered);
  for (const shown of await page.getByRole('article').getByTestId('shop-card-convention').allTextContents()) expect(shown.trim()).toBe(convention);

  // clicking a marker moves its card to the top, expanded with the bizdev and the coach
  await page.getByRole('button', { name: 'Convention (1)' }).click();
  await page.getByRole('dialog', { name: 'Convention' }).getByRole('button', { name: 'Effacer' }).click();
  await expect.poll(() => count(page)).toBe(all);
  await expect(page.getByRole('article').filter({ hasText: 'Bizdev :' })).toHaveCount(0);

  const marker = await aVisibleShopMarker(page);
  const name = await marker.getAttribute('title');
  expect(name).toBeTruthy();
  await marker.click();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(name!);
  await expect(first.getByText('Bizdev :')).toBeVisible();
  await expect(first.getByText('Coach :')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Bizdev :' })).toHaveCount(1);
  await expect(results(page)).toHaveCount(all);

  // and its link opens the shop
  const link = first.getByRole('link', { name: "Voir l'établissement" });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/shops\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: 'Carte des établissements', level: 1 })).toHaveCount(0);
});

test('an address that cannot be placed is shown in place; a reload keeps the search', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/planora_map?address=Atlantide&radius=3');
  await expect(page.getByRole('alert').filter({ hasText: 'Adresse introuvable' })).toContainText('Atlantide');
  await expect(page.getByLabel('Rayon (km)')).toHaveValue('3');

  await page.getByLabel('Adresse').fill('69002');
  await page.getByLabel('Rayon (km)').fill('-1');
  await expect(page.getByText('Le rayon doit être un nombre supérieur ou égal à 0.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'GO' })).toBeDisabled();
  await page.getByLabel('Rayon (km)').fill('2');
  await page.getByRole('button', { name: 'GO' }).click();
  await expect(page.getByText('autour de Lyon 2e Arrondissement (69002)')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Adresse')).toHaveValue('69002');
  await expect(page.getByText('autour de Lyon 2e Arrondissement (69002)')).toBeVisible();
});

test('past 300 results the markers are grouped, and the map says so (issue 15)', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/planora_map?address=Paris&radius=400');
  await expect(page.getByTestId('shops-map-count')).toBeVisible();
  const all = await count(page);
  expect(all).toBeGreaterThan(300);
  await expect(page.getByTestId('map-clustered')).toHaveText(`${all} résultats : au-delà de 300, les établissements proches sont regroupés. Cliquez sur un groupe pour le déplier.`);
  await expect(page.locator('.marker-cluster').first()).toBeVisible();
});
