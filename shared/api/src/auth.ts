// Accounts and sessions (SPEC §7 "Auth and user", REFERENCE.md "Auth and workspaces").
import { passwordProblems } from '@bc/domain';
import { z } from 'zod';
import { workspaceSummarySchema, workspaceWithSettingsSchema } from './workspaces.ts';

// Trimmed before the format check: `z.email().trim()` checks first, so ' a@b.com' was refused.
const email = z.string().trim().pipe(z.email('Enter a valid e-mail address').max(254));
const PASSWORD_MESSAGE =
  'The password needs at least 8 characters with a digit, a special character, upper and lower case';

/** A new password: the sign-up rule lives in @bc/domain, shared with the register screen. */
export const newPasswordSchema = z
  .string()
  .max(1024)
  .refine((value) => passwordProblems(value).length === 0, PASSWORD_MESSAGE);

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const MISMATCH = { message: 'The passwords do not match', path: ['password_confirmation'] };

/** POST /api/auth/sign-up */
export const signUpRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(120),
    email,
    password: newPasswordSchema,
    password_confirmation: z.string().max(1024),
  })
  .refine(passwordsMatch, MISMATCH);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const userSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/authenticate */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What a successful login (password or provider) answers: the access token (Authorization: Bearer),
 * the revocable session's token (X-BC-Token) and the user's workspaces; the first is the current one.
 */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  session_token: z.string().min(1),
  user: userSchema,
  workspaces: z.array(workspaceSummarySchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/verify-email and POST /api/auth/reset-password: always the same answer. */
export const emailRequestSchema = z.object({ email });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** PUT /api/auth/reset-password/{token} */
export const resetPasswordRequestSchema = z
  .object({ password: newPasswordSchema, password_confirmation: z.string().max(1024) })
  .refine(passwordsMatch, MISMATCH);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Answers that only confirm: `{ data: { message } }`. */
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** GET /api/auth/check */
export const authCheckResponseSchema = z.object({ data: z.object({ token: z.string(), user: userSchema }) });

/** GET /api/auth/user-info */
export const userInfoSchema = userSchema.extend({
  workspaces: z.array(workspaceSummarySchema),
  current_workspace: workspaceWithSettingsSchema.nullable(),
  /** True once the current workspace holds a currency and a payment type (SPEC §4 Setup). */
  setup_complete: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export const userInfoResponseSchema = z.object({
  data: z.object({ token: z.string(), userInfo: userInfoSchema }),
});

/** GET /api/auth/user-info/by-email/{email} */
export const publicUserSchema = z.object({ uuid: z.string(), name: z.string(), email: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/providers: OpenID Connect providers configured on the server (may be empty). */
export const authProviderSchema = z.object({ name: z.string(), label: z.string() });
export type AuthProvider = z.infer<typeof authProviderSchema>;
export const authProvidersResponseSchema = z.object({ data: z.array(authProviderSchema) });

/** GET /api/auth/authenticate/{provider}: where to send the browser (state and PKCE included). */
export const authorizeUriResponseSchema = z.object({ data: z.object({ uri: z.url() }) });

/** GET /api/auth/authenticate/token/{provider}?code=&state= answers loginResponseSchema. */
export const providerCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
  /** Optional: the `iss` the provider put on the redirect (RFC 9207), when the client forwards it. */
  iss: z.string().min(1).max(2048).optional(),
});
