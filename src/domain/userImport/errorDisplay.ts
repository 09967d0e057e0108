/** Spec 2 §5, §8: an import error names at most 5 users, then "and N more". */
export const SHOWN_NAMES = 5;

export function shownNames(users: readonly string[], max = SHOWN_NAMES): { names: string[]; more: number } {
  return { names: users.slice(0, max), more: Math.max(0, users.length - max) };
}
