// Accounts and sessions.
import { passwordProblems } from '@bc/domain';
import { z } from 'zod';
import { currencySchema } from './reference-data.ts';
import { workspaceMemberSchema, workspaceSummarySchema } from './workspaces.ts';

// Trimmed before the format check: `z.email().trim()` checks first, so ' a@b.com' was refused.
const email = z.string().trim().pipe(z.email('Enter a valid e-mail address').max(254));
const PASSWORD_MESSAGE =
  'The password needs at least 8 characters with a digit, a special character, upper and lower case';

/** A new password: the sign-up rule lives in @bc/domain, shared with the register screen. */
export const newPasswordSchema = z
  .string()
  .max(1024)
  .refine((value) => passwordProblems(value).length === 0, PASSWORD_MESSAGE);

const passwordsMatch = (body: { password: string; password_confirmation?: string | undefined }) =>
  body.password === body.password_confirmation;
const MISMATCH = { message: 'The passwords do not match', path: ['password_confirmation'] };

/**
 * POST /api/auth/sign-up. `password_confirmation` must match when it is sent; the original client never
 * sends it (its form makes the check), so its absence is accepted.
 */
export const signUpRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(120),
    email,
    password: newPasswordSchema,
    password_confirmation: z.string().max(1024).optional(),
  })
  .refine((body) => body.password_confirmation === undefined || passwordsMatch(body), MISMATCH);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The languages of the apps and of the mails. */
export const LANGUAGE_CODES = ['en', 'it', 'es', 'de', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGE_CODES, { error: 'Choose one of en, it, es, de, fr' });
export type LanguageCode = z.infer<typeof languageSchema>;

export const userSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  language: languageSchema
    .nullable()
    .optional()
    .describe(
      'The language the person chose in the settings, which every app then speaks; null until they choose ' +
        '(the apps follow the browser)',
    ),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /api/auth/profile: what the person chooses in the settings, answered with the user. */
export const profileRequestSchema = z.object({ language: languageSchema });
export type ProfileRequest = z.infer<typeof profileRequestSchema>;

/** POST /api/auth/authenticate */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What a successful login (password or provider) answers: the access token (`Authorization: Bearer`) and
 * the user's workspaces, the current one first (the client makes `workspaces[0]` its X-WS). The session
 * token (X-BC-Token) comes from GET /api/auth/user-info next.
 */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
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

/** Answers that only confirm. */
export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/auth/check */
export const authCheckResponseSchema = z.object({ token: z.string(), user: userSchema });

/** The settings of the workspace user-info answers for: its currency (a whole row) and payment type. */
export const workspaceSettingsDataSchema = z.object({
  currency: currencySchema,
  payment_type_id: z.number().int(),
});
export const userWorkspaceSettingsSchema = z.object({
  uuid: z.string().describe('The workspace these settings belong to'),
  name: z.string(),
  data: workspaceSettingsDataSchema,
});

/**
 * GET /api/auth/user-info. It answers for the workspace in X-WS (a workspace switch is this call with the
 * new X-WS, which also becomes the user's current one), else the current one. `workspace_settings` is `[]`
 * until the account is set up, never null.
 */
export const userInfoSchema = userSchema.extend({
  workspaces: z.array(workspaceSummarySchema),
  current_ws: z.string().describe("The workspace's uuid, '' before setup"),
  workspace_settings: z.union([userWorkspaceSettingsSchema, z.tuple([])]),
  shared_with: z.array(workspaceMemberSchema).describe('The other members: the budget e-mail options'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * GET /api/auth/user-info and POST /api/auth/{userUuid}/finalize/sign-up: `token` is the session token
 * the client sends as X-BC-Token from now on, bound to the workspace answered for.
 */
export const userInfoResponseSchema = z.object({ token: z.string(), userInfo: userInfoSchema });
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

/** The account is set up once its workspace has a currency and a payment type. */
export function isSetUp(info: Pick<UserInfo, 'workspace_settings'>): boolean {
  const settings = info.workspace_settings;
  return !Array.isArray(settings) && Boolean(settings.data.currency.id && settings.data.payment_type_id);
}

/** GET /api/auth/user-info/by-email/{email} */
export const publicUserSchema = z.object({ uuid: z.string(), name: z.string(), email: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/providers: OpenID Connect providers configured on the server (may be empty). */
export const authProviderSchema = z.object({ name: z.string(), label: z.string() });
export type AuthProvider = z.infer<typeof authProviderSchema>;
export const authProvidersResponseSchema = z.array(authProviderSchema);

/** GET /api/auth/authenticate/{provider}: where to send the browser (state and PKCE included). */
export const authorizeUriResponseSchema = z.object({ uri: z.url() });

/** GET /api/auth/authenticate/token/{provider}?code=&state= answers loginResponseSchema. */
export const providerCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
  /** Optional: the `iss` the provider put on the redirect (RFC 9207), when the client forwards it. */
  iss: z.string().min(1).max(2048).optional(),
});
