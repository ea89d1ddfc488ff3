import { type ServerFrame, ZServerFrame } from '../../contract/ws';

/**
 * A server frame from a socket message's data, or null when it is not JSON or not a known frame
 * (contract/ws.ts). Its own module so that the live socket imports zod only when a frame arrives.
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ZServerFrame.safeParse(json);
  return parsed.success ? parsed.data : null;
}
