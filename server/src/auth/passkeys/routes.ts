import {
  loginResponseSchema,
  messageResponseSchema,
  passkeyListSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginRequestSchema,
  passkeyRegisterRequestSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../../http/context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authOf } from '../authenticate.ts';
import { deviceOf } from '../devices.ts';
import {
  loginOptions,
  passkeysOf,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInWithPasskey,
} from './passkeys-service.ts';

const tags = ['passkeys'];

/** Signing in with a passkey: anyone may call these. */
export const publicPasskeyRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const { accounts, rateLimiter } = ctx;

  app.post(
    '/auth/passkeys/login/options',
    {
      schema: {
        tags,
        summary: 'Start a passkey sign-in: the options for navigator.credentials.get',
        description:
          'Discoverable credentials: allowCredentials is empty, so the browser offers the passkeys it holds ' +
          'for this site (also as autofill, with mediation "conditional"). User verification is required; ' +
          'the challenge serves once, within 5 minutes.',
        response: { 200: passkeyLoginOptionsSchema },
      },
    },
    async () => loginOptions(accounts),
  );

  app.post(
    '/auth/passkeys/login',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey alone (also the second step after a password)',
        description:
          'Answers like every sign-in. Refused (401) for an unknown passkey (passkey_unknown), a challenge ' +
          'used already or older than 5 minutes (passkey_challenge_expired), or a response that does not ' +
          'verify: signature, origin, RP id, user verification missing, signature counter gone back ' +
          '(passkey_refused). Rate-limited like the password sign-in.',
        body: passkeyLoginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      await rateLimiter.hit('login', request);
      return signInWithPasskey(accounts, request.body, deviceOf(request));
    },
  );
};

/** The signed-in person's passkeys: registered behind the authenticate hook. */
export const passkeyRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const { accounts } = ctx;

  app.post(
    '/auth/passkeys/register/options',
    {
      schema: {
        tags,
        summary: 'Start adding a passkey: the options for navigator.credentials.create',
        description:
          "A discoverable credential with user verification; the person's passkeys are excluded. The " +
          'challenge serves once, within 5 minutes.',
        response: { 200: passkeyRegistrationOptionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => registrationOptions(accounts, authOf(request).userId),
  );

  app.post(
    '/auth/passkeys/register',
    {
      schema: {
        tags,
        summary: 'Add the passkey the browser made, under the name the person gives it',
        description:
          'Refused (400) when the challenge was used already or is older than 5 minutes ' +
          '(passkey_challenge_expired) or the response does not verify (passkey_refused); 409 when the ' +
          'passkey is added already (passkey_duplicate).',
        body: passkeyRegisterRequestSchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await registerPasskey(accounts, authOf(request).userId, request.body, deviceOf(request))),
  );

  app.get(
    '/auth/passkeys',
    {
      schema: {
        tags,
        summary: "The person's passkeys, oldest first",
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    async (request) => passkeysOf(accounts, authOf(request).userId),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of your passkeys; it signs in no more',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await removePasskey(accounts, authOf(request).userId, request.params.id, deviceOf(request));
      return { message: 'The passkey was removed.' };
    },
  );
};
