import {
  assistanceRequestSchema,
  lastMessageResponseSchema,
  messageResponseSchema,
  notificationMessageSchema,
  notificationPreferencesSchema,
  removeSubscriptionRequestSchema,
  saveTokenRequestSchema,
  vapidKeyResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authenticate.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { sendAssistanceRequest } from './assistance.ts';
import { getLastMessage, readMessage } from './messages.ts';
import { getPreferences, savePreferences } from './preferences.ts';
import { removeSubscription, saveToken } from './subscriptions.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const tags = ['notifications'];
const message = (text: string) => ({ message: text });

/** SPEC §7 Notifications and assistance (WIRE.md §2.10): everything of the signed-in person, any workspace. */
export const notificationRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, config, mailer, rateLimiter },
) => {
  const { publicKey } = await loadVapidKeys(db, config);

  app.get(
    '/notify/vapid-key',
    {
      schema: {
        tags,
        summary: 'The public key browsers subscribe to pushes with (applicationServerKey)',
        response: { 200: vapidKeyResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ public_key: publicKey }),
  );

  app.post(
    '/notify/save/token',
    {
      schema: {
        tags,
        summary: "Keep this browser's push subscription (or the original client's Firebase token)",
        description:
          'Our apps send `{subscription}` as PushSubscription.toJSON() gives it (an https endpoint); the ' +
          'original client sends `{firebase_token}`, which is kept but not used yet. A subscription already ' +
          'kept for another person moves to the caller (the browser is theirs now).',
        body: saveTokenRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => message(await saveToken(db, authOf(request).userId, request.body)),
  );

  app.delete(
    '/notify/subscription',
    {
      schema: {
        tags,
        summary: "Stop pushes to this browser: forgets the caller's subscription of that endpoint",
        body: removeSubscriptionRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => message(await removeSubscription(db, authOf(request).userId, request.body.endpoint)),
  );

  app.get(
    '/notify/preferences',
    {
      schema: {
        tags,
        summary: 'Which notifications the caller wants, by push and by mail',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => getPreferences(db, authOf(request).userId),
  );

  app.put(
    '/notify/preferences',
    {
      schema: {
        tags,
        summary: 'Choose which notifications to get, by push and by mail (all four choices)',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => savePreferences(db, authOf(request).userId, request.body),
  );

  app.get(
    '/notify/message/last',
    {
      schema: {
        tags,
        summary: 'The last message sent to the caller (title and message of the pop-up), or null',
        response: { 200: lastMessageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getLastMessage(db, authOf(request).userId),
  );

  app.put(
    '/notify/message/:uuid/read',
    {
      schema: {
        tags,
        summary: 'Mark a message read: its pop-up was closed or its push opened',
        params: z.object({ uuid: z.string().max(64) }),
        response: { 200: notificationMessageSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => readMessage(db, authOf(request).userId, request.params.uuid),
  );

  const assistance = {
    schema: {
      tags,
      summary: 'Send a message to the support team (and a copy to the caller)',
      description:
        'The mail goes to the configured support address (SUPPORT_EMAIL) from the signed-in account, under ' +
        'a fixed subject; `to`, `subject`, `user_name` and `email` of the original client are accepted and ' +
        'ignored. `privacy` must be true (the consent to process the message). The field messages of a 422 ' +
        'are keys (assistance_message_required, assistance_message_too_long, assistance_privacy_required). ' +
        'POST /api/mailer/assistance and POST /api/notify/email/contact do the same.',
      body: assistanceRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses(401, 422, 429, 503) },
    },
  };
  for (const path of ['/notify/email/contact', '/mailer/assistance']) {
    app.post(path, assistance, async (request) => {
      const { userId } = authOf(request);
      await rateLimiter.hit('assistance', request, userId);
      return message(await sendAssistanceRequest({ db, mailer, config }, userId, request.body.message));
    });
  }
};
