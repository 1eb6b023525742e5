import fastifyCors from '@fastify/cors';
import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import { recordingWriters, runAs } from '../activity/actor.ts';
import { activityRoutes } from '../activity/routes.ts';
import { passkeyRoutes, publicPasskeyRoutes } from '../auth/passkeys/routes.ts';
import { accountRoutes, publicAuthRoutes, sessionRoutes } from '../auth/routes.ts';
import { deviceSessionRoutes } from '../auth/sessions-routes.ts';
import { publicTwoFactorRoutes, twoFactorRoutes } from '../auth/two-factor/routes.ts';
import { budgetRoutes } from '../budgets/routes.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { entryRoutes } from '../entries/routes.ts';
import { exportRoutes } from '../export/routes.ts';
import { goalRoutes } from '../goals/routes.ts';
import { healthRoutes } from '../health/routes.ts';
import { importRoutes } from '../import/routes.ts';
import { labelRoutes } from '../labels/routes.ts';
import { modelRoutes } from '../models/routes.ts';
import { notificationRoutes } from '../notifications/routes.ts';
import { payeeRoutes } from '../payees/routes.ts';
import { plannedEntryRoutes } from '../planned/routes.ts';
import { referenceDataRoutes } from '../reference-data/routes.ts';
import { ruleRoutes } from '../rules/routes.ts';
import { statsRoutes } from '../stats/routes.ts';
import { suggestionRoutes } from '../suggestions/routes.ts';
import { walletRoutes } from '../wallets/routes.ts';
import { workspaceRoutes } from '../workspaces/routes.ts';
import { CONCURRENT_REQUESTS, limitConcurrentRequests } from './admission.ts';
import { createApiContext } from './context.ts';
import { sendNotFound } from './errors.ts';
import { refuseUnstorableHeaders, refuseUnstorableText } from './storable-text.ts';

/**
 * The signed-in caller is who writes, for the activity record. Callback style: the handler runs inside the
 * callback, so all of its work knows it.
 */
const writingAsCaller: preHandlerHookHandler = (request, _reply, done) => {
  const auth = request.auth;
  if (!auth) return done();
  runAs({ userId: auth.userId, sessionId: auth.sessionId, via: 'user' }, done);
};

type ApiOptions = { config: Config; db: Database };

/** Everything under /api: CORS applies here only, and unknown paths answer a JSON 404. */
export const api: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { config } = options;
  // Every transaction of a signed-in request names its writer for the activity record.
  const db = recordingWriters(options.db);
  limitConcurrentRequests(app, CONCURRENT_REQUESTS[db.kind]);
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'X-BC-Token',
      'X-WS',
      'Content-Type',
      'Accept-Language',
      'Idempotency-Key',
    ],
    // The browser may only read a refreshed access token, or a download's file name, from a response if it
    // is exposed.
    exposedHeaders: ['Authorization', 'Content-Disposition'],
    maxAge: 600,
    // A bare OPTIONS would otherwise get a text/plain 400 outside the error shape.
    strictPreflight: false,
  });

  // Registered after CORS so 404 answers carry CORS headers and the browser can read them.
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
  app.addHook('onRequest', refuseUnstorableHeaders);
  app.addHook('preValidation', refuseUnstorableText);

  // Global reference data stays public; everything of a user is behind the authenticate hook.
  await app.register(healthRoutes, { db });

  const context = await createApiContext(db, config, app.log);
  app.addHook('onClose', () => context.mailer.idle());
  app.decorateRequest('auth', null);
  app.decorateRequest('workspace', null);
  await app.register(referenceDataRoutes, { db, context });
  await app.register(publicAuthRoutes, context);
  await app.register(publicTwoFactorRoutes, context);
  await app.register(publicPasskeyRoutes, context);
  await app.register(async (signingIn) => {
    signingIn.addHook('onRequest', context.authenticateByBearer);
    signingIn.addHook('preHandler', writingAsCaller);
    await signingIn.register(sessionRoutes, context);
  }, context);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', context.authenticate);
    signedIn.addHook('preHandler', writingAsCaller);
    await signedIn.register(accountRoutes, context);
    await signedIn.register(deviceSessionRoutes, context);
    await signedIn.register(twoFactorRoutes, context);
    await signedIn.register(passkeyRoutes, context);
    await signedIn.register(workspaceRoutes, context);
    await signedIn.register(walletRoutes, context);
    await signedIn.register(labelRoutes, context);
    await signedIn.register(modelRoutes, context);
    await signedIn.register(plannedEntryRoutes, context);
    await signedIn.register(entryRoutes, context);
    await signedIn.register(importRoutes, context);
    await signedIn.register(exportRoutes, context);
    await signedIn.register(ruleRoutes, context);
    await signedIn.register(payeeRoutes, context);
    await signedIn.register(goalRoutes, context);
    await signedIn.register(budgetRoutes, context);
    await signedIn.register(statsRoutes, context);
    await signedIn.register(suggestionRoutes, context);
    await signedIn.register(notificationRoutes, context);
    await signedIn.register(activityRoutes, context);
  }, context);
};
