// Passkeys (WebAuthn): registering them in the settings, listing and removing them, and signing in with one.
// The options and responses are the JSON forms of the WebAuthn dictionaries, as @simplewebauthn writes them.
import { z } from 'zod';

const base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url');

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

/** POST /api/auth/passkeys/register/options: what `navigator.credentials.create` needs, as JSON. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  excludeCredentials: z
    .array(credentialDescriptorSchema)
    .optional()
    .describe("The person's passkeys already added, so an authenticator does not add a second one"),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** POST /api/auth/passkeys/login/options: what `navigator.credentials.get` needs, as JSON. */
export const passkeyLoginOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z
    .array(credentialDescriptorSchema)
    .optional()
    .describe('Always empty: the browser offers the passkeys it holds for this site (discoverable)'),
  userVerification: userVerificationSchema.optional(),
});
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const authenticatorAttachmentSchema = z.enum(['platform', 'cross-platform']);
const clientExtensionResultsSchema = z
  .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
  .describe('Read for nothing but accepted as browsers send it');

/** The JSON of the credential `navigator.credentials.create` made (`startRegistration` answers it). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64Url.min(1),
  rawId: base64Url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url.min(1),
    attestationObject: base64Url.min(1),
    authenticatorData: base64Url.optional(),
    transports: z.array(transportSchema).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url.optional(),
  }),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/** The JSON of the assertion `navigator.credentials.get` made (`startAuthentication` answers it). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64Url.min(1),
  rawId: base64Url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url.min(1),
    authenticatorData: base64Url.min(1),
    signature: base64Url.min(1),
    userHandle: base64Url.optional(),
  }),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/** The name a person gives a passkey, to tell their passkeys apart ("Laptop", "Phone"). */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(64, 'A passkey name has at most 64 characters');

/** POST /api/auth/passkeys/register */
export const passkeyRegisterRequestSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  name: passkeyNameSchema,
});
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequestSchema>;

/** POST /api/auth/passkeys/login: answered like every sign-in (loginResponseSchema). */
export const passkeyLoginRequestSchema = z.object({ response: passkeyAuthenticationResponseSchema });
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequestSchema>;

/** One of the person's passkeys, as GET /api/auth/passkeys lists them. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string().describe('ISO 8601'),
  last_used_at: z.string().nullable().describe('ISO 8601; null until it signs in once'),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.array(passkeySchema);

/** The error codes of a refused passkey, so the screens can say what happened in the person's language. */
export const passkeyErrorCodes = {
  /** No passkey of this site has this credential (removed here, or made for another account). */
  unknown: 'passkey_unknown',
  /** The challenge was used already, is older than 5 minutes or never existed: ask for new options. */
  expired: 'passkey_challenge_expired',
  /** The response did not verify: wrong signature, origin or RP, no user verification, counter gone back. */
  refused: 'passkey_refused',
  /** The authenticator holds this passkey already. */
  duplicate: 'passkey_duplicate',
} as const;

/** What went wrong with a passkey, in words a person can act on (the screens' message keys). */
export type PasskeyProblem =
  | 'cancelled'
  | 'notAllowed'
  | 'unsupported'
  | 'unknown'
  | 'refused'
  | 'expired'
  | 'duplicate'
  | 'tooManyAttempts'
  | 'generic';

const PROBLEM_OF_CODE: Record<string, PasskeyProblem> = {
  [passkeyErrorCodes.unknown]: 'unknown',
  [passkeyErrorCodes.expired]: 'expired',
  [passkeyErrorCodes.refused]: 'refused',
  [passkeyErrorCodes.duplicate]: 'duplicate',
  rate_limited: 'tooManyAttempts',
};

/**
 * The problem of a failed passkey ceremony: `browser` is the error the browser threw (its DOMException name,
 * or @simplewebauthn/browser's code), `server` the code of the API's error body.
 */
export function passkeyProblem(failure: {
  name?: string | undefined;
  code?: string | undefined;
  server?: string | null | undefined;
}): PasskeyProblem {
  if (failure.server) return PROBLEM_OF_CODE[failure.server] ?? 'generic';
  if (failure.name === 'AbortError' || failure.code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (failure.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'duplicate';
  if (failure.name === 'NotAllowedError') return 'notAllowed';
  if (failure.name === 'NotSupportedError' || failure.name === 'SecurityError') return 'unsupported';
  return 'generic';
}

/** A passkey ceremony that failed, with the problem the screens put in words. */
export class PasskeyFailure extends Error {
  override name = 'PasskeyFailure';
  readonly problem: PasskeyProblem;
  constructor(problem: PasskeyProblem) {
    super(`The passkey ceremony failed: ${problem}`);
    this.problem = problem;
  }
}

/** The problem of any error a passkey ceremony threw: a PasskeyFailure's, else `generic`. */
export function passkeyFailureProblem(error: unknown): PasskeyProblem {
  const problem = (error as { problem?: unknown } | null)?.problem;
  return error instanceof Error && error.name === 'PasskeyFailure' && typeof problem === 'string'
    ? (problem as PasskeyProblem)
    : 'generic';
}
