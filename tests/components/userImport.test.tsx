import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportUsersButton } from '../../src/resources/shops/show/ImportUsersButton';
import { pinMethods, renderPinPiece } from './pinsHarness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsxFile = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'equipe.xlsx', { type: XLSX });

function importMethods() {
  return { ...pinMethods(), userImportTemplate: vi.fn(), importShopUsers: vi.fn() };
}

async function openModal(methods = importMethods(), country = 'BE') {
  const user = renderPinPiece(<ImportUsersButton shopId={12} country={country} />, methods);
  await user.click(screen.getByRole('button', { name: 'Importer des utilisateurs' }));
  const dialog = screen.getByRole('dialog', { name: 'Importer des utilisateurs' });
  return { user, dialog, methods };
}

describe('import users modal (spec 2 §2.2, §5, §8)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("defaults the template to the admin's language and lists the shop's country first; downloads what is picked", async () => {
    const { user, dialog, methods } = await openModal();
    methods.userImportTemplate.mockResolvedValue(new Blob(['x'], { type: XLSX }));
    expect(within(dialog).getByRole('combobox', { name: 'Langue du modèle' })).toHaveTextContent('Français');
    expect(within(dialog).getByRole('combobox', { name: 'Pays' })).toHaveTextContent('Belgique');
    await user.click(within(dialog).getByRole('combobox', { name: 'Pays' }));
    const countries = screen.getAllByRole('option').map((option) => option.textContent);
    expect(countries.slice(0, 3)).toEqual(['Belgique', 'France', 'Suisse']);
    await user.click(screen.getByRole('option', { name: 'Allemagne' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Langue du modèle' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Français', 'Anglais', 'Espagnol', 'Allemand', 'Italien']);
    await user.click(screen.getByRole('option', { name: 'Anglais' }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le modèle' }));
    await waitFor(() => expect(saved).toEqual(['users_import_DE.xlsx blob:template']));
    expect(methods.userImportTemplate).toHaveBeenCalledWith({ language: 'EN', country: 'DE' });
  });

  it('needs a file: import disabled without one, then sends it, shows the counts and the names, and reloads the users lists', async () => {
    const invalidated = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { user, dialog, methods } = await openModal();
    methods.importShopUsers.mockResolvedValue({
      created: 2,
      updated: 1,
      users: [
        { id: 1, name: 'Inès Lefèvre', email: 'ines@x.example', status: 'created' },
        { id: 2, name: 'Jules Moreau', email: 'jules@x.example', status: 'created' },
        { id: 3, name: 'Ana Lopes', email: 'ana@x.example', status: 'updated' },
      ],
    });
    const submit = within(dialog).getByRole('button', { name: 'Importer' });
    expect(submit).toBeDisabled();
    const file = xlsxFile();
    await user.upload(within(dialog).getByLabelText('Fichier .xlsx'), file);
    expect(await within(dialog).findByText('equipe.xlsx')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(dialog).findByText('2 utilisateurs créés, 1 mis à jour')).toBeInTheDocument();
    expect(within(dialog).getByText('Inès Lefèvre (ines@x.example)')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Lopes (ana@x.example)').parentElement).toHaveTextContent('mis à jour');
    expect(methods.importShopUsers).toHaveBeenCalledWith(12, file);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['users'] });
  });

  it('shows the error list: a count header, each message by key and field, 5 names then "and N more"', async () => {
    const { user, dialog, methods } = await openModal();
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];
    methods.importShopUsers.mockRejectedValue(
      new HttpError('errors.invalid_rows', 422, {
        error: 'invalid_rows',
        message: 'The file has 2 problem(s)',
        errors: [
          { key: 'blank', field: 'first_name', users: names },
          { key: 'email_taken', field: 'email', users: ['Zoé Blanc'] },
        ],
      }),
    );
    await user.upload(within(dialog).getByLabelText('Fichier .xlsx'), xlsxFile());
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('2 erreurs')).toBeInTheDocument();
    expect(within(alert).getByText('Prénom manquant')).toBeInTheDocument();
    expect(within(alert).getByText('Ana, Bo, Cy, Di, Ed et 2 autres')).toBeInTheDocument();
    expect(within(alert).queryByText(/Flo/)).not.toBeInTheDocument();
    expect(within(alert).getByText('E-mail déjà utilisé par un utilisateur d’une autre organisation')).toBeInTheDocument();
    expect(within(alert).getByText('Zoé Blanc')).toBeInTheDocument();
  });

  it('names a refusal of the whole file (200 lines or more)', async () => {
    const { user, dialog, methods } = await openModal();
    methods.importShopUsers.mockRejectedValue(new HttpError('errors.too_many_lines', 422, { error: 'too_many_lines', message: 'The file has 250 lines' }));
    await user.upload(within(dialog).getByLabelText('Fichier .xlsx'), xlsxFile());
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByText('Trop de lignes : 199 au plus par import')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le fichier' }));
    expect(within(dialog).queryByText('Trop de lignes : 199 au plus par import')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
  });
});
