// A push service stand-in on loopback, and browsers subscribed to it. The stand-in speaks HTTPS (push
// services do, and the server sends only to https endpoints) with a certificate made for the run and trusted
// by this test process; it keeps every request and answers each endpoint as the test says. A browser here is
// what a real one holds: a P-256 key pair and an authentication secret, which decrypt what it receives
// (aes128gcm, RFC 8291 over RFC 8188).
import { execFile } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { jwtVerify } from 'jose';

export type PushRequest = {
  /** The subscription's id: the last part of its endpoint. */
  id: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type PushServiceStandIn = {
  origin: string;
  requests: PushRequest[];
  /** What the endpoint of `id` answers from now on (201 Created unless told). */
  answer: (id: string, status: number) => void;
  /** Resolves when `count` requests have come for `id` (or rejects after `timeoutMs`). */
  received: (id: string, count?: number, timeoutMs?: number) => Promise<PushRequest[]>;
  close: () => Promise<void>;
};

/** A self-signed certificate for 127.0.0.1, made with the machine's openssl. */
async function loopbackCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bc-push-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const { key, cert } = await loopbackCertificate();
  // The server under test runs in this process: its TLS clients now trust the stand-in too.
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert]);
  const requests: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').split('/').at(-1) ?? '';
      requests.push({ id, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(id) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    answer: (id, status) => answers.set(id, status),
    async received(id, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = requests.filter((request) => request.id === id);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`${mine.length} of ${count} pushes reached ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Browser = {
  id: string;
  /** What PushSubscription.toJSON() gives, pointing at the stand-in. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm message encrypted for this browser (RFC 8291). */
  decrypt: (body: Buffer) => string;
};

/** A browser subscribed at the stand-in: its own key pair and authentication secret. */
export function subscribedBrowser(service: Pick<PushServiceStandIn, 'origin'>): Browser {
  const id = randomUUID();
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    id,
    subscription: {
      endpoint: `${service.origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // RFC 8188 header: salt (16), record size (4), key id length (1), key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('More than one record');
      // RFC 8291 §3.3-3.4: the input key from the shared secret and the authentication secret.
      const sharedSecret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
      const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('No last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks the VAPID authorization of a push (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed
 * (ES256) by that key for the push service's origin. Returns the key and the JWT's claims.
 */
export async function vapidOf(request: PushRequest, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(request.headers.authorization));
  if (!match?.[1] || !match[2])
    throw new Error(`Not a VAPID authorization: ${request.headers.authorization}`);
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const { payload } = await jwtVerify(match[1], key, { audience, algorithms: ['ES256'] });
  return { publicKey: match[2], claims: payload };
}
