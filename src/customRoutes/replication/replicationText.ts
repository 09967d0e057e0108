import type { TranslateFunction } from 'react-admin';
import { readApiError, apiErrorText } from '../../dataProviders/apiError';
import { SHOP_SETTINGS_KEYS } from '../../domain/shopSettings';

const SETTINGS_FIELDS: ReadonlySet<string> = new Set(SHOP_SETTINGS_KEYS);
const ENUMS: Record<string, string> = {
  paid_vacation_calculation_type: 'shop_settings.paid_vacation_calculation_types',
  modulation_calculation_type: 'shop_settings.modulation_calculation_types',
};

/** A field's label: the settings tab's own for its fields, the replication's for the others. */
export const fieldLabel = (field: string, translate: TranslateFunction) =>
  translate(SETTINGS_FIELDS.has(field) ? `shop_settings.fields.${field}` : `replication.fields.${field}`);

/** A value as the preview shows it: yes/no, a list of names, an amount, '—' for none. */
export function valueText(field: string, value: unknown, translate: TranslateFunction, locale: string): string {
  if (value === null || value === undefined) return translate('replication.values.empty');
  if (typeof value === 'boolean') return translate(value ? 'replication.values.yes' : 'replication.values.no');
  if (Array.isArray(value)) {
    const names = value.map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : String(item)));
    return names.length === 0 ? translate('replication.values.none') : names.join(', ');
  }
  if (field in ENUMS) return translate(`${ENUMS[field]}.${String(value)}`);
  if (field === 'meal_allowance_cents' && typeof value === 'number') return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value / 100);
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  return String(value);
}

/** Spec 3 §8 replication failure: each problem on its own line (translated), else the server's text or the generic message. */
export function failureLines(failure: unknown, translate: TranslateFunction): string[] {
  const problems = readApiError(failure).details.filter((detail) => typeof detail.key === 'string');
  if (problems.length > 0) {
    return problems.map((detail) =>
      translate(`replication.problems.${String(detail.key)}`, { shop: typeof detail.shop_name === 'string' ? detail.shop_name : `#${String(detail.shop_id ?? '')}` }),
    );
  }
  return [apiErrorText(failure, translate, { fallback: 'replication.failure' })];
}
