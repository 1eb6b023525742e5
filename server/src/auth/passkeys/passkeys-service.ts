// Passkeys (WebAuthn, through SimpleWebAuthn): a person adds several, each under a name, and signs in with
// any of them alone. The relying party is PUBLIC_URL (its host name is the RP id, its origin the only one
// accepted); user verification is required both ways; every challenge serves once, for at most 5 minutes.
import type {
  LoginResponse,
  Passkey,
  PasskeyLoginOptions,
  PasskeyLoginRequest,
  PasskeyRegisterRequest,
  PasskeyRegistrationOptions,
} from '@bc/api';
import { passkeyErrorCodes } from '@bc/api';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { Config } from '../../config.ts';
import { HttpError, notFound, unauthenticated } from '../../http/errors.ts';
import { type AccountDeps, startSession } from '../account-service.ts';
import type { RequestDevice } from '../devices.ts';
import { sha256 } from '../secrets.ts';
import { notifySecurityChange } from '../security-mail.ts';
import { findUserById } from '../users-sql.ts';
import {
  CHALLENGE_SECONDS,
  type ChallengePurpose,
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
  takeChallenge,
} from './passkeys-sql.ts';

const RP_NAME = 'Budget Control';
// EdDSA, ES256, RS256: what authenticators make. The library would add ML-DSA-44 where Node has it, which
// no authenticator makes yet and which Node still calls experimental.
const ALGORITHMS = [-8, -7, -257];

/** The relying party: PUBLIC_URL's host name and origin. */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

const refused = (status: 400 | 401, message: string) =>
  new HttpError(status, passkeyErrorCodes.refused, message);
const challengeExpired = (status: 400 | 401) =>
  new HttpError(
    status,
    passkeyErrorCodes.expired,
    'This passkey request has expired or was used already. Please try again.',
  );
const unknownPasskey = () =>
  new HttpError(
    401,
    passkeyErrorCodes.unknown,
    'This passkey is not known here: it may have been removed, or belong to another site.',
  );

/** The user handle a person's passkeys carry: the 16 bytes of their id. */
const userHandle = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * Takes the challenge a response signed (read from its client data), whatever the response turns out to be
 * worth: a challenge serves once. Undefined when it was not handed out for this, or is no longer good.
 */
async function takeSignedChallenge(
  deps: AccountDeps,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string | undefined> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return undefined;
  }
  if (typeof challenge !== 'string' || challenge === '') return undefined;
  const live = await takeChallenge(deps.db, { hash: sha256(challenge), purpose, userId });
  return live ? challenge : undefined;
}

export async function passkeysOf(deps: AccountDeps, userId: string): Promise<Passkey[]> {
  return (await listPasskeys(deps.db, userId)).map(toPasskey);
}

/** Options to create a passkey for the signed-in person; those they have already are excluded. */
export async function registrationOptions(
  deps: AccountDeps,
  userId: string,
): Promise<PasskeyRegistrationOptions> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated('Your session has ended; sign in again');
  const rp = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: (await listPasskeys(deps.db, userId)).map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    // A discoverable credential, so the browser can offer it with no e-mail typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await insertChallenge(deps.db, { hash: sha256(options.challenge), purpose: 'registration', userId });
  return options as PasskeyRegistrationOptions;
}

/** Checks the new credential against its challenge and keeps it under the name the person gave. */
export async function registerPasskey(
  deps: AccountDeps,
  userId: string,
  request: PasskeyRegisterRequest,
  device: RequestDevice,
): Promise<Passkey> {
  const { response } = request;
  const challenge = await takeSignedChallenge(deps, response.response.clientDataJSON, 'registration', userId);
  if (!challenge) throw challengeExpired(400);
  const rp = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch((error: unknown) => {
    throw refused(400, `The passkey could not be verified: ${(error as Error).message}`);
  });
  if (!verification.verified) throw refused(400, 'The passkey could not be verified.');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const row = await insertPasskey(deps.db, {
    userId,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: response.response.transports ?? [],
    name: request.name,
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  });
  if (!row) {
    throw new HttpError(409, passkeyErrorCodes.duplicate, 'This passkey is added already.');
  }
  await notifySecurityChange(deps, userId, 'passkey_added', { passkey: row.name, device });
  return toPasskey(row);
}

/** Removes one of the person's passkeys (404 for any id that is not theirs) and mails them about it. */
export async function removePasskey(
  deps: AccountDeps,
  userId: string,
  id: string,
  device: RequestDevice,
): Promise<void> {
  const name = await deletePasskey(deps.db, userId, id);
  if (name === undefined) throw notFound('Passkey not found');
  await notifySecurityChange(deps, userId, 'passkey_removed', { passkey: name, device });
}

/**
 * Options for a sign-in with a discoverable passkey: no credential listed, so the browser offers the ones
 * it holds for this site (also in the e-mail field's autofill), and nothing tells who has an account.
 */
export async function loginOptions(deps: AccountDeps): Promise<PasskeyLoginOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials: [],
    userVerification: 'required',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await insertChallenge(deps.db, {
    hash: sha256(options.challenge),
    purpose: 'authentication',
    userId: null,
  });
  return { ...options, allowCredentials: options.allowCredentials ?? [] } as PasskeyLoginOptions;
}

/**
 * Signs in with a passkey alone: possession of the key and the person's verification on their device are
 * two factors, so this is a complete sign-in (and serves as the second step after a password).
 */
export async function signInWithPasskey(
  deps: AccountDeps,
  request: PasskeyLoginRequest,
  device: RequestDevice,
): Promise<LoginResponse> {
  const { response } = request;
  const challenge = await takeSignedChallenge(deps, response.response.clientDataJSON, 'authentication', null);
  if (!challenge) throw challengeExpired(401);
  const passkey = await findPasskeyByCredentialId(deps.db, response.id);
  if (!passkey) throw unknownPasskey();
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== userHandle(passkey.user_id).toString('base64url')) {
    throw unknownPasskey();
  }
  const rp = relyingParty(deps.config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw refused(401, `The passkey could not be verified: ${(error as Error).message}`);
  });
  if (!verification.verified) throw refused(401, 'The passkey could not be verified.');
  const info = verification.authenticationInfo;
  return deps.db.transaction(async (tx) => {
    const counted = await recordPasskeyUse(tx, passkey.id, {
      counter: info.newCounter,
      backedUp: info.credentialBackedUp,
      deviceType: info.credentialDeviceType,
    });
    // Another sign-in with this counter got in first: one of the two is a copy of the key.
    if (!counted) throw refused(401, 'The passkey could not be verified: its counter did not move forward.');
    const user = await findUserById(tx, passkey.user_id);
    if (!user) throw unknownPasskey();
    return startSession(deps, tx, user, device);
  });
}
