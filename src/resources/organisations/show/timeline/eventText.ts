import { useTranslate } from 'react-admin';
import type { EventItem } from '../../../../contracts/events';
import type { TimelineEvent } from '../../../../contracts/timeline';
import { EVENT_SOURCES, eventTypeOf } from '../../../../domain/events/subtypes';
import { useEventText as useEventSentence } from '../../../events/useEventText';

/** The server names the user of each timeline event: no list of users to look names up in. */
const NO_NAMES: ReadonlyMap<number, string> = new Map();

/** A timeline event as the events history reads one, so that both tell it with the same sentence. */
const asEventItem = (event: TimelineEvent): EventItem => ({
  id: event.id,
  createdAt: event.at,
  source: (EVENT_SOURCES as readonly string[]).includes(event.source) ? (event.source as EventItem['source']) : 'main_app',
  type: eventTypeOf(event.subtype) ?? 'back_office',
  subtype: event.subtype,
  organisationId: null,
  shopId: event.shopId,
  shopName: event.shopName,
  clusterNodeId: null,
  userId: event.userId,
  userName: event.userName,
  impersonatedBy: event.impersonatedBy,
  emailId: event.emailId,
  errorMessage: event.errorMessage,
  context: event.context,
});

/** How an event reads in the timeline: the events history's sentence (spec 2 §3 texts), then where, who acted as whom, what failed. */
export function useEventText() {
  const translate = useTranslate();
  const sentence = useEventSentence(NO_NAMES);
  return (event: TimelineEvent) => ({
    primary: sentence(asEventItem(event)),
    secondary: [event.shopName, event.impersonatedBy ? translate('timeline.impersonated_by', { staff: event.impersonatedBy }) : null, event.errorMessage].filter(Boolean).join(' · '),
  });
}
