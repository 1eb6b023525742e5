// Devices and sessions: where a person is signed in, signing one or all others out, changing the password.
import { z } from 'zod';
import { newPasswordSchema } from './auth.ts';

/** One of GET /api/auth/sessions: a live session (neither signed out nor expired) of the caller. */
export const sessionSchema = z.object({
  id: z.uuid(),
  current: z.boolean().describe('The session of this request ("this device")'),
  created_at: z.string().describe('ISO 8601: when it signed in'),
  last_seen_at: z.string().describe('ISO 8601: its last request, to the minute'),
  ip: z.string().nullable().describe('As the server saw it when it signed in; null before it was kept'),
  user_agent: z.string().nullable(),
  device: z
    .object({
      browser: z.string().describe('"Firefox"; empty when the user agent names none'),
      os: z.string().describe('"Linux"; empty when the user agent names none'),
      type: z.string().describe('desktop, mobile, tablet, tv; empty when unknown'),
    })
    .describe('What the user agent names, for a person to read'),
});
export type SessionSummary = z.infer<typeof sessionSchema>;

/** GET /api/auth/sessions: the current session first, then the newest seen. */
export const sessionsResponseSchema = z.array(sessionSchema);
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** DELETE /api/auth/sessions: how many other sessions were signed out. */
export const signedOutResponseSchema = z.object({ signed_out: z.number().int() });
export type SignedOutResponse = z.infer<typeof signedOutResponseSchema>;

/** PUT /api/auth/password: the current password, and the new one twice. */
export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(1024),
    password: newPasswordSchema,
    password_confirmation: z.string().max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'The passwords do not match',
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
