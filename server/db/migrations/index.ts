import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_lists_and_search.js';
import * as m0005 from './0005_shops_map.js';
import * as m0007 from './0007_scale.js';
import * as m0008 from './0008_display_copies.js';
import * as m0009 from './0009_search_word_index.js';
import * as m0010 from './0010_search_walk_indexes.js';
import * as m0011 from './0011_impersonation_tokens.js';
import * as m0012 from './0012_audit_request_trace.js';
import * as m0013 from './0013_list_filters_and_sort_keys.js';
import * as m0014 from './0014_outbox.js';
import * as m0015 from './0015_organisation_record.js';
import * as m0016 from './0016_users_list.js';
import * as m0017 from './0017_live_sort_indexes.js';
import * as m0018 from './0018_automatic_planning_credits.js';
import * as m0019 from './0019_module_integrations.js';
import * as m0021 from './0021_shop_settings_and_shift_history.js';
import * as m0023 from './0023_shifts_and_badgings.js';
import * as m0024 from './0024_shop_record.js';
import * as m0025 from './0025_account_creations.js';
import * as m0026 from './0026_stripe_charges.js';
import * as m0028 from './0028_email_repository.js';
import * as m0029 from './0029_service_events.js';
import * as m0030 from './0030_job_trace.js';
import * as m0031 from './0031_refresh_token_successor.js';
import * as m0033 from './0033_payroll_export_data.js';
import * as m0034 from './0034_feature_option_priors.js';
import * as m0035 from './0035_pay_configs.js';
import * as m0037 from './0037_report_runs.js';
import * as m0038 from './0038_integration_jobs.js';
import * as m0039 from './0039_integration_launches.js';
import * as m0040 from './0040_shop_setting_documents.js';
import * as m0043 from './0043_integration_import_files.js';

/**
 * Append-only list of migrations, in order. Never edit one that has landed: add a new file.
 * Numbers 0003, 0004, 0006, 0020, 0022 and 0027 were reserved by parallel work and never used; they stay free for
 * good (Kysely refuses a migration named before one already applied).
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_foundation': { up: m0001.up(dialect) },
    '0002_lists_and_search': { up: m0002.up(dialect) },
    '0005_shops_map': { up: m0005.up(dialect) },
    '0007_scale': { up: m0007.up(dialect) },
    '0008_display_copies': { up: m0008.up(dialect) },
    '0009_search_word_index': { up: m0009.up(dialect) },
    '0010_search_walk_indexes': { up: m0010.up(dialect) },
    '0011_impersonation_tokens': { up: m0011.up(dialect) },
    '0012_audit_request_trace': { up: m0012.up(dialect) },
    '0013_list_filters_and_sort_keys': { up: m0013.up(dialect) },
    '0014_outbox': { up: m0014.up(dialect) },
    '0015_organisation_record': { up: m0015.up(dialect) },
    '0016_users_list': { up: m0016.up(dialect) },
    '0017_live_sort_indexes': { up: m0017.up(dialect) },
    '0018_automatic_planning_credits': { up: m0018.up(dialect) },
    '0019_module_integrations': { up: m0019.up(dialect) },
    '0021_shop_settings_and_shift_history': { up: m0021.up(dialect) },
    '0023_shifts_and_badgings': { up: m0023.up(dialect) },
    '0024_shop_record': { up: m0024.up(dialect) },
    '0025_account_creations': { up: m0025.up(dialect) },
    '0026_stripe_charges': { up: m0026.up(dialect) },
    '0028_email_repository': { up: m0028.up(dialect) },
    '0029_service_events': { up: m0029.up(dialect) },
    '0030_job_trace': { up: m0030.up(dialect) },
    '0031_refresh_token_successor': { up: m0031.up(dialect) },
    '0033_payroll_export_data': { up: m0033.up(dialect) },
    '0034_feature_option_priors': { up: m0034.up(dialect) },
    '0035_pay_configs': { up: m0035.up(dialect) },
    '0037_report_runs': { up: m0037.up(dialect) },
    '0038_integration_jobs': { up: m0038.up(dialect) },
    '0039_integration_launches': { up: m0039.up(dialect) },
    '0040_shop_setting_documents': { up: m0040.up(dialect) },
    '0043_integration_import_files': { up: m0043.up(dialect) },
  };
}
