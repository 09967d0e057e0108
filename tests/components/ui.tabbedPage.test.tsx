import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestTranslationProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import { ConfirmProvider } from '../../src/ui/ConfirmProvider';
import { TabbedPage, type PageTab } from '../../src/ui/tabs/TabbedPage';
import { useUnsavedChanges } from '../../src/ui/tabs/unsavedChanges';

const messages = { ...fr, test_tabs: { details: 'Détails', shops: 'Établissements', invoices: 'Factures' } };

/** A details form that reports its unsaved changes, as a detail page's tab will. */
const DetailsForm = () => {
  const [name, setName] = useState('Boulangeries Durand');
  useUnsavedChanges(name !== 'Boulangeries Durand');
  return <input aria-label="Nom" value={name} onChange={(event) => setName(event.target.value)} />;
};

const TABS: PageTab[] = [
  { path: 'details', label: 'test_tabs.details', element: <DetailsForm /> },
  { path: 'shops', label: 'test_tabs.shops', element: <p>Liste des établissements</p> },
  { path: 'invoices', label: 'test_tabs.invoices', element: <p>Factures</p>, visible: false },
];

/** The page under a detail route ending in `/*`, as react-admin's `:id/*` route renders it. */
function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/organisations/:id/*', element: <TabbedPage tabs={TABS} /> }], { initialEntries: [path] });
  render(
    <TestTranslationProvider messages={messages}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </TestTranslationProvider>,
  );
  return { router, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabbed detail page', () => {
  it('opens on the tab of the address, the first tab on the page’s own path, and puts the chosen tab in the address', async () => {
    const { router, user } = renderPage('/organisations/12/shops');
    expect(tab('Établissements')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Liste des établissements');
    expect(screen.queryByRole('tab', { name: 'Factures' })).not.toBeInTheDocument();

    await user.click(tab('Détails'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12'));
    expect(tab('Détails')).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'Nom' })).toHaveValue('Boulangeries Durand');

    await user.click(tab('Établissements'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/shops'));
  });

  it('shows the first tab for a hidden or unknown tab in the address', () => {
    renderPage('/organisations/12/invoices');
    expect(tab('Détails')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBeInTheDocument();
  });

  it('asks "Stay on page / Continue" before leaving a tab with unsaved changes (spec 1 §4)', async () => {
    const { router, user } = renderPage('/organisations/12');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), ' SA');
    await user.click(tab('Établissements'));
    let dialog = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' });
    expect(dialog).toHaveTextContent('Cet onglet contient des modifications qui ne sont pas enregistrées.');
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/organisations/12');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Boulangeries Durand SA');

    await user.click(tab('Établissements'));
    dialog = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/shops'));
    // the page is hidden from the accessibility tree until the dialog has fully closed
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Liste des établissements');
  });

  it('leaves a tab without unsaved changes without asking', async () => {
    const { router, user } = renderPage('/organisations/12');
    const name = screen.getByRole('textbox', { name: 'Nom' });
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.click(tab('Établissements'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/shops'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
