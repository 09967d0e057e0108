import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthGuard } from './auth/guard.js';
import { loadOrCreateJwtSecret } from './auth/jwtSecret.js';
import { createTokenSigner } from './auth/tokens.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/index.js';
import { registerConsole } from './http/console.js';
import { AJV_OPTIONS } from './http/dateTimeFormat.js';
import { errorHandler } from './http/errors.js';
import { INPUT_BOUNDS, registerInputBounds } from './http/inputBounds.js';
import { registerInputChecks } from './http/inputChecks.js';
import { withLogRedaction } from './http/logRedaction.js';
import { registerOpenApi } from './http/openapi.js';
import { answeredRequestId, newRequestId, REQUEST_ID_HEADER, registerRequestIds } from './http/requestId.js';
import { registerRequestScope } from './http/requestScope.js';
import { registerRouteConventions } from './http/routeTable.js';
import { serverTimeouts } from './http/timeouts.js';
import { trustProxyOption } from './http/trustProxy.js';
import { registerCors, registerRateLimit, registerSecurityHeaders } from './http/security.js';
import { createEventPort } from './events/port.js';
import { jobRegistry, type JobArea, type JobHooks } from './jobs/registry.js';
import { createJobWorker } from './jobs/worker.js';
import { watchRequests } from './http/requestGauge.js';
import { outboundJobs } from './outbound/jobs.js';
import { outboxJobs } from './outbox/jobs.js';
import type { RouteContext } from './http/routeContext.js';
import { projectPath } from './projectRoot.js';
import { auditRoutes } from './routes/audit/index.js';
import { authRoutes } from './routes/auth/index.js';
import { blacklistRoutes } from './routes/blacklist/index.js';
import { chargeRoutes } from './routes/charges/index.js';
import { chargeJobs } from './routes/charges/jobs.js';
import { clusterNodeRoutes } from './routes/clusterNodes/index.js';
import { configRoutes } from './routes/config/index.js';
import { currentUserRoutes } from './routes/currentUser/index.js';
import { featureFlagsRoutes } from './routes/featureFlags/index.js';
import { healthRoutes } from './routes/health/index.js';
import { impersonationRoutes } from './routes/impersonation/index.js';
import { integrationJobRoutes } from './routes/integrationJobs/index.js';
import { integrationJobs } from './routes/integrationJobs/jobs.js';
import { integrationLaunchRoutes } from './routes/integrationLaunches/index.js';
import { integrationLaunchJobs } from './routes/integrationLaunches/jobs.js';
import { integrationRoutes } from './routes/integrations/index.js';
import { invitationRoutes } from './routes/invitations/index.js';
import { jobRoutes } from './routes/jobs/index.js';
import { moduleRoutes } from './routes/modules/index.js';
import { organisationRoutes } from './routes/organisations/index.js';
import { payExporterAreaRoutes } from './routes/payExporters/index.js';
import { pinRoutes } from './routes/pins/index.js';
import { pinJobs } from './routes/pins/jobs.js';
import { prospectRoutes } from './routes/prospects/index.js';
import { searchRoutes } from './routes/search/index.js';
import { shiftHistoriesRoutes } from './routes/shiftHistories/index.js';
import { shiftRoutes } from './routes/shifts/index.js';
import { shopRoutes } from './routes/shops/index.js';
import { replicationRoutes } from './routes/replication/index.js';
import { shopSettingsRoutes } from './routes/shopSettings/index.js';
import { shopsMapRoutes } from './routes/shopsMap/index.js';
import { superAdminUsersRoutes } from './routes/superAdminUsers/index.js';
import { synchronizationRoutes } from './routes/synchronization/index.js';
import { synchronizationJobs } from './routes/synchronization/jobs.js';
import { timelineRoutes } from './routes/timeline/index.js';
import { userImportRoutes } from './routes/userImport/index.js';
import { userRoutes } from './routes/users/index.js';
import { EMAILS_PREFIX, emailsService } from './services/emails/index.js';
import { EVENTS_PREFIX, eventsService } from './services/events/index.js';
import { LABOUR_LAWS_PREFIX, labourLawsService } from './services/labour-laws/index.js';
import { PAY_CONFIG_PREFIX, payConfigService } from './services/pay-configs/index.js';
import { payConfigJobs } from './services/pay-configs/jobs.js';
import { createReportScheduler, type ReportScheduler } from './services/pay-configs/reports/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the automated payroll reports' scheduler (issue 30): tick(now) claims the due runs */
    reportScheduler: ReportScheduler;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify logger options; defaults to JSON logs at config.logLevel; tokens are always redacted (http/logRedaction.ts) */
  logger?: FastifyServerOptions['logger'];
  /** the built console to serve at /; defaults to <repo>/dist */
  staticDir?: string;
  /** the clock of the automated reports' scheduler and run-now (tests inject one); defaults to the system's */
  clock?: () => Date;
  /** how often the report scheduler ticks, in ms (default 30 s); 0: only when tick() is called (tests) */
  reportTickMs?: number;
  /** the job worker's clock: when a job is due or stale (tests make a job stale without waiting); the system's by default */
  jobClock?: () => Date;
  /** test hooks by job kind (server/jobs/registry.ts); none in production */
  jobHooks?: JobHooks;
}

const DEFAULT_STATIC_DIR = projectPath('dist');

/** Every area's background jobs (server/routes/<area>/jobs.ts, the outbox's and the outbound requests' deliveries). */
const JOB_AREAS: readonly JobArea[] = [outboxJobs, outboundJobs, chargeJobs, pinJobs, synchronizationJobs, integrationJobs, integrationLaunchJobs, payConfigJobs];

/** The whole server, ready to listen or to be driven with app.inject() in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    genReqId: newRequestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustProxyOption(config.trustProxy),
    ajv: AJV_OPTIONS,
    bodyLimit: INPUT_BOUNDS.bodyBytes,
    ...serverTimeouts(config.httpTimeouts),
    // errors the router raises before any hook (a path parameter over 100 characters, a malformed URL) get the uniform body too
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply.header(REQUEST_ID_HEADER, answeredRequestId(request))),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(database.db));
  const tokens = createTokenSigner(jwtSecret, {
    accessSeconds: config.accessTokenTtl,
    refreshSeconds: config.refreshTokenTtl,
  });

  registerRequestIds(app);
  registerRequestScope(app);
  app.setErrorHandler(errorHandler);
  registerRouteConventions(app);
  registerCors(app, config);
  await registerSecurityHeaders(app, config);
  await registerRateLimit(app);
  registerAuthGuard(app, database.db, tokens);
  registerInputBounds(app);
  registerInputChecks(app);
  await registerOpenApi(app, config);

  // shared code publishes what happened through the port; the events service subscribes to it (services/events)
  const events = createEventPort();
  app.decorate('eventPort', events);
  const jobKinds = jobRegistry(JOB_AREAS, config, options.jobHooks);
  const requests = watchRequests(app);
  const jobs = createJobWorker({ db: database.db, dialect: database.dialect, handlers: jobKinds.handlers, events, log: app.log, clock: options.jobClock, requests });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // the automated payroll reports' scheduler runs beside the worker: each tick claims the due runs and queues their jobs
  const clock = options.clock ?? (() => new Date());
  const reportScheduler = createReportScheduler({ db: database.db, jobs, log: app.log, clock, tickMs: options.reportTickMs ?? 30_000 });
  app.decorate('reportScheduler', reportScheduler);
  app.addHook('onReady', async () => reportScheduler.start());
  app.addHook('onClose', () => reportScheduler.stop());

  const context: RouteContext = { db: database.db, dialect: database.dialect, config, tokens, jobs, jobKinds, events, clock };
  // one line per route area (server/routes/<area>/index.ts registers its own parts)
  await app.register(healthRoutes, context);
  await app.register(configRoutes, context);
  await app.register(authRoutes, context);
  await app.register(currentUserRoutes, context);
  await app.register(auditRoutes, context);
  await app.register(shopsMapRoutes, context);
  await app.register(featureFlagsRoutes, context);
  await app.register(superAdminUsersRoutes, context);
  await app.register(userRoutes, context);
  await app.register(organisationRoutes, context);
  await app.register(clusterNodeRoutes, context);
  await app.register(shopRoutes, context);
  await app.register(shiftRoutes, context);
  await app.register(shopSettingsRoutes, context);
  await app.register(replicationRoutes, context);
  await app.register(shiftHistoriesRoutes, context);
  await app.register(searchRoutes, context);
  await app.register(impersonationRoutes, context);
  await app.register(invitationRoutes, context);
  await app.register(prospectRoutes, context);
  await app.register(jobRoutes, context);
  await app.register(synchronizationRoutes, context);
  await app.register(pinRoutes, context);
  await app.register(blacklistRoutes, context);
  await app.register(userImportRoutes, context);
  await app.register(moduleRoutes, context);
  await app.register(payExporterAreaRoutes, context);
  await app.register(integrationRoutes, context);
  await app.register(integrationJobRoutes, context);
  await app.register(integrationLaunchRoutes, context);
  await app.register(chargeRoutes, context);
  await app.register(timelineRoutes, context);
  // the services of the spec, each on its own prefix as if it were its own host
  await app.register(labourLawsService, { ...context, prefix: LABOUR_LAWS_PREFIX });
  await app.register(eventsService, { ...context, prefix: EVENTS_PREFIX });
  await app.register(emailsService, { ...context, prefix: EMAILS_PREFIX });
  await app.register(payConfigService, { ...context, prefix: PAY_CONFIG_PREFIX });
  await registerConsole(app, options.staticDir ?? DEFAULT_STATIC_DIR);

  return app;
}
