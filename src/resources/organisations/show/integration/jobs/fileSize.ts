/** Spec 3 §5: a file's size in kilobytes (1 kB = 1,000 bytes), one decimal, in the user's locale. */
export const kilobytes = (bytes: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1000);
