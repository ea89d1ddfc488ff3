import { describe, expect, it } from 'vitest';
import {
  createReassembler,
  encodeNotifyPayloads,
  MAX_EVENT_BYTES,
  MAX_NOTIFY_BYTES,
} from './notify-chunks.js';

const shuffle = <T>(items: T[]) => [...items].reverse();

describe('NOTIFY payloads', () => {
  it('sends a small event as one JSON payload', () => {
    const json = JSON.stringify({ chapterId: 1, frame: { type: 'joined' } });
    expect(encodeNotifyPayloads(json)).toEqual([json]);
    expect(createReassembler().accept(json)).toBe(json);
  });

  it('splits a large event into parts under the limit, whole characters only, and joins them in any order', () => {
    const json = JSON.stringify({ text: '章🙂é'.repeat(6000) }); // 3-, 4- and 2-byte characters
    const parts = encodeNotifyPayloads(json);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
      expect(Buffer.from(part).toString()).toBe(part); // no lone surrogate
    }
    const parts2 = encodeNotifyPayloads(JSON.stringify({ other: 'x'.repeat(20_000) }));
    const reassembler = createReassembler();
    const whole: string[] = [];
    // Two events' parts interleaved, each in reverse order.
    for (const [i, part] of shuffle(parts).entries()) {
      for (const payload of [part, shuffle(parts2)[i]]) {
        if (payload === undefined) continue;
        const done = reassembler.accept(payload);
        if (done !== null) whole.push(done);
      }
    }
    expect(whole).toHaveLength(2);
    expect(whole).toContain(json);
  });

  it('refuses an event over the largest size, ignores malformed parts and forgets partial events on reset', () => {
    expect(() => encodeNotifyPayloads(`"${'x'.repeat(MAX_EVENT_BYTES)}"`)).toThrow(/over/);
    const reassembler = createReassembler();
    expect(reassembler.accept('~bad')).toBeNull();
    expect(reassembler.accept('~abc:5:2:x')).toBeNull();
    const [first, second] = encodeNotifyPayloads(JSON.stringify({ text: 'y'.repeat(10_000) }));
    expect(reassembler.accept(first!)).toBeNull();
    reassembler.reset();
    expect(reassembler.accept(second!)).toBeNull();
  });
});
