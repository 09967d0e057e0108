/**
 * Spec 1 §7: object-valued query parameters (filters, lists) are serialised as JSON. A list of plain
 * values is the parameter repeated (`status=waiting&status=suspended`), as the lists' filters take it.
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
      for (const item of value) if (item !== null) params.append(key, String(item));
    } else {
      params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
