/** The monogram of spec 1 §2.2: first letter of the first name and of the last name, upper-cased. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim().charAt(0);
  const last = (lastName ?? '').trim().charAt(0);
  return `${first}${last}`.toLocaleUpperCase();
}
