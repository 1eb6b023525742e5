import {
  messageResponseSchema,
  recoveryCodesRequestSchema,
  recoveryCodesResponseSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
  twoFactorStatusSchema,
  twoFactorVerifyRequestSchema,
  twoFactorVerifyResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../http/context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authOf } from '../authenticate.ts';
import { deviceOf } from '../devices.ts';
import { loadSigningSecret } from '../signing-secret.ts';
import { createSecretBox } from './secret-box.ts';
import {
  disableTotp,
  enableTotp,
  regenerateRecoveryCodes,
  setupTotp,
  type TwoFactorDeps,
  twoFactorStatus,
  verifySecondStep,
} from './two-factor-service.ts';

const tags = ['two-factor'];

const LOCKOUT =
  'Wrong codes count against the account and the IP: after RATE_LIMIT_PER_ACCOUNT (5) within ' +
  'RATE_LIMIT_WINDOW_SECONDS (15 minutes), 429 with Retry-After, and the person is mailed.';

async function twoFactorDeps(ctx: ApiContext): Promise<TwoFactorDeps> {
  return {
    ...ctx.accounts,
    box: createSecretBox(await loadSigningSecret(ctx.db, ctx.config)),
    limits: ctx.config.rateLimit,
  };
}

/** The second step of a password sign-in: anyone with a challenge may call it. */
export const publicTwoFactorRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const deps = await twoFactorDeps(ctx);

  app.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags,
        summary: 'Finish a password sign-in with a code of the authenticator app, or a recovery code',
        description:
          'The challenge is the one POST /api/auth/authenticate answered (single use, 5 minutes). A code of ' +
          'the app is accepted once, one 30-second step of drift either way; a recovery code once. Answers ' +
          'like every sign-in; after a recovery code, also how many are left. An unknown or expired ' +
          `challenge answers 401 two_factor_challenge_expired; a wrong code 422 on its field. ${LOCKOUT}`,
        body: twoFactorVerifyRequestSchema,
        response: { 200: twoFactorVerifyResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => verifySecondStep(deps, request.body, deviceOf(request)),
  );
};

/** Setting two-factor sign-in up, and off, for the signed-in person. */
export const twoFactorRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const deps = await twoFactorDeps(ctx);

  app.get(
    '/auth/2fa',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, and how many unused recovery codes are left',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactorStatus(deps, authOf(request).userId),
  );

  app.post(
    '/auth/2fa/totp/setup',
    {
      schema: {
        tags,
        summary: 'A new secret for an authenticator app (the QR code and the text), pending until enabled',
        description:
          'Two-factor sign-in is not on until POST /api/auth/2fa/totp/enable confirms a code of this secret; ' +
          'a new setup replaces a pending one. The secret is never answered again. 409 when it is on already.',
        response: { 200: totpSetupResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => setupTotp(deps, authOf(request).userId),
  );

  app.post(
    '/auth/2fa/totp/enable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code of the pending secret: answers ten recovery codes',
        description: `The recovery codes are shown this once: only their hashes are kept. ${LOCKOUT}`,
        body: totpEnableRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => enableTotp(deps, authOf(request).userId, request.body.code, deviceOf(request)),
  );

  app.post(
    '/auth/2fa/totp/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off with the password and a code',
        description: `\`code\` is a code of the app or an unused recovery code (for a lost phone). ${LOCKOUT}`,
        body: totpDisableRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => {
      await disableTotp(deps, authOf(request).userId, request.body, deviceOf(request));
      return { message: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/auth/2fa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'A new set of ten recovery codes; the earlier set no longer works',
        description: `\`code\` is a code of the app or an unused recovery code. ${LOCKOUT}`,
        body: recoveryCodesRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) =>
      regenerateRecoveryCodes(deps, authOf(request).userId, request.body.code, deviceOf(request)),
  );
};
