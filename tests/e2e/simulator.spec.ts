import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/** Intl separates thousands and "€" with no-break spaces: compare with plain spaces. */
const output = async (page: Page, key: string) => ((await page.getByTestId(`simulator-${key}`).textContent()) ?? '').replace(/\s/g, ' ');

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the simulator prices a premium annual case computed by hand', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/simulator');
  await expect(page.getByRole('spinbutton', { name: 'Intégrations' })).toBeDisabled();

  await pick(page, 'Pack', 'Premium');
  await pick(page, 'Engagement', 'Annuel');
  await page.getByRole('spinbutton', { name: "Nombre d'espaces de planning" }).fill('10');
  await page.getByRole('spinbutton', { name: 'Badgeuses' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Analytics' }).fill('3');
  await expect(page.getByRole('spinbutton', { name: 'Intégrations' })).toBeEnabled();
  await page.getByRole('spinbutton', { name: 'Intégrations' }).fill('1');

  // By hand (spec 1 §9), premium 162 per space, annual commitment:
  //   pack       162 x 10 x (1 - 10%)           = 1458.00
  //   add-ons    2 clocks x 36 + 3 analytics x 27 + 1 integration x 20 = 72 + 81 + 20 = 173.00
  //   theoretical MRR 1458 + 173 = 1631.00, under 1750 -> allowed discount 10%
  //   final MRR  1631 x 0.9 = 1467.90
  //   final price (annual) 12 x 1467.90 = 17614.80 per year
  //   monthly ARPU 1467.90 / 10 = 146.79
  await expect.poll(() => output(page, 'theoretical_mrr')).toBe('1 631,00 € HT / mois');
  expect(await output(page, 'discount')).toBe('10 %');
  expect(await output(page, 'final_mrr')).toBe('1 467,90 € HT / mois');
  expect(await output(page, 'final_price')).toBe('17 614,80 € HT / an');
  expect(await output(page, 'monthly_arpu')).toBe('146,79 € HT / mois');

  // back to monthly: integrations are no longer sold, the final price is the monthly MRR
  await pick(page, 'Engagement', 'Mensuel');
  await expect(page.getByRole('spinbutton', { name: 'Intégrations' })).toBeDisabled();
  // 162 x 10 + 2 x 40 + 3 x 30 = 1790 -> 15% -> 1521.50
  await expect.poll(() => output(page, 'final_price')).toBe('1 521,50 € HT / mois');
});

test('a negative or empty number of planning spaces shows the field error and no price (issue 15)', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/simulator');
  const spaces = page.getByRole('spinbutton', { name: "Nombre d'espaces de planning" });
  await expect(page.getByTestId('simulator-final_price')).toBeVisible();
  for (const value of ['-3', '']) {
    await spaces.fill(value);
    await expect(spaces).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Un nombre entier, au moins 1')).toBeVisible();
    await expect(page.getByTestId('simulator-final_price')).toHaveCount(0);
    await expect(page.getByTestId('simulator-invalid')).toBeVisible();
  }
  await spaces.fill('2');
  await expect.poll(() => output(page, 'final_price')).toBe('218,00 € HT / mois');
});
