import type { Locale } from '../../../src/domain/locales.js';

/** What every template receives: the recipient's locale, the product name, the recipient's first name when known. */
export interface TemplateBase {
  locale: Locale;
  product: string;
  firstName?: string | null;
}
