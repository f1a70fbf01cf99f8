import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { settleAfterAnswer } from '@/core/after-answer';
import { enterRequestContext } from '@/core/context';
import type { TConfig } from '@/config';
import type { TDb } from '@/core/db/client';
import { API_PREFIX } from '@/lib/api-path';
import { RequestLogController, createLogger } from '@/logger';
import { createAdminRoutes } from '@/modules/admin';
import { createAdminDeskRoutes, createAdminApplicationRoutes } from '@/modules/admin-applications';
import { createAdminFormRoutes } from '@/modules/admin-forms';
import { createApplicationAuditRoutes } from '@/modules/application-audit';
import { createApplicationRoutes } from '@/modules/applications';
import { createAppointmentRoutes } from '@/modules/appointments';
import { createDecisionLetterRoutes } from '@/modules/decision-letters';
import { createTemporaryPrivilegeRoutes } from '@/modules/temporary-privileges';
import { createPrivilegeSuspensionRoutes } from '@/modules/privilege-suspensions';
import { createFppeRoutes } from '@/modules/fppe';
import { buildOwnPractitioner, createFhirRoutes } from '@/modules/fhir';
import { createPracticeEvidenceRoutes } from '@/modules/practice-evidence';
import { createAuthGuard } from '@/core/access/guard';
import { createSessionCache } from '@/core/access/session-cache';
import { createAuthRoutes } from '@/modules/auth';
import { createFactorRoutes } from '@/modules/factors';
import { createCommentRoutes } from '@/modules/comments';
import { createContactRoutes } from '@/modules/contacts';
import { createFormResponseRoutes } from '@/modules/form-responses';
import { createFormRoutes } from '@/modules/forms';
import { createCoverageRoutes } from '@/modules/coverage';
import { createSupervisionRoutes } from '@/modules/supervision';
import { createExclusionRoutes } from '@/modules/exclusions';
import { createFileRoutes } from '@/modules/files';
import { createFlagRoutes } from '@/modules/flags';
import { createHealthRoutes, createReadinessProbes } from '@/modules/health';
import { createHospitalRoutes } from '@/modules/hospitals';
import { createLiveRoutes } from '@/modules/live';
import { createMeetingRoutes } from '@/modules/meetings';
import { createInternalNoteRoutes } from '@/modules/notes';
import { createDecisionRoutes } from '@/modules/decisions';
import { createNpdbRoutes } from '@/modules/npdb';
import { createOppeRoutes } from '@/modules/oppe';
import { createTelemedicineRoutes } from '@/modules/telemedicine';
import { createPacketRoutes } from '@/modules/packet';
import { createPlatformRoutes } from '@/modules/platform';
import { createPractitionerTypeRoutes } from '@/modules/practitioner-types';
import { createDelegateRoutes } from '@/modules/delegates';
import { createSignInActivityRoutes } from '@/modules/sign-in-activity';
import { createSignInAlertRoutes } from '@/modules/sign-in-alerts';
import { createPlatformAuditRoutes } from '@/modules/audit';
import { JOBS, createAppContext } from '@/compose';
import { createScheduler } from '@/core/jobs/scheduler';
import { createPrivilegeAdminRoutes, createPrivilegeRoutes } from '@/modules/privileges';
import { createRequestLinkExtractor, createReferenceRoutes } from '@/modules/references';
import { createRenewalRoutes } from '@/modules/renewals';
import { createProfileArchiveRoutes } from '@/modules/profile-archive';
import { createReusableDocumentRoutes } from '@/modules/reusable-documents';
import { createSettingsRoutes } from '@/modules/settings';
import { createShortUrlRoutes } from '@/modules/short-urls';
import { createSsoRoutes } from '@/modules/sso';
import { createApiTokenRoutes } from '@/modules/api-tokens';
import {
  createPrivilegesFeedRoutes,
  createWebhookRoutes,
  createWebhookSender,
} from '@/modules/privileges-feed';
import { createFileStorage } from '@/core/storage/create-storage';
import { createSubmissionRoutes } from '@/modules/submissions';
import { createVerificationCheckRoutes, createVerificationRoutes } from '@/modules/verification';
import { createConnectionLimit, resolveMaxConnections } from '@/plugins/connections';
import { registerDocs } from '@/plugins/docs';
import { handleError, registerErrorHandling, sendNotFound } from '@/plugins/error-handler';
import { registerInputHygiene } from '@/plugins/input-hygiene';
import { registerMetrics } from '@/core/metrics';
import { registerOverloadRefusal } from '@/plugins/overload';
import { compileResponseSerializer } from '@/plugins/response-serializer';
import { createSecurityHeaders, registerSecurity } from '@/plugins/security';
import { createShutdownRefusal } from '@/plugins/shutdown';
import { findInlineScripts, findSiteDirs, registerStaticSites } from '@/plugins/static-sites';

export const JSON_BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[\w.-]{1,64}$/;

type TCompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
// Fastify types its factories for ajv and fast-json-stringify; zod's compilers take the same route
// definition (the same ones app.setValidatorCompiler and setSerializerCompiler are given).
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => compileResponseSerializer,
} as unknown as TCompilersFactory;

export type TBuildAppOptions = {
  config: TConfig;
  db: TDb;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
};

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export async function buildApp({ config, db, logStream }: TBuildAppOptions): Promise<FastifyInstance> {
  const logger = createLogger(config, logStream);
  const app = Fastify({
    loggerInstance: logger,
    // One line per request, when it is answered (logger.ts).
    logController: new RequestLogController(logger),
    // A caller's request id is kept (to follow a request across services) when it looks sane.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestTimeout: 120_000,
    // Our own hook answers 503 while closing, in our error shape (plugins/shutdown.ts).
    return503OnClosing: false,
    // A URL that cannot be decoded, or a path parameter over the router's length: our shape too.
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
    // Every route validates and serialises with zod (set below). Without these factories Fastify
    // loads its JSON-schema compilers (ajv, fast-json-stringify) at every start, 0.1-0.2 s spent
    // on code no route uses.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compileResponseSerializer);
  registerErrorHandling(app);
  // The request's first hook, on the root before any plugin or route (a plugin copies the hooks its
  // parent has when registered), one callback for what every request needs first: refused while
  // the app closes (plugins/shutdown.ts), so nothing else runs for it; the fixed response headers
  // (security, request id); then the request's context (core/context.ts): who, from where, which
  // request, the database layer learning from it when the client has gone. Entered again after the
  // body was read, whose stream events run outside it.
  const refuseWhileClosing = createShutdownRefusal(app);
  const refuseOverConnectionLimit = createConnectionLimit(
    app.server,
    resolveMaxConnections(config.MAX_CONNECTIONS),
  );
  const securityHeaders = createSecurityHeaders(config, findInlineScripts(findSiteDirs(config)));
  const ctx = createAppContext({ config, db, log: app.log });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders).header('x-request-id', request.id);
    if (refuseWhileClosing(reply) || refuseOverConnectionLimit(request, reply)) {
      return;
    }
    enterRequestContext(request.raw, reply.raw, done, {
      app: ctx,
      requestId: request.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
  });
  app.addHook('preValidation', (request, reply, done) => {
    enterRequestContext(request.raw, reply.raw, done);
  });
  registerInputHygiene(app);
  registerOverloadRefusal(app, { maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS });
  // An empty JSON body (e.g. a bodiless POST that still says application/json) reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its return value carries nothing.
    void parseJson(request, body as string, done);
  });

  const { pingRedis } = await registerSecurity(app, config);
  await registerDocs(app, config);
  if (config.METRICS_TOKEN) {
    registerMetrics(app, ctx, config.METRICS_TOKEN);
  }

  const { mailer, live } = ctx;
  // Signed-in requests read their session from this process's cache (core/access/session-cache.ts).
  const sessions = createSessionCache(db, live);
  const guard = createAuthGuard(ctx, sessions);
  app.decorateRequest('auth', null);
  await app.register(
    async (api) => {
      await api.register(
        createHealthRoutes(createReadinessProbes(ctx, await createFileStorage(config), pingRedis)),
      );
      await api.register(createAuthRoutes(ctx, guard, [createRequestLinkExtractor(ctx)]));
      await api.register(createSsoRoutes(ctx, guard));
      await api.register(createApiTokenRoutes(ctx, guard));
      await api.register(createWebhookRoutes(ctx, guard));
      await api.register(createPrivilegesFeedRoutes(ctx));
      await api.register(createFactorRoutes(ctx, guard));
      await api.register(createContactRoutes(ctx));
      await api.register(createSettingsRoutes(ctx));
      await api.register(createPractitionerTypeRoutes(ctx, guard));
      await api.register(createAdminRoutes(guard));
      await api.register(createPlatformRoutes(ctx, guard));
      await api.register(createPlatformAuditRoutes(ctx, guard));
      await api.register(createExclusionRoutes(ctx, guard));
      await api.register(createAdminApplicationRoutes(ctx, guard));
      await api.register(createAdminDeskRoutes(ctx, guard));
      await api.register(createFlagRoutes(ctx, guard));
      await api.register(createInternalNoteRoutes(ctx, guard));
      await api.register(createApplicationAuditRoutes(ctx, guard));
      await api.register(createSubmissionRoutes(ctx, guard));
      await api.register(createPacketRoutes(ctx, guard));
      await api.register(createDecisionRoutes(ctx, guard));
      await api.register(createDecisionLetterRoutes(ctx, guard));
      await api.register(createMeetingRoutes(ctx, guard));
      await api.register(createVerificationRoutes(ctx, guard));
      await api.register(createVerificationCheckRoutes(ctx, guard));
      await api.register(createNpdbRoutes(ctx, guard));
      await api.register(createTelemedicineRoutes(ctx, guard));
      await api.register(createAdminFormRoutes(ctx, guard));
      await api.register(createHospitalRoutes(ctx, guard));
      await api.register(createFormRoutes(ctx, guard));
      await api.register(createFormResponseRoutes(ctx, guard));
      await api.register(createApplicationRoutes(ctx, guard));
      await api.register(createAppointmentRoutes(ctx, guard));
      await api.register(createTemporaryPrivilegeRoutes(ctx, guard));
      await api.register(createPrivilegeSuspensionRoutes(ctx, guard));
      await api.register(createFppeRoutes(ctx, guard));
      await api.register(createFhirRoutes(ctx));
      await api.register(createOppeRoutes(ctx, guard));
      await api.register(createPracticeEvidenceRoutes(ctx, guard));
      await api.register(createPrivilegeRoutes(ctx, guard));
      await api.register(createPrivilegeAdminRoutes(ctx, guard));
      await api.register(createFileRoutes(ctx, guard));
      await api.register(createRenewalRoutes(ctx, guard));
      await api.register(createReusableDocumentRoutes(ctx, guard));
      await api.register(createProfileArchiveRoutes(ctx, guard, { buildPractitioner: buildOwnPractitioner }));
      await api.register(createReferenceRoutes(ctx, guard));
      await api.register(createCoverageRoutes(ctx, guard));
      await api.register(createSupervisionRoutes(ctx, guard));
      await api.register(createCommentRoutes(ctx, guard));
      await api.register(createDelegateRoutes(ctx, guard));
      await api.register(createSignInActivityRoutes(ctx, guard));
      await api.register(createSignInAlertRoutes(ctx, guard));
      await api.register(createShortUrlRoutes(ctx));
      await api.register(createLiveRoutes(ctx, guard));
    },
    { prefix: API_PREFIX },
  );

  const spaFallback = await registerStaticSites(app, config);
  // Sends and returns nothing: a reply returned from a handler is awaited as a promise, and the
  // file it streams was then watched to its end once more for each (Node's MaxListeners warning).
  app.setNotFoundHandler((request, reply) => {
    if (!spaFallback(request, reply)) {
      sendNotFound(reply);
    }
  });

  const scheduler = createScheduler(ctx, JOBS, config.JOBS_TICK_MS);
  // Where the scheduler runs, webhooks are sent every few seconds rather than at its minute's tick.
  const webhooks = createWebhookSender(ctx, config.JOBS_TICK_MS > 0 ? undefined : 0);
  app.addHook('onReady', async () => {
    await mailer.start();
    await scheduler.start();
    webhooks.start();
  });
  // Let a send in progress, and work a request started after its answer, finish before the
  // database goes away.
  app.addHook('onClose', async () => {
    await settleAfterAnswer();
    await scheduler.stop();
    await webhooks.stop();
    await mailer.stop();
    sessions.close();
    await live.close();
  });
  return app;
}
