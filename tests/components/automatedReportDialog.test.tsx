import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { TestTranslationProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../locales/fr.json';
import type { AutomatedReportSchedule, PayConfig } from '../../src/contracts/payConfigs';
import { AutomatedReportDialog } from '../../src/resources/organisations/show/integration/automatedReport/AutomatedReportDialog';

/** Issue 30: the automated report dialog (spec 3 §4.4, §5), with an injected clock. */

const NOW = new Date('2026-03-20T10:00:00Z');
const config = (schedule: AutomatedReportSchedule | null = null) => ({ id: 'c1', name: 'Paie Nord', schedule, time_zone: 'Europe/Paris' }) as unknown as PayConfig;

/** The French catalogue through i18next, as the console translates (plural forms, smart_count -> count). */
const i18n = createInstance();
void i18n.init({ lng: 'fr', initImmediate: false, interpolation: { escapeValue: false }, resources: { fr: { translation: fr } } });
const translate = (key: string, options: Record<string, unknown> = {}) => {
  const { smart_count, _, ...rest } = options as { smart_count?: number; _?: string };
  return i18n.t(key, { ...rest, ...(smart_count === undefined ? {} : { count: smart_count }), ...(_ === undefined ? {} : { defaultValue: _ }) }) as string;
};

function renderDialog(schedule: AutomatedReportSchedule | null = null) {
  const onSave = vi.fn<(schedule: AutomatedReportSchedule) => void>();
  const onDelete = vi.fn();
  render(
    <TestTranslationProvider translate={translate}>
      <AutomatedReportDialog config={config(schedule)} now={NOW} busy={false} onSave={onSave} onDelete={onDelete} onClose={() => undefined} />
    </TestTranslationProvider>,
  );
  return { onSave, onDelete, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole('button', { name: 'Suivant' }));

describe('AutomatedReportDialog (spec 3 §4.4, §5)', () => {
  it('shows "La valeur doit être supérieure à 0" at once and stays on the step', async () => {
    const { user } = renderDialog();
    const every = within(dialog()).getByRole('spinbutton', { name: 'Tous les' });
    await user.clear(every);
    await user.type(every, '0');
    expect(within(dialog()).getByText('La valeur doit être supérieure à 0')).toBeInTheDocument();
    await next(user);
    expect(within(dialog()).getByRole('spinbutton', { name: 'Tous les' })).toBeInTheDocument();
  });

  it('turns a day of month above 29 into the last day and clears the day', async () => {
    const { user } = renderDialog();
    const day = within(dialog()).getByRole('spinbutton', { name: 'Jour du mois' });
    await user.clear(day);
    await user.type(day, '31');
    expect(within(dialog()).getByRole('checkbox', { name: 'Dernier jour du mois' })).toBeChecked();
    expect(within(dialog()).getByRole('spinbutton', { name: 'Jour du mois' })).toHaveValue(null);
  });

  it('summarises in French with the next three dates in the organisation time zone, and saves the §4.4 expression', async () => {
    const { user, onSave } = renderDialog();
    const day = within(dialog()).getByRole('spinbutton', { name: 'Jour du mois' });
    await user.clear(day);
    await user.type(day, '5');
    await next(user);
    await next(user);
    // 08:00 in Paris: winter then summer time (the clock changes on 29 March 2026)
    expect(within(dialog()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['05/04/2026 08:00', '05/05/2026 08:00', '05/06/2026 08:00']);
    expect(within(dialog()).getByTestId('report-description')).toHaveTextContent(/08:00/);
    await user.click(within(dialog()).getByRole('switch', { name: 'Verrouiller la paie après la génération' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ delivery: expect.objectContaining({ scheduleExpression: '0 8 5 * *', dayNumber: 5 }), lockAfterGeneration: true }),
    );
  });

  it('opens in edit mode on a stored weekly schedule, needing a weekday, and offers delete', async () => {
    const weekly: AutomatedReportSchedule = {
      delivery: { scheduleExpression: '0 6 * * 0', reportIntervalAmount: 1, reportIntervalUnit: 'week', lastDayOfTheMonth: false, dayNumber: 1, time: '06:00' },
      reportPeriod: { durationAmount: 1, durationUnit: 'week', delayedReport: false, delayAmount: null, delayUnit: null },
      lockAfterGeneration: false,
      groupedExport: true,
    };
    const { user, onDelete } = renderDialog(weekly);
    expect(screen.getByRole('heading', { name: /Modifier le rapport automatique/ })).toBeInTheDocument();
    expect(within(dialog()).getByRole('combobox', { name: 'Jour de la semaine' })).toHaveTextContent('Dimanche');
    await next(user);
    await next(user);
    // the period in words, the unit in its plural form for the amount ("1 semaine", not "1 semaine(s)")
    expect(within(dialog()).getByText('1 semaine')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalled();
  });
});
