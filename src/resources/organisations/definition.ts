import { DEV_FLAGS } from '../../domain/devFlags';
import type { ScreenDefinition } from '../../domain/screens';

/** Organisations (spec 1 §2.4, the home list; spec 2 the detail page; spec 3 its integration tab). */
export default {
  name: 'organisations',
  label: 'menu.organisations',
  menuOrder: 10,
  // spec 1 §2.2: highlighted for any path starting with /organisations (the light view too)
  activePrefix: '/organisations',
  actions: {
    /** the organisation page's events-history tab (spec 2 §2.1) */
    events: { devFlags: [DEV_FLAGS.eventsService] },
    /** the integration tab (spec 2 §2.1, spec 3 §2.1, §6) */
    integration: { flags: ['can_run_integration_jobs'] },
    /** the integration tab's management name and its integrations/jobs segmented tabs, else only the jobs table (spec 3 §2.1, §6) */
    integration_management: { devFlags: [DEV_FLAGS.pamOnSvcReports] },
    /** custom version and name inputs, the 'other' software option and the upload step (spec 3 §4.1, §4.3, §6) */
    add_integration_config: { flags: ['can_add_integration_config'] },
    /** Quadratus and Silae, and the create-payroll-software button (spec 3 §2.1, §6) */
    add_advanced_integration_config: { flags: ['can_add_advanced_integration_config'] },
    /** the integrations table's automatic-report column and action (spec 3 §2.1, §6) */
    automated_export: { devFlags: [DEV_FLAGS.pamAutomatedExport] },
    /** the jobs table's 'manual launch' rows of the organisation's automatic jobs (spec 3 §2.1 "job rows shown or hidden by a dev flag") */
    automatic_job_rows: { devFlags: [DEV_FLAGS.integrationJobRows] },
    /** the shop selector of the integration wizard's step 1 (spec 3 §2.2, §6) */
    sunday_slices: { devFlags: [DEV_FLAGS.sundayMajSlices] },
  },
} satisfies ScreenDefinition;
