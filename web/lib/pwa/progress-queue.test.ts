import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { enqueueProgress, flushQueue, parseQueue, type QueuedProgress } from './progress-queue';

const item = (userId: number, storyId: number, chapterId: number): QueuedProgress => ({
  userId,
  storyId,
  body: { storyId, chapterId, progress: 50, position: chapterId * 10 },
});

describe('offline reading progress queue', () => {
  it('keeps only the newest progress per user and story, in reading order', () => {
    let queue: QueuedProgress[] = [];
    queue = enqueueProgress(queue, item(1, 10, 100));
    queue = enqueueProgress(queue, item(1, 20, 200));
    queue = enqueueProgress(queue, item(1, 10, 101));
    queue = enqueueProgress(queue, item(2, 10, 100));
    expect(queue.map((q) => [q.userId, q.storyId, (q.body as { chapterId: number }).chapterId])).toEqual([
      [1, 20, 200],
      [1, 10, 101],
      [2, 10, 100],
    ]);
  });

  it('forwards each body as it was queued and empties the queue', async () => {
    const sent: unknown[] = [];
    const queue = [item(1, 10, 100), item(1, 20, 200)];
    const left = await flushQueue(queue, 1, async (body) => sent.push(body));
    expect(sent).toEqual([queue[0]?.body, queue[1]?.body]);
    expect(left).toEqual([]);
  });

  it('stops at a network failure and keeps the rest for the next time online', async () => {
    const queue = [item(1, 10, 100), item(1, 20, 200), item(1, 30, 300)];
    let calls = 0;
    const left = await flushQueue(queue, 1, async () => {
      calls += 1;
      if (calls === 2) throw new TypeError('Failed to fetch');
    });
    expect(left).toEqual([queue[1], queue[2]]);
  });

  it('drops what the server refused and what other users queued', async () => {
    const sent: unknown[] = [];
    const queue = [item(2, 5, 50), item(1, 10, 100), item(1, 20, 200)];
    const left = await flushQueue(queue, 1, async (body) => {
      if ((body as { storyId: number }).storyId === 10) throw new ApiError(404, null, 'Not Found');
      sent.push(body);
    });
    expect(sent).toEqual([queue[2]?.body]);
    expect(left).toEqual([]);
  });

  it('reads a damaged stored queue as empty', () => {
    expect(parseQueue('{oops')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
    expect(parseQueue('[{"userId":1,"storyId":2,"body":{}}, {"x":1}]')).toHaveLength(1);
  });
});
