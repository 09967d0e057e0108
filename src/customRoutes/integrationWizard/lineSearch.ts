/** The search of the absences and pay-variables steps (spec 3 §2.2): case and accents ignored. */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const matchesSearch = (name: string, search: string) => searchable(name).includes(searchable(search));
