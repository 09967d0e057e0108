import { LaterTab } from '../../organisations/show/LaterTab';

export interface SettingsTabProps {
  shopId: number;
  organisationId: number;
  /** the shop record's maxAutomaticPlanningUses: 0 hides 'add automatic plannings' */
  maxAutomaticPlanningUses: number;
  canAddAutomaticPlanningCredits: boolean;
  canUpdatePunchClockOnline: boolean;
}

/** Spec 2 §2.2 settings tab. Owner: the shop-settings work (issue 17); placeholder until it lands. */
export const SettingsTab = (_props: SettingsTabProps) => <LaterTab title="shop_page.tabs.settings" />;
