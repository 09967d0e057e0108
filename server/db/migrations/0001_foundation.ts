import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/** Foundation schema: every entity of spec 1 §3, auth sessions, audit, jobs. Append-only. */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const flag = (name: string, def = 0) =>
      [name, 'integer', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(def)] as const;

    await db.schema
      .createTable('organisations')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('corporate_name', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'integer')
      .addColumn('siren', 'text')
      .addColumn('plan', 'text')
      .addColumn('sms_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn(...flag('clusters'))
      .addColumn(...flag('is_new_offer'))
      .addColumn(...flag('is_enterprise'))
      .addColumn('max_users', 'integer')
      .addColumn(...flag('created_from_svc_billing_automation'))
      .addColumn('shops_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('users_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('email', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('fr'))
      .addColumn(...flag('super_admin'))
      .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn(...flag('time_clock_only'))
      .addColumn('contract_hours', 'double precision')
      .addColumn('badging_pin', 'text')
      .addColumn('confirmed_at', 'text')
      .addColumn('invitation_accepted_at', 'text')
      .addColumn('archived_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // sign-in looks e-mails up case-insensitively
    await db.schema.createIndex('users_email_unique').on('users').expression(sql`lower(email)`).unique().execute();
    await db.schema.createIndex('users_super_admin_idx').on('users').column('super_admin').execute();

    await db.schema
      .createTable('shops')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('corporate_name', 'text')
      .addColumn('address', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('country', 'text', (c) => c.notNull().defaultTo('FR'))
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('convention', 'text')
      .addColumn(...flag('flexible_convention'))
      .addColumn('sector', 'text')
      .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Europe/Paris'))
      .addColumn('siret', 'text')
      .addColumn('referent_user_id', 'integer')
      .addColumn('bizdev', 'text')
      .addColumn('coach', 'text')
      .addColumn('labour_law_id', 'integer')
      .addColumn(...flag('badging'))
      .addColumn(...flag('automatic_planning_active'))
      .addColumn('nb_employees', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn(...flag('cancelled'))
      .addColumn('cancelled_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shops_organisation_idx').on('shops').column('organisation_id').execute();
    await db.schema.createIndex('shops_labour_law_idx').on('shops').column('labour_law_id').execute();

    await db.schema
      .createTable('licenses')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn(...flag('visible', 1))
      .addColumn(...flag('active', 1))
      .addColumn('original_type', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('licenses_organisation_idx').on('licenses').column('organisation_id').execute();

    await db.schema
      .createTable('memberships')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
      .addColumn('license_id', 'integer', (c) => c.references('licenses.id').onDelete('set null'))
      .addColumn(...flag('main', 1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('memberships_user_idx').on('memberships').column('user_id').execute();
    await db.schema.createIndex('memberships_organisation_idx').on('memberships').columns(['organisation_id', 'license_id']).execute();
    await db.schema.createIndex('memberships_shop_idx').on('memberships').column('shop_id').execute();

    await db.schema
      .createTable('invitations')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organisation_id', 'integer')
      .addColumn('sent_by_id', 'integer')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mail', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invitations_user_idx').on('invitations').column('user_id').execute();

    await db.schema
      .createTable('feature_flags')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('sectors', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('feature_flags_dev')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn(...flag('active'))
      .addColumn('canary_release_type', 'text')
      .addColumn('canary_release_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('labour_laws')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('alerts', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('absences_with_owed_meal', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('rules', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn(...flag('enabled', 1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('labour_laws_identity_unique')
      .on('labour_laws')
      .columns(['country', 'scope', 'key'])
      .unique()
      .execute();

    await db.schema
      .createTable('cluster_nodes')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer')
      .addColumn('shop_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('ancestry', 'text')
      .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn(...flag('editable', 1))
      .execute();
    await db.schema.createIndex('cluster_nodes_organisation_idx').on('cluster_nodes').column('organisation_id').execute();

    await db.schema
      .createTable('search_documents')
      .addColumn('searchable_type', 'text', (c) => c.notNull())
      .addColumn('searchable_id', 'integer', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('additional_information', 'text')
      .addColumn('normalized', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_documents_pk', ['searchable_type', 'searchable_id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();

    await db.schema
      .createTable('audit_events')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('actor_id', 'integer')
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_events_entity_idx').on('audit_events').columns(['entity_type', 'entity_id', 'id']).execute();
    await db.schema.createIndex('audit_events_actor_idx').on('audit_events').columns(['actor_id', 'id']).execute();
    await db.schema.createIndex('audit_events_created_idx').on('audit_events').columns(['created_at', 'id']).execute();

    await db.schema
      .createTable('jobs')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('result', 'text')
      .addColumn('error', 'text')
      .addColumn('created_by_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('jobs_kind_status_idx').on('jobs').columns(['kind', 'status']).execute();

    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

  };
}
