// Notifications and assistance: Web Push subscriptions, the choice
// of channels, the last message for the in-app pop-up, and the message to the support team.
import { z } from 'zod';

/**
 * base64url of `bytes` bytes, as PushSubscription.toJSON() writes it; padding and the standard alphabet
 * (`+`, `/`) other encoders write are read too, and stored in the one form.
 */
const base64Url = (bytes: number, message: string) =>
  z
    .string()
    .max(200)
    .transform((value) => value.trim().replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_'))
    .refine((value) => /^[A-Za-z0-9_-]*$/.test(value) && value.length === Math.ceil((bytes * 4) / 3), {
      message,
    });

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'The push service address must be an https URL' })
    .max(2048, 'The push service address is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point starts with the byte 4: "B" in base64url.
    p256dh: base64Url(65, 'Must be the browser P-256 public key').refine((value) => value.startsWith('B'), {
      message: 'Must be the browser P-256 public key',
    }),
    auth: base64Url(16, 'Must be the 16-byte authentication secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/notify/save/token: our apps send the browser's Web Push `subscription`; the original client sends
 * the `firebase_token` Firebase gave it (kept, nothing is sent to it yet). One of the two is needed.
 */
export const saveTokenRequestSchema = z
  .object({
    subscription: pushSubscriptionSchema.optional(),
    firebase_token: z.string().trim().min(1).max(4096).optional(),
  })
  .refine((body) => body.subscription !== undefined || body.firebase_token !== undefined, {
    message: 'Send the push subscription (or a firebase_token)',
    path: ['subscription'],
  });
export type SaveTokenRequest = z.input<typeof saveTokenRequestSchema>;

/** DELETE /api/notify/subscription: this browser no longer wants pushes. */
export const removeSubscriptionRequestSchema = z.object({ endpoint: z.string().max(2048) });

/** GET /api/notify/vapid-key: what `pushManager.subscribe` needs as `applicationServerKey`. */
export const vapidKeyResponseSchema = z.object({
  public_key: z.string().describe('base64url of the uncompressed P-256 public key (65 bytes)'),
});

/** Which notifications the signed-in person wants, by which channel. */
export const notificationPreferencesSchema = z.object({
  budget_alerts_push: z.boolean().describe('A push when a budget reaches one of its thresholds'),
  budget_alerts_mail: z.boolean().describe('A mail when a budget reaches one of its thresholds'),
  planned_reminders_push: z.boolean().describe('A push the day before a planned entry runs'),
  planned_reminders_mail: z.boolean().describe('A mail the day before a planned entry runs'),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const NOTIFICATION_KINDS = ['budget_alert', 'planned_reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A message sent to the person (by push, mail or both): the in-app pop-up shows title and message. */
export const notificationMessageSchema = z.object({
  uuid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  url: z.string().describe('Where it leads in the app: a path under /app'),
  created_at: z.string(),
  read: z.boolean().describe('Whether the person has closed its pop-up'),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** GET /api/notify/message/last: the newest message, or null when none was sent yet. */
export const lastMessageResponseSchema = notificationMessageSchema.nullable();

/** What the service worker receives in a push (JSON, encrypted by the push protocol). */
export const pushPayloadSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The longest assistance message. */
export const ASSISTANCE_MESSAGE_MAX = 5000;

// The original client's other fields (`to`, `subject`, `user_name`, `email`) are accepted and ignored: the
// message goes to the support address, from the signed-in person, under a fixed subject.
const ignoredText = z.string().max(1000).nullable().optional();

/**
 * POST /api/notify/email/contact and POST /api/mailer/assistance. The field messages are keys the
 * assistance screen translates.
 */
export const assistanceRequestSchema = z.object({
  message: z
    .string({ error: 'assistance_message_required' })
    .trim()
    .min(1, 'assistance_message_required')
    .max(ASSISTANCE_MESSAGE_MAX, 'assistance_message_too_long'),
  privacy: z.literal(true, { error: 'assistance_privacy_required' }),
  to: ignoredText,
  subject: ignoredText,
  user_name: ignoredText,
  email: ignoredText,
});
export type AssistanceRequest = z.input<typeof assistanceRequestSchema>;
