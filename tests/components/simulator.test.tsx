import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// the first render of a file loads the catalogues: give it time on this small machine
configure({ asyncUtilTimeout: 5000 });

const backend = (url: string) => (url.endsWith('/super_admin/api/current_user') ? json(200, currentUser()) : json(404, { error: 'not_found' }));
/** Intl puts no-break spaces in "1 234,56 €"; compare with plain spaces. */
const output = (key: string) => screen.getByTestId(`simulator-${key}`).textContent?.replace(/\s/g, ' ');

describe('pricing simulator', () => {
  it('starts from the defaults of spec 1 §2.6 and computes them', async () => {
    renderConsole({ path: '/simulator', signedIn: true, handler: backend });
    expect(await screen.findByRole('combobox', { name: 'Pack' })).toHaveTextContent('Success');
    expect(screen.getByRole('combobox', { name: 'Engagement' })).toHaveTextContent('Mensuel');
    expect(screen.getByRole('spinbutton', { name: "Nombre d'espaces de planning" })).toHaveValue(1);
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
    const spaces = screen.getByRole('spinbutton', { name: "Nombre d'espaces de planning" });
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

    // no spaces: the ARPU is the MRR (spec 1 §9)
    await user.clear(spaces);
    expect(output('theoretical_mrr')).toBe('248,00 € HT / mois');
    expect(output('monthly_arpu')).toBe('248,00 € HT / mois');
  });
});
