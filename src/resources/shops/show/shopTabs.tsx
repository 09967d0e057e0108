import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import type { PageTab } from '../../../ui/tabs/TabbedPage';
import { InvoicesTable } from '../../invoices/InvoicesTable';
import { EventsHistory } from '../../events/EventsHistory';
import { HistoryTab } from './HistoryTab';
import { SettingsTab } from './SettingsTab';
import { ShopDetailsTab } from './ShopDetailsTab';
import { ShopEmployeesTab } from './ShopEmployeesTab';

/** Spec 2 §2.2: the shop page's tabs, in order; events history only when allowed (shops.events: FEATUREDEV_SVC_EVENTS_ENABLED). */
export function shopTabs(answer: ShopRecordAnswer, allowed: { events: boolean }): PageTab[] {
  const { shop } = answer;
  return [
    { path: 'details', label: 'shop_page.tabs.details', element: <ShopDetailsTab answer={answer} /> },
    { path: 'employees', label: 'shop_page.tabs.employees', element: <ShopEmployeesTab shopId={shop.id} shopName={shop.name} /> },
    { path: 'invoices', label: 'shop_page.tabs.invoices', element: <InvoicesTable scope={{ kind: 'shop', shopId: shop.id, shopName: shop.name, organisationId: shop.organisationId }} /> },
    {
      path: 'settings',
      label: 'shop_page.tabs.settings',
      element: (
        <SettingsTab
          shopId={shop.id}
          organisationId={shop.organisationId}
          maxAutomaticPlanningUses={shop.maxAutomaticPlanningUses}
          canAddAutomaticPlanningCredits={answer.can_add_automatic_planning_credits}
          canUpdatePunchClockOnline={answer.can_update_punch_clock_online}
        />
      ),
    },
    { path: 'history', label: 'shop_page.tabs.history', element: <HistoryTab shopId={shop.id} /> },
    {
      path: 'events',
      label: 'shop_page.tabs.events',
      element: <EventsHistory type="shop" id={shop.id} />,
      visible: allowed.events,
    },
  ];
}
