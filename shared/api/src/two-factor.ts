// Two-factor sign-in: a TOTP app (RFC 6238: SHA-1, 6 digits, 30 s) and single-use recovery codes.
import { z } from 'zod';
import { loginResponseSchema } from './auth.ts';

/** A code of the authenticator app: six digits (spaces the app shows in the middle are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app'));

/**
 * A recovery code as shown (`abcde-fghij`), in any case, with or without the dash or spaces; kept loose
 * here so a mistyped one is refused like a wrong one, without telling which part was wrong.
 */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter one of your recovery codes')
  .max(64, 'Enter one of your recovery codes');

/** Where a signed-in person proves the second factor: the app's code, or one of their recovery codes. */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code of your authenticator app or a recovery code')
  .max(64, 'Enter the code of your authenticator app or a recovery code');

/** POST /api/auth/2fa/totp/setup: a new secret, pending until a code of it is confirmed. */
export const totpSetupResponseSchema = z.object({
  secret: z.string().describe('Base32, for typing into the app by hand'),
  otpauth_url: z.string().describe('otpauth://totp/... for the QR code'),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /api/auth/2fa/totp/enable */
export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TotpEnableRequest = z.infer<typeof totpEnableRequestSchema>;

export const RECOVERY_CODE_COUNT = 10;

/** Ten new single-use codes, shown this once: the server keeps only their hashes. */
export const recoveryCodesResponseSchema = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /api/auth/2fa/totp/disable: the password and a code (of the app, or a recovery code). */
export const totpDisableRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(1024),
  code: secondFactorCodeSchema,
});
export type TotpDisableRequest = z.infer<typeof totpDisableRequestSchema>;

/** POST /api/auth/2fa/recovery-codes: a new set, the old one void. */
export const recoveryCodesRequestSchema = z.object({ code: secondFactorCodeSchema });
export type RecoveryCodesRequest = z.infer<typeof recoveryCodesRequestSchema>;

/** GET /api/auth/2fa: whether the person has two-factor sign-in on, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_remaining: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const TWO_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** POST /api/auth/authenticate for a person with two-factor on: no token yet, a challenge for the second step. */
export const twoFactorRequiredSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string().describe('Single use, valid for 5 minutes: send it to POST /api/auth/2fa/verify'),
  methods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** What POST /api/auth/authenticate answers: signed in, or the second step to take. */
export const authenticateResponseSchema = z.union([loginResponseSchema, twoFactorRequiredSchema]);
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

export const isTwoFactorRequired = (body: AuthenticateResponse): body is TwoFactorRequired =>
  'two_factor_required' in body;

/** POST /api/auth/2fa/verify: the challenge with the app's code, or with a recovery code (one of the two). */
export const twoFactorVerifyRequestSchema = z
  .object({
    challenge: z.string().min(1, 'Sign in with your password again').max(128),
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: 'Enter the code of your authenticator app or a recovery code',
    path: ['code'],
  });
export type TwoFactorVerifyRequest = z.infer<typeof twoFactorVerifyRequestSchema>;

/** The usual sign-in answer; after a recovery code, also how many are left. */
export const twoFactorVerifyResponseSchema = loginResponseSchema.extend({
  recovery_codes_remaining: z.number().int().optional(),
});
export type TwoFactorVerifyResponse = z.infer<typeof twoFactorVerifyResponseSchema>;
