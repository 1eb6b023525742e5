// A software WebAuthn authenticator for the integration tests: it makes the JSON a browser hands over after
// navigator.credentials.create / .get (what @simplewebauthn/browser sends), with an ES256 key of node:crypto,
// attestation "none" and DER signatures over authenticatorData || SHA-256(clientDataJSON). Each flag and the
// signature counter can be set per call, so a test can send what a broken or cloned authenticator would.
import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

type CreationOptions = { challenge: string; rp: { id?: string | undefined }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string | undefined };

/** What a call may change from an honest authenticator's answer. */
export type AuthenticatorCall = {
  /** The UV flag (default true): false is a passkey whose user verification failed. */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than last time). */
  counter?: number;
  /** The page's origin the browser writes in the client data (default: the authenticator's origin). */
  origin?: string;
};

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** The user handle of the account it holds a passkey for (set when it registers one). */
  userHandle: string | undefined;

  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key (EC2, ES256, P-256) of its public key. */
  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, call: AuthenticatorCall, attested: boolean): Buffer {
    const counter = call.counter ?? this.counter + 1;
    this.counter = counter;
    let flags = FLAG_USER_PRESENT;
    if (call.userVerified ?? true) flags |= FLAG_USER_VERIFIED;
    if (attested) flags |= FLAG_ATTESTED_DATA;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.cosePublicKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, call: AuthenticatorCall): string {
    return JSON.stringify({ type, challenge, origin: call.origin ?? this.origin, crossOrigin: false });
  }

  /** The registration response to the options of POST /api/auth/passkeys/register/options. */
  register(options: CreationOptions, call: AuthenticatorCall = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user.id;
    const authData = this.authenticatorData(rpId, { counter: 0, ...call }, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, call)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** The assertion for the options of POST /api/auth/passkeys/login/options, signed with its key. */
  authenticate(options: RequestOptions, call: AuthenticatorCall = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const authData = this.authenticatorData(rpId, call, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, call);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signer.sign(this.privateKey)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
