import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestTranslationProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../locales/fr.json';
import type { PickerNode } from '../../src/domain/establishmentTree';
import { EstablishmentPicker, type EstablishmentPickerChange } from '../../src/ui/EstablishmentPicker';

const node = (id: number, name: string, parentId: number | null, shopId: number | null = null, shopCancelled = false): PickerNode => ({
  id, name, parentId, shopId, shopCancelled, depth: parentId === null ? 0 : 1,
});

/** An organisation with two regions: Nord (Lille, Roubaix) and Sud (Nice, Marseille cancelled). */
const NETWORK = [
  node(1, 'Boulangeries Durand', null),
  node(2, 'Région Nord', 1),
  node(10, 'Lille', 2, 110),
  node(11, 'Roubaix', 2, 111),
  node(3, 'Région Sud', 1),
  node(12, 'Nice', 3, 112),
  node(13, 'Marseille', 3, 113, true),
];

/** The picker with its selection kept by the caller, as a form would. */
const Harness = ({ nodes, initial, onChange }: { nodes: PickerNode[]; initial: number[]; onChange: (change: EstablishmentPickerChange) => void }) => {
  const [selection, setSelection] = useState(initial);
  return (
    <EstablishmentPicker
      nodes={nodes}
      selection={selection}
      onChange={(change) => {
        setSelection(change.selection);
        onChange(change);
      }}
    />
  );
};

function renderPicker(nodes: PickerNode[], initial: number[] = []) {
  const onChange = vi.fn<(change: EstablishmentPickerChange) => void>();
  render(
    <TestTranslationProvider messages={fr}>
      <Harness nodes={nodes} initial={initial} onChange={onChange} />
    </TestTranslationProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

const dropdown = () => screen.getByRole('button', { name: /^Établissements:/ });
/** The label of each shown tree item (a tree item's accessible name also holds its children's). */
const labelOf = (treeItem: HTMLElement) => treeItem.querySelector(':scope > div')?.textContent ?? '';
const labels = () => screen.queryAllByRole('treeitem').map(labelOf);
const item = (label: string) => {
  const found = screen.getAllByRole('treeitem').find((treeItem) => labelOf(treeItem) === label);
  if (!found) throw new Error(`no tree item "${label}" among ${labels().join(', ')}`);
  return found;
};
/** The item's own checkbox (MUI hides it from the accessibility tree: the tree item carries aria-checked). */
const checkboxOf = (label: string) => item(label).querySelector<HTMLInputElement>(':scope > div input[type="checkbox"]')!;

describe('EstablishmentPicker (spec 3 §4.5, §9)', () => {
  it('shows the selected names cut at 45 characters with +N', () => {
    const nodes = [
      node(1, 'Organisation', null),
      node(2, 'Boulangerie du Centre', 1, 20),
      node(3, 'Boulangerie de la Gare', 1, 30),
      node(4, 'Nice', 1, 40),
      node(5, 'Cannes', 1, 50),
    ];
    renderPicker(nodes, [2, 3, 4]);
    expect(dropdown()).toHaveTextContent('Boulangerie du Centre, Boulangerie de la Gare +1');
  });

  it('says when nothing is selected and marks cancelled shops', async () => {
    const { user } = renderPicker(NETWORK);
    expect(dropdown()).toHaveTextContent('Aucun établissement sélectionné');
    await user.click(dropdown());
    expect(item('Marseille (résilié)')).toHaveAttribute('aria-checked', 'false');
    expect(getComputedStyle(screen.getByRole('dialog', { name: 'Établissements' })).maxHeight).toBe('300px');
  });

  it('shows 30 items of a large tree, then all of them after "load more"', async () => {
    const shops = Array.from({ length: 54 }, (_, i) => node(100 + i, `Boutique ${String(i + 1).padStart(2, '0')}`, 1, 1_000 + i));
    const { user } = renderPicker([node(1, 'Organisation', null), ...shops]);
    await user.click(dropdown());
    expect(screen.getAllByRole('treeitem')).toHaveLength(30);
    expect(labels()).not.toContain('Boutique 30');
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(55);
    expect(labels()).toContain('Boutique 54');
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });

  it('filters on the search once typing has paused, keeping the ancestors', async () => {
    const { user } = renderPicker(NETWORK);
    await user.click(dropdown());
    fireEvent.change(screen.getByLabelText('Rechercher un établissement'), { target: { value: 'nice' } });
    expect(labels()).toContain('Lille');
    await waitFor(() => expect(labels()).toEqual(['Boulangeries Durand', 'Région Sud', 'Nice']));
  });

  it('checks the parent once every sibling is checked and gives the shop ids', async () => {
    const { user, onChange } = renderPicker(NETWORK);
    await user.click(dropdown());
    await user.click(checkboxOf('Lille'));
    expect(onChange).toHaveBeenLastCalledWith({ selection: [10], shopIds: [110] });
    expect(item('Région Nord')).toHaveAttribute('aria-checked', 'mixed');
    await user.click(checkboxOf('Roubaix'));
    expect(onChange).toHaveBeenLastCalledWith({ selection: [2], shopIds: [110, 111] });
    expect(item('Région Nord')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dropdown()).toHaveTextContent('Région Nord'));
  });

  it('unchecking a shop under a checked region keeps its siblings; select-all toggles everything', async () => {
    const { user, onChange } = renderPicker(NETWORK, [3]);
    await user.click(dropdown());
    await user.click(checkboxOf('Nice'));
    expect(onChange).toHaveBeenLastCalledWith({ selection: [13], shopIds: [113] });
    const selectAll = screen.getByRole('checkbox', { name: 'Tout sélectionner' });
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith({ selection: [1], shopIds: [110, 111, 112, 113] });
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith({ selection: [], shopIds: [] });
  });

  it('is keyboard operable: arrows move in the tree and space checks', async () => {
    const { user, onChange } = renderPicker(NETWORK);
    dropdown().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Établissements' })).toHaveFocus());
    await user.tab();
    expect(screen.getByLabelText('Rechercher un établissement')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(item('Boulangeries Durand')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Lille')).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ selection: [10], shopIds: [110] });
  });
});
