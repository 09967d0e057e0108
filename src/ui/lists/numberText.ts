const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as react-admin's NumberField writes it (`toLocaleString` in the browser's locale), with
 * one formatter per set of options instead of one per cell: a list page shows 300 of them.
 */
export function numberText(value: number | null | undefined, options: Intl.NumberFormatOptions = {}): string | null {
  if (value == null) return null;
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(undefined, options);
    formats.set(key, format);
  }
  return format.format(value);
}
