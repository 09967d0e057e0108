import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { completePluralForms } from '../../src/i18n/catalogues';

const polish = { items: { selected_one: '%{n} element', selected_other: 'Elementy: {{count}}', selected_few: '{{count}} elementy' } };

describe('plural forms beyond one/other', () => {
  it('fills the missing Polish categories from _other and keeps the given ones', () => {
    const completed = completePluralForms(polish, 'pl') as typeof polish & { items: Record<string, string> };
    expect(completed.items.selected_few).toBe('{{count}} elementy');
    expect(completed.items.selected_many).toBe('Elementy: {{count}}');
  });

  it('adds nothing for French or English, which only have one and other', () => {
    expect(Object.keys((completePluralForms(polish, 'en') as typeof polish).items)).toEqual(Object.keys(polish.items));
  });

  it('lets i18next answer in Romanian for 2 to 19 items instead of falling back to French', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ro',
      fallbackLng: 'fr',
      resources: {
        ro: { translation: completePluralForms({ files_one: 'un fișier', files_other: '{{count}} de fișiere' }, 'ro') },
        fr: { translation: { files_one: 'un fichier', files_other: '{{count}} fichiers' } },
      },
    });
    expect(i18n.t('files', { count: 3 })).toBe('3 de fișiere');
    expect(i18n.t('files', { count: 1 })).toBe('un fișier');
  });
});
