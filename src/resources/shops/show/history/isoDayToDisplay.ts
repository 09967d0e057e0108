/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (spec: dates are shown DD/MM/YYYY); anything else is shown as it came. */
export function isoDayToDisplay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
