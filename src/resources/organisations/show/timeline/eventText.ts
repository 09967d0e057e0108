import { useTranslate } from 'react-admin';
import type { TimelineEvent } from '../../../../contracts/timeline';

/**
 * How an event reads in the timeline. For now its subtype, with who and where; the events history's own renderer
 * (spec 2 §3 texts with their placeholders) takes this place once both are merged: this hook is the one seam.
 */
export function useEventText() {
  const translate = useTranslate();
  return (event: TimelineEvent) => ({
    primary: translate('timeline.event', { subtype: event.subtype }),
    secondary: [event.userName, event.shopName, event.impersonatedBy ? translate('timeline.impersonated_by', { staff: event.impersonatedBy }) : null, event.errorMessage]
      .filter(Boolean)
      .join(' · '),
  });
}
