import { randomBytes } from 'node:crypto';

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more ("payload string too long"). A chat frame is
 * far below (500 characters of message), but a tally of many proposals need not be: larger payloads go
 * as numbered parts and are put back together by the listener.
 */
export const MAX_NOTIFY_BYTES = 7900;
/** UTF-16 units per part: at most 3 UTF-8 bytes each (a 4-byte character is 2 units), ~6,000 bytes. */
const PART_UNITS = 2000;
/** The largest event sent at all (bytes of JSON); larger is a bug upstream, refused loudly. */
export const MAX_EVENT_BYTES = 256 * 1024;
/** Parts are "~{id}:{index}:{count}:{text}"; a whole payload is JSON and starts with "{". */
const PART_PREFIX = '~';

/**
 * Splits `json` into NOTIFY payloads: itself when small enough, else numbered parts that never split a
 * surrogate pair.
 * @throws Error when `json` is over MAX_EVENT_BYTES
 */
export function encodeNotifyPayloads(json: string): string[] {
  const bytes = Buffer.byteLength(json);
  if (bytes <= MAX_NOTIFY_BYTES) return [json];
  if (bytes > MAX_EVENT_BYTES) throw new Error(`event of ${bytes} bytes is over ${MAX_EVENT_BYTES}`);
  const slices: string[] = [];
  for (let start = 0; start < json.length; ) {
    let end = Math.min(start + PART_UNITS, json.length);
    const last = json.charCodeAt(end - 1);
    if (end < json.length && last >= 0xd800 && last <= 0xdbff) end--; // keep the pair together
    slices.push(json.slice(start, end));
    start = end;
  }
  const id = randomBytes(6).toString('base64url');
  return slices.map((text, index) => `${PART_PREFIX}${id}:${index}:${slices.length}:${text}`);
}

interface Pending {
  parts: (string | undefined)[];
  received: number;
}

/**
 * Puts parted payloads back together. `accept` returns the whole JSON once its last part arrives (in
 * any order), null meanwhile or for a malformed part. At most `maxPending` events are held; the oldest
 * is dropped past that (its other parts were lost with a dropped connection).
 */
export function createReassembler(maxPending = 64) {
  const pending = new Map<string, Pending>();
  return {
    accept(payload: string): string | null {
      if (!payload.startsWith(PART_PREFIX)) return payload;
      const match = /^~([\w-]+):(\d+):(\d+):/.exec(payload);
      if (!match) return null;
      const [header, id, indexText, countText] = match as unknown as [string, string, string, string];
      const index = Number(indexText);
      const count = Number(countText);
      if (count < 1 || count > 1000 || index >= count) return null;
      let entry = pending.get(id);
      if (!entry) {
        entry = { parts: new Array(count), received: 0 };
        pending.set(id, entry);
        if (pending.size > maxPending) pending.delete(pending.keys().next().value!);
      }
      if (entry.parts[index] === undefined) entry.received++;
      entry.parts[index] = payload.slice(header.length);
      if (entry.received < count) return null;
      pending.delete(id);
      return entry.parts.join('');
    },
    /** Forgets every partial event (after a reconnect, their missing parts will never come). */
    reset(): void {
      pending.clear();
    },
  };
}
