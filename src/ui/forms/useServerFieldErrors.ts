import { useCallback, useState } from 'react';
import { fieldErrorsUnder, readApiError } from '../../dataProviders/apiError';

/**
 * The server's field errors of a refused save, shown under their fields (issue 27) in the console's plain forms:
 * `take` keeps those of a failure under the body's part (`shop` for `{shop: {...}}`), `of` gives a field's message,
 * `clear` drops it once the field is edited (the server has not seen the new value).
 */
export function useServerFieldErrors(part: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const take = useCallback((failure: unknown) => setErrors(fieldErrorsUnder(readApiError(failure), part)), [part]);
  const clear = useCallback((field: string) => setErrors((old) => (field in old ? Object.fromEntries(Object.entries(old).filter(([key]) => key !== field)) : old)), []);
  const reset = useCallback(() => setErrors({}), []);
  return { of: (field: string): string | undefined => errors[field], take, clear, reset };
}

export type ServerFieldErrors = ReturnType<typeof useServerFieldErrors>;
