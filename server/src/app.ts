import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { api } from './http/api.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
  sendNotFound,
} from './http/errors.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { LOG_SERIALIZERS } from './http/log-redaction.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { staticWeb } from './http/static-web.ts';

export { LOG_SERIALIZERS };

export type AppOptions = {
  config: Config;
  db: Database;
  /** A pino logger; omitted = a new one at config.logLevel. */
  logger?: FastifyBaseLogger;
};

// Credentials travel in headers; keep them out of any log line that happens to include headers.
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers["x-bc-token"]',
  'req.headers.cookie',
  'res.headers.authorization',
];

export async function buildApp({ config, db, logger }: AppOptions) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: { level: config.logLevel, redact: LOG_REDACT, serializers: LOG_SERIALIZERS } }),
    // Long enough for an e-mail address in a path (GET /api/auth/user-info/by-email/{email}).
    // The original client requests `/api//stats/...`, `/api/budget//{uuid}` and `/api/budget/`: a doubled
    // or trailing slash reaches the same route.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 320 },
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.checkResponses }));
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  registerSecurityHeaders(app, config.remotes);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Budget Control API',
        description:
          'The wire contract of the Budget Control client: bodies are the bare resource. Every failure ' +
          'answers `{ "error": "<message for people>", "status", "code", "fields"? }`.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(api, { prefix: '/api', config, db });
  await app.register(staticWeb, { config });

  // Outside /api: a page address the server does not know goes to the app (SPEC: unknown path -> /app).
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return reply.redirect('/app');
    return sendNotFound(request, reply);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
