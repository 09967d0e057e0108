import { LaterTab } from '../organisations/show/LaterTab';

export interface EventsHistoryProps {
  type: 'organisation' | 'shop';
  id: number;
  /** the organisation's establishment tree root, when it has one */
  clusterNodeId?: number | null;
}

/** The events history of an organisation or a shop (spec 2 §2.5). Placeholder until issue 19's component lands. */
export const EventsHistory = ({ type }: EventsHistoryProps) => <LaterTab title={type === 'shop' ? 'shop_page.tabs.events' : 'organisation_page.tabs.events'} />;
