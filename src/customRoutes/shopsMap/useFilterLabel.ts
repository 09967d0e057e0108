import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { mapFilterLabelKey, type LabelledFilterKey } from '../../domain/mapFilters';

/**
 * A convention, sector or feature label by id from the console's catalogues, in the user's
 * language; `fallback` (the server's label, else the id) when the catalogues lack that id.
 */
export function useFilterLabel(): (kind: LabelledFilterKey, id: string, fallback?: string) => string {
  const translate = useTranslate();
  return useCallback((kind, id, fallback) => translate(mapFilterLabelKey(kind, id), { _: fallback ?? id }), [translate]);
}
