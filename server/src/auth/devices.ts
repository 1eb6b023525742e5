// The device a request comes from, as a session keeps it and a person reads it: its IP and user agent, the
// browser and system named from the user agent (bowser), and the fingerprint that tells a new device.
import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { DeviceName } from '../mail/messages.ts';

/** Longer user agents are cut here (they are only read, never matched whole). */
export const USER_AGENT_MAX_LENGTH = 512;

/** Where a sign-in comes from; null when the request did not say. */
export type RequestDevice = { ip: string | null; userAgent: string | null };

/** The request's device: `request.ip` is the client's address as the TRUST_PROXY setting allows. */
export function deviceOf(request: FastifyRequest): RequestDevice {
  const userAgent = request.headers['user-agent']?.trim();
  return {
    ip: request.ip || null,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  };
}

/** A device nobody knows anything of (a session started without a request: an operator's command). */
export const UNKNOWN_DEVICE: RequestDevice = { ip: null, userAgent: null };

/** The browser and system a user agent names ("Firefox", "Linux"); empty names when it names none. */
export function describeDevice(userAgent: string | null): DeviceName & { type: string } {
  if (!userAgent) return { browser: '', os: '', type: '' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name ?? '',
    os: parsed.os.name ?? '',
    type: parsed.platform.type ?? '',
  };
}

/**
 * What makes a device "seen before" for the new-device mail: the browser, the system and the kind of
 * platform, hashed. Not the IP (a phone changes network every day, and every home address changes) nor the
 * versions (every browser update would mail the person): a person who signs in with the same browser on the
 * same kind of system gets no mail, a sign-in from any other combination does. The hash keeps the table
 * free of the user agents themselves (the sessions hold those, and go when they expire). A user agent is
 * the client's word, so this is a warning for the honest case, not a defence against a forger.
 */
export function deviceFingerprint(userAgent: string | null): string {
  const { browser, os, type } = describeDevice(userAgent);
  return createHash('sha256').update(`${browser}\n${os}\n${type}`.toLowerCase()).digest('base64url');
}
