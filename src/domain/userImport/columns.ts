/**
 * The user-import template (spec 2 §2.2, §5, §7, §9), written once: the server builds the .xlsx from
 * these columns and reads an upload back with them; the console offers the same languages and countries.
 */
export const TEMPLATE_LANGUAGES = ['FR', 'EN', 'ES', 'DE', 'IT'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** Countries the template knows a phone format for; the console lists the shop's country first. */
export const TEMPLATE_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'DE', 'ES', 'IT', 'PT', 'NL', 'GB', 'PL', 'RO'] as const;
export type TemplateCountry = (typeof TEMPLATE_COUNTRIES)[number];

/** The licence original types (spec 2 §3 "Licence"); the user gets the organisation's licence of that type. */
export const IMPORT_LICENCE_TYPES = ['employee', 'planner', 'advanced_planner', 'advanced_master', 'system_admin'] as const;
export type ImportLicenceType = (typeof IMPORT_LICENCE_TYPES)[number];

/** Fewer than 200 data lines per file (issue 17). */
export const MAX_IMPORT_LINES = 199;
/** Bytes of an uploaded file. */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;

export const IMPORT_COLUMN_KEYS = ['first_name', 'last_name', 'email', 'phone', 'licence', 'contract_hours'] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMN_KEYS)[number];

export const REQUIRED_COLUMNS: readonly ImportColumnKey[] = ['first_name', 'last_name', 'email', 'licence'];

export const COLUMN_HEADERS: Record<TemplateLanguage, Record<ImportColumnKey, string>> = {
  FR: { first_name: 'Prénom', last_name: 'Nom', email: 'E-mail', phone: 'Téléphone', licence: 'Licence', contract_hours: 'Heures contractuelles' },
  EN: { first_name: 'First name', last_name: 'Last name', email: 'E-mail', phone: 'Phone', licence: 'Licence', contract_hours: 'Contract hours' },
  ES: { first_name: 'Nombre', last_name: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono', licence: 'Licencia', contract_hours: 'Horas de contrato' },
  DE: { first_name: 'Vorname', last_name: 'Nachname', email: 'E-Mail', phone: 'Telefon', licence: 'Lizenz', contract_hours: 'Vertragsstunden' },
  IT: { first_name: 'Nome', last_name: 'Cognome', email: 'E-mail', phone: 'Telefono', licence: 'Licenza', contract_hours: 'Ore contrattuali' },
};

/** An example mobile number per country (the template's phone hint and example rows). */
export const PHONE_EXAMPLES: Record<TemplateCountry, string> = {
  FR: '06 12 34 56 78',
  BE: '+32 470 12 34 56',
  CH: '+41 79 123 45 67',
  LU: '+352 621 123 456',
  DE: '+49 151 1234567',
  ES: '+34 612 345 678',
  IT: '+39 312 345 6789',
  PT: '+351 912 345 678',
  NL: '+31 6 12345678',
  GB: '+44 7700 900123',
  PL: '+48 512 345 678',
  RO: '+40 712 345 678',
};

export const isTemplateLanguage = (value: unknown): value is TemplateLanguage =>
  typeof value === 'string' && (TEMPLATE_LANGUAGES as readonly string[]).includes(value);
export const isTemplateCountry = (value: unknown): value is TemplateCountry =>
  typeof value === 'string' && (TEMPLATE_COUNTRIES as readonly string[]).includes(value);

/** The template's file name, e.g. import_utilisateurs_FR.xlsx. */
export const templateFileName = (language: TemplateLanguage, country: TemplateCountry) =>
  `${{ FR: 'import_utilisateurs', EN: 'users_import', ES: 'importacion_usuarios', DE: 'benutzerimport', IT: 'importazione_utenti' }[language]}_${country}.xlsx`;

const normalised = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The column a header cell names: its label in any template language, or its key; null when unknown. */
export function columnOfHeader(header: string): ImportColumnKey | null {
  const wanted = normalised(header);
  if (wanted === '') return null;
  for (const key of IMPORT_COLUMN_KEYS) {
    if (normalised(key) === wanted) return key;
    if (TEMPLATE_LANGUAGES.some((language) => normalised(COLUMN_HEADERS[language][key]) === wanted)) return key;
  }
  return null;
}

/** The languages the console's locale maps to, FR otherwise (spec 2 §5: default the user's language). */
export function defaultTemplateLanguage(locale: string | null | undefined): TemplateLanguage {
  const language = (locale ?? '').slice(0, 2).toUpperCase();
  return isTemplateLanguage(language) ? language : 'FR';
}

/** The country list of the modal: the shop's country first (when the template knows it), then the others. */
export function templateCountriesFor(shopCountry: string | null | undefined): TemplateCountry[] {
  const first = (shopCountry ?? '').toUpperCase();
  return isTemplateCountry(first) ? [first, ...TEMPLATE_COUNTRIES.filter((c) => c !== first)] : [...TEMPLATE_COUNTRIES];
}
