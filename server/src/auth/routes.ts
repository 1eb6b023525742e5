import {
  authCheckResponseSchema,
  authenticateResponseSchema,
  authorizeUriResponseSchema,
  authProvidersResponseSchema,
  emailRequestSchema,
  finalizeSignUpRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileRequestSchema,
  providerCallbackQuerySchema,
  publicUserSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  userInfoResponseSchema,
  userSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { languageFromAcceptLanguage } from '../language.ts';
import { finalizeSignUp } from '../setup/setup-service.ts';
import { requestedWorkspace } from '../workspaces/requested-workspace.ts';
import {
  checkSession,
  confirmEmail,
  deleteAccount,
  findPublicUser,
  login,
  logout,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInWithIdentity,
  signUp,
  updateProfile,
  userInfo,
} from './account-service.ts';
import { authOf } from './authenticate.ts';
import { deviceOf } from './devices.ts';

const tags = ['auth'];
const message = (text: string) => ({ message: text });

const tokenParams = z.object({ token: z.string().max(512) });
const providerParams = z.object({ provider: z.string() });

/** Routes anyone may call: signing up and in, e-mail links, recovery, providers. */
export const publicAuthRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const { accounts, rateLimiter, oidc } = ctx;

  app.post(
    '/auth/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account (unverified) and e-mail its confirmation link',
        description:
          'Mails are written in the Accept-Language of this request (en, it, es, de, fr; else en).',
        body: signUpRequestSchema,
        response: { 201: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await rateLimiter.hit('sign_up', request, request.body.email);
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      return reply.code(201).send(message(await signUp(accounts, request.body, language)));
    },
  );

  app.get(
    '/auth/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address (the link of the sign-up mail; single use, 48 h)',
        params: tokenParams,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => message(await confirmEmail(accounts, request.params.token)),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Send the confirmation link again (same answer whether or not the account exists)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await rateLimiter.hit('verify_email', request, request.body.email);
      return message(await resendVerification(accounts, request.body.email));
    },
  );

  app.post(
    '/auth/authenticate',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'For a person with two-factor sign-in on, no token: `{two_factor_required: true, challenge, methods}`; ' +
          'the sign-in ends with POST /api/auth/2fa/verify (or a passkey). Everyone else gets the token at once.',
        body: loginRequestSchema,
        response: { 200: authenticateResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      await rateLimiter.hit('login', request, request.body.email);
      return login(accounts, request.body.email, request.body.password, deviceOf(request));
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await rateLimiter.hit('password_reset', request, request.body.email);
      return message(await requestPasswordReset(accounts, request.body.email));
    },
  );

  app.put(
    '/auth/reset-password/:token',
    {
      schema: {
        tags,
        summary:
          'Choose a new password with the link of the reset mail (single use, 1 h); ends every session',
        params: tokenParams,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await rateLimiter.hit('password_change', request);
      return message(
        await resetPassword(accounts, request.params.token, request.body.password, deviceOf(request)),
      );
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'The OpenID Connect providers people can sign in with (may be empty)',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => oidc.providers(),
  );

  app.get(
    '/auth/authenticate/:provider',
    {
      schema: {
        tags,
        summary: "Start a provider sign-in: the provider's authorize URI (state, nonce, PKCE S256)",
        params: providerParams,
        response: { 200: authorizeUriResponseSchema, ...errorResponses(404, 503) },
      },
    },
    async (request) => ({ uri: await oidc.authorizationUri(request.params.provider) }),
  );

  app.get(
    '/auth/authenticate/token/:provider',
    {
      schema: {
        tags,
        summary: 'Finish a provider sign-in with the code and state the provider sent back',
        params: providerParams,
        querystring: providerCallbackQuerySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const identity = await oidc.finishSignIn(request.params.provider, request.query);
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      return signInWithIdentity(accounts, identity, language, deviceOf(request));
    },
  );
};

/** Routes of a signed-in user: registered behind the authenticate hook. */
export const accountRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const { accounts } = ctx;

  app.get(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes this session',
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => message(await logout(accounts, authOf(request))),
  );

  app.get(
    '/auth/check',
    {
      schema: {
        tags,
        summary: 'Whether the session is valid, with a fresh access token',
        response: { 200: authCheckResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => checkSession(accounts, authOf(request)),
  );

  app.patch(
    '/auth/profile',
    {
      schema: {
        tags,
        summary: "Save the person's choices: their language (en, it, es, de, fr)",
        description:
          'The apps speak it wherever the person signs in (user-info answers it) and their mails are written ' +
          'in it from now on. Answers the user.',
        body: profileRequestSchema,
        response: { 200: userSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => updateProfile(accounts, authOf(request).userId, request.body),
  );

  app.get(
    '/auth/user-info/by-email/:email',
    {
      schema: {
        tags,
        summary: 'Find a user to share a workspace with',
        params: z.object({ email: z.email('Enter a valid e-mail address').max(254) }),
        response: { 200: publicUserSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => findPublicUser(accounts, request.params.email),
  );

  const deleteSchema = {
    tags,
    summary: 'Delete the account and all its data',
    description:
      'Removes the user, their sessions, e-mail tokens, provider links and memberships, and every ' +
      'workspace they own with all its rows, in one transaction. Workspaces they were only a member of ' +
      'stay. DELETE /api/auth/delete and DELETE /api/auth/data/delete do exactly the same (the original had both).',
    response: { 200: messageResponseSchema, ...errorResponses(401) },
  };
  app.delete('/auth/delete', { schema: deleteSchema }, async (request) =>
    message(await deleteAccount(accounts, authOf(request).userId)),
  );
  app.delete('/auth/data/delete', { schema: deleteSchema }, async (request) =>
    message(await deleteAccount(accounts, authOf(request).userId)),
  );
};

/**
 * The calls that hand out session tokens (X-BC-Token): registered behind the bearer-only hook, since the
 * client calls them before it has a session token, or with a stale one.
 */
export const sessionRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const { accounts, db } = ctx;

  app.get(
    '/auth/user-info',
    {
      schema: {
        tags,
        summary: 'The user and the workspace they work in, with a session token (X-BC-Token) bound to it',
        description:
          'Answers for the workspace in X-WS when the caller is a member (a workspace switch: it becomes ' +
          'the current one), else the one the session token names, else the current one. `token` is the ' +
          'X-BC-Token to send from now on; earlier ones stay valid while the session lives. ' +
          '`workspace_settings` is [] until the account is set up.',
        response: { 200: userInfoResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => userInfo(accounts, authOf(request), requestedWorkspace(request)),
  );

  app.post(
    '/auth/:userUuid/finalize/sign-up',
    {
      schema: {
        tags,
        summary: 'Set up the account: the first workspace (owned, current) and its first wallet',
        description:
          'Answers like user-info, for the new workspace: its session token makes calls without X-WS ' +
          'work there. An empty wallet name gets a default one; wallet type "0" is bank.',
        params: z.object({ userUuid: z.string() }),
        body: finalizeSignUpRequestSchema,
        response: { 200: userInfoResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const workspaceId = await finalizeSignUp(db, auth.userId, request.params.userUuid, request.body);
      return userInfo(accounts, { ...auth, tokenWorkspaceId: workspaceId }, workspaceId);
    },
  );
};
