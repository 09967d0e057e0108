import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// the first render of a file loads the catalogues: give it time on this small machine

const backend = (url: string) => (url.endsWith('/super_admin/api/current_user') ? json(200, currentUser()) : json(404, { error: 'not_found' }));
/** Intl puts no-break spaces in "1 234,56 €"; compare with plain spaces. */
const output = (key: string) => screen.getByTestId(`simulator-${key}`).textContent?.replace(/\s/g, ' ');

describe('pricing simulator', () => {
  it('starts from the defaults of spec 1 §2.6 and computes them', async () => {
    renderConsole({ path: '/simulator', signedIn: true, handler: backend });
    expect(await screen.findByRole('combobox', { name: 'Pack' })).toHaveTextContent('Success');
    expect(screen.getByRole('combobox', { name: 'Engagement' })).toHaveTextContent('Mensuel');
    expect(screen.getByRole('spinbutton', { name: /Nombre d'espaces de planning/ })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Badgeuses' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Intégrations' })).toBeDisabled();
    // success 109 x 1 space, monthly: no discount
    expect(output('theoretical_mrr')).toBe('109,00 € HT / mois');
    expect(output('discount')).toBe('0 %');
    expect(output('final_price')).toBe('109,00 € HT / mois');
    expect(output('monthly_arpu')).toBe('109,00 € HT / mois');
  });

  it('computes a seasonal case by hand: yearly final price, integrations enabled', async () => {
    renderConsole({ path: '/simulator', signedIn: true, handler: backend });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Pack' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Basic' }));
    await user.click(screen.getByRole('combobox', { name: 'Engagement' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Saisonnier' }));
    expect(screen.getByRole('spinbutton', { name: 'Intégrations' })).toBeEnabled();
    const spaces = screen.getByRole('spinbutton', { name: /Nombre d'espaces de planning/ });
    await user.clear(spaces);
    await user.type(spaces, '20');
    await user.type(screen.getByRole('spinbutton', { name: 'Planification automatique' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Signature électronique' }), '4');
    // basic 89 x 20 x (1 - 20%) = 1424; add-ons seasonal 5 x 24 + 4 x 32 = 248; MRR 1672 -> 10% (under 1750)
    // final MRR 1672 x 0.9 = 1504.80; final price 12 x 1504.80 = 18057.60 a year; ARPU 1504.80 / 20 = 75.24
    expect(output('theoretical_mrr')).toBe('1 672,00 € HT / mois');
    expect(output('discount')).toBe('10 %');
    expect(output('final_mrr')).toBe('1 504,80 € HT / mois');
    expect(output('final_price')).toBe('18 057,60 € HT / an');
    expect(output('monthly_arpu')).toBe('75,24 € HT / mois');

  });

  it('shows the field error and no price while the planning spaces are empty, zero or negative (issue 15)', async () => {
    renderConsole({ path: '/simulator', signedIn: true, handler: backend });
    const user = userEvent.setup({ delay: null });
    const spaces = await screen.findByRole('spinbutton', { name: /Nombre d'espaces de planning/ });
    for (const typed of ['', '0', '-2']) {
      await user.clear(spaces);
      if (typed) await user.type(spaces, typed);
      expect(spaces).toHaveAccessibleDescription('Un nombre entier, au moins 1');
      expect(spaces).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByTestId('simulator-final_price')).toBeNull();
      expect(screen.getByTestId('simulator-invalid')).toHaveTextContent('Corrigez les champs signalés pour obtenir un prix.');
    }
    await user.clear(spaces);
    await user.type(spaces, '2');
    expect(spaces).toHaveAttribute('aria-invalid', 'false');
    expect(output('final_price')).toBe('218,00 € HT / mois');
  });

  it('refuses a negative or fractional add-on count with the field error and no price', async () => {
    renderConsole({ path: '/simulator', signedIn: true, handler: backend });
    const user = userEvent.setup({ delay: null });
    const clocks = await screen.findByRole('spinbutton', { name: 'Badgeuses' });
    await user.type(clocks, '-1');
    expect(clocks).toHaveAccessibleDescription('Un nombre entier, 0 ou plus');
    expect(screen.queryByTestId('simulator-theoretical_mrr')).toBeNull();
    await user.clear(clocks);
    await user.type(clocks, '1.5');
    expect(clocks).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('simulator-theoretical_mrr')).toBeNull();
    await user.clear(clocks);
    await user.type(clocks, '3');
    // 109 + 3 x 40
    expect(output('theoretical_mrr')).toBe('229,00 € HT / mois');
  });
});
