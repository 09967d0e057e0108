import { useCallback, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EventItem } from '../../contracts/events';
import { eventTextKey, eventTextValues } from '../../domain/events/eventText';

/** An event's sentence from its catalogue entry (events.subtypes.<subtype>), numbers in the user's locale. */
export function useEventText(userNames: ReadonlyMap<number, string>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
  // a module key the catalogue names (modules.names.<key>); another text (an older event's option name) as it is
  const moduleName = useCallback((key: string) => translate(`modules.names.${key}`, { _: key }), [translate]);
  return useCallback(
    (event: EventItem) => translate(eventTextKey(event.subtype), { ...eventTextValues(event, { userNames, formatNumber, moduleName }), subtype: event.subtype }),
    [translate, userNames, formatNumber, moduleName],
  );
}
