import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiErrorText, type ErrorTextOptions } from './apiError';

/** apiErrorText in the user's language: the text of a refusal (issue 28: the catalogue's words, the server's only for an unknown key). */
export function useApiErrorText() {
  const translate = useTranslate();
  return useCallback((failure: unknown, options?: ErrorTextOptions) => apiErrorText(failure, translate, options), [translate]);
}

/** An error toast with the text of a refusal (already translated: `_` keeps it as it is, whatever its punctuation). */
export function useNotifyApiError() {
  const notify = useNotify();
  const errorText = useApiErrorText();
  return useCallback(
    (failure: unknown, options?: ErrorTextOptions) => {
      const text = errorText(failure, options);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [errorText, notify],
  );
}
