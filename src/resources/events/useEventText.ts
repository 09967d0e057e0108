import { useCallback, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EventItem } from '../../contracts/events';
import { eventTextKey, eventTextValues } from '../../domain/events/eventText';

/** An event's sentence from its catalogue entry (events.subtypes.<subtype>), numbers in the user's locale. */
export function useEventText(userNames: ReadonlyMap<number, string>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
  return useCallback(
    (event: EventItem) => translate(eventTextKey(event.subtype), { ...eventTextValues(event, { userNames, formatNumber }), subtype: event.subtype }),
    [translate, userNames, formatNumber],
  );
}
