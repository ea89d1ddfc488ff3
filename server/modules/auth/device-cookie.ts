import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'storyloom.device';
/** A device stays known for a year after its last successful sign-in. */
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** A device cookie's content: the account it signed in to and the device's random id. */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

/**
 * The signed device cookie of this browser, or null when absent or tampered with. Issued at each
 * successful sign-in (OWASP "Slow Brute Force Attack and Device Cookies"), it lets the account's owner
 * sign in while strangers' failures slow the account down.
 */
export function readKnownDevice(request: FastifyRequest): KnownDevice | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > 200) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{16,64})$/.exec(unsigned.value);
  if (!match) return null;
  return { userId: Number(match[1]), deviceId: match[2]! };
}

/** Sets (or renews) the device cookie for `userId`, keeping the device's id when it already had one. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  deviceId: string | null,
): void {
  const id = deviceId ?? randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${userId}.${id}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    signed: true,
    expires: new Date(Date.now() + DEVICE_TTL_MS),
  });
}
