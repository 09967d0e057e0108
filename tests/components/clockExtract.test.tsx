import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtractClockInOutButton } from '../../src/resources/shops/show/ExtractClockInOutButton';
import { httpError, renderPinPiece, type pinMethods } from './pinsHarness';

/** What the browser is handed to save: react-admin's downloadCSV(text, name without .csv). */
const downloads = vi.hoisted(() => [] as { csv: string; name: string }[]);
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: (csv: string, name: string) => downloads.push({ csv, name }),
}));

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, first_name: `Prénom${i + 1}`, last_name: `Nom${i + 1}`, name: `Prénom${i + 1} Nom${i + 1}` }));

function extractMethods(users = people(3)) {
  return {
    getShopActiveUsers: vi.fn().mockResolvedValue(users),
    getExtractShifts: vi.fn().mockResolvedValue([]),
    getExtractClockInOuts: vi.fn().mockResolvedValue({ timezone: 'Europe/Paris', clock_in_outs: [] }),
  };
}

async function openModal(methods: ReturnType<typeof extractMethods>) {
  const user = renderPinPiece(<ExtractClockInOutButton shopId={7} />, methods as unknown as ReturnType<typeof pinMethods>);
  await user.click(screen.getByRole('button', { name: 'Extraire les pointages' }));
  const dialog = screen.getByRole('dialog', { name: 'Extraire les pointages' });
  await within(dialog).findByRole('combobox', { name: 'Utilisateurs' });
  return { user, dialog, submit: () => within(dialog).getByRole('button', { name: 'Extraire' }) };
}

/** The picker's hidden input (what a form would post): its value is the field's text, DD/MM/YYYY. */
const dayInput = (dialog: HTMLElement, name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('extract clock-in/outs (spec 2 §2.2, §3, §5, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    downloads.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("preselects every active user of the shop when there are fewer than 50 and defaults to the previous month", async () => {
    const methods = extractMethods(people(3));
    const { dialog, submit } = await openModal(methods);
    expect(methods.getShopActiveUsers).toHaveBeenCalledWith(7, expect.anything());
    expect(within(dialog).getByText('3 utilisateurs sélectionnés')).toBeInTheDocument();
    expect(dayInput(dialog, 'start_date').value).toBe('01/10/2026');
    expect(dayInput(dialog, 'end_date').value).toBe('31/10/2026');
    expect(submit()).toBeEnabled();
  });

  it('preselects nobody from 50 users on, disables submit without a user, and warns with more than 50', async () => {
    const { user, dialog, submit } = await openModal(extractMethods(people(60)));
    expect(within(dialog).getByText('0 utilisateur sélectionné')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Tout sélectionner' }));
    await screen.findByText('Sélectionnez au plus 50 utilisateurs');
    expect(within(dialog).getByText('60 utilisateurs sélectionnés')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Tout désélectionner' }));
    expect(submit()).toBeDisabled();
  });

  it('warns and disables submit for a range of one year or more', async () => {
    const { dialog, submit } = await openModal(extractMethods());
    fireEvent.change(dayInput(dialog, 'start_date'), { target: { value: '31/10/2025' } });
    await screen.findByText('La période doit être inférieure à un an');
    expect(submit()).toBeDisabled();
    fireEvent.change(dayInput(dialog, 'start_date'), { target: { value: '01/11/2025' } });
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('says why submit is disabled: an end before the start (issue 28)', async () => {
    const { dialog, submit } = await openModal(extractMethods());
    fireEvent.change(dayInput(dialog, 'end_date'), { target: { value: '01/01/2020' } });
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAccessibleDescription('La date de fin est avant la date de début.');
  });

  it("shows the 'no clock in outs' alert and downloads nothing when both calls come back empty", async () => {
    const methods = extractMethods();
    const { user, dialog, submit } = await openModal(methods);
    await user.click(submit());
    await within(dialog).findByText('Aucun pointage ni shift sur cette période pour ces utilisateurs');
    const range = { userIds: [1, 2, 3], startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(methods.getExtractShifts).toHaveBeenCalledWith(7, range);
    expect(methods.getExtractClockInOuts).toHaveBeenCalledWith(7, range);
    expect(downloads).toHaveLength(0);
  });

  it('downloads the CSV of spec 2 §3 in the shop time zone, then closes', async () => {
    const methods = extractMethods();
    methods.getExtractShifts.mockResolvedValue([
      { id: 10, user_id: 2, shop_id: 7, starts_at: '2026-10-05T07:00:00.000Z', ends_at: '2026-10-05T15:00:00.000Z', previsional_start: null, previsional_end: null, absence_type: null },
    ]);
    methods.getExtractClockInOuts.mockResolvedValue({
      timezone: 'Europe/Paris',
      clock_in_outs: [{ id: 100, user_id: 2, shift_id: 10, clock_in: '2026-10-05T06:58:00.000Z', clock_out: null }],
    });
    const { user, submit } = await openModal(methods);
    await user.click(submit());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('clock_in_outs_7_2026-10-01_2026-10-31');
    const lines = downloads[0]!.csv.trim().split('\r\n');
    expect(lines).toEqual([
      'SHOP_ID,USER_ID,FIRST_NAME,LAST_NAME,SHIFT_START,SHIFT_END,SHIFT_PREVISIONAL_START,SHIFT_PREVISIONAL_END,SHIFT_ABSENCE_TYPE,BADGING_IN,BADGING_OUT',
      '7,2,Prénom2,Nom2,05/10/2026 09:00,05/10/2026 17:00,,,,05/10/2026 08:58,',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'errors.loading' when a call fails, and keeps the modal open", async () => {
    const methods = extractMethods();
    methods.getExtractClockInOuts.mockRejectedValue(httpError(502, { error: 'punch_clock_unavailable', message: 'down' }));
    const { user, dialog, submit } = await openModal(methods);
    await user.click(submit());
    await screen.findByText("Une erreur s'est produite lors du chargement des pointages");
    expect(dialog).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});
