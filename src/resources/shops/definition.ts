import { DEV_FLAGS } from '../../domain/devFlags';
import type { ScreenDefinition } from '../../domain/screens';

/** Shops (spec 1 §2.7; spec 2 the detail page). */
export default {
  name: 'shops',
  label: 'menu.shops',
  menuOrder: 20,
  actions: {
    /** the "Synchronize shops" button of the organisations and shops lists (spec 1 §2.4, §2.7) */
    synchronize: { flags: ['can_synchronize_shops'] },
    /** the shop page's events-history tab (spec 2 §2.2) */
    events: { devFlags: [DEV_FLAGS.eventsService] },
    /** the delete-legacy-integration button of the details tab, hidden by the legacy-integration-disabled flag (spec 2 §2.2, spec 3 §2.1) */
    legacy_integration: { withoutDevFlags: [DEV_FLAGS.legacyIntegrationDisabled] },
  },
} satisfies ScreenDefinition;
