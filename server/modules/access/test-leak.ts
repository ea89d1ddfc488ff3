import { expect } from 'vitest';
import { countWords } from '../../../contract/words.js';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';

/*
 * The leak tests' story (ADR 0014): three chapters, the second locked for most viewers and holding a
 * marker word all through past any preview, with a chat message and a proposal, and the URLs of the app's
 * route patterns for it. Shared by leak.test.ts (reads), leak-writes.test.ts (every other method) and
 * leak-jobs.test.ts (the socket and the jobs).
 */

/** `n` sentences of neutral text (about 60 characters each), the same in every chapter. */
export const filler = (n: number) => 'The tide came in over the grey stones of the harbour wall. '.repeat(n);

export interface Scenario {
  name: string;
  author: UserRow;
  story: StoryRow;
  /** Chapter ids in order: [free first chapter, the locked chapter with the marker, the latest]. */
  chapterIds: [number, number, number];
  /**
   * A word found nowhere else, repeated through the locked chapter after its first 240 characters (more
   * than any preview): any piece of the locked text past the preview, however it is cut (a passage, a
   * summary, an excerpt), carries it.
   */
  marker: string;
  proposalId: number;
  /** The author's chat message in the marked chapter. */
  messageId: number;
}

let sequence = 0;

/** A story of three chapters whose second holds `marker` all through, past any preview. */
export async function scenario(
  t: TestContext,
  name: string,
  overrides: Parameters<typeof buildStory>[2],
  storyAuthor?: UserRow,
): Promise<Scenario> {
  const author = storyAuthor ?? (await buildUser(t.db));
  const marker = `Quillon${++sequence}x${process.pid}`;
  const story = await buildStory(
    t.db,
    author,
    { title: `Harbour ${name}`, previewLength: 200, ...overrides },
    0,
  );
  const locked = `${filler(4)}${`${marker} was the thief all along. `.repeat(40)}${filler(2)}`;
  const texts = [filler(20), locked, filler(20)];
  const ids: number[] = [];
  for (const [index, content] of texts.entries()) {
    const [row] = await t.db
      .insert(chapters)
      .values({
        storyId: story.id,
        authorId: author.id,
        title: `Part ${index + 1}`,
        content,
        orderIndex: index + 1,
        isCanon: true,
        wordCount: countWords(content),
      })
      .returning({ id: chapters.id });
    ids.push(row!.id);
  }
  const cookie = await signIn(t.app, author);
  const message = await t.app.inject({
    method: 'POST',
    url: `/api/stories/${story.id}/chapters/${ids[1]}/messages`,
    headers: { cookie },
    payload: { message: 'The author says hello.' },
  });
  expect(message.statusCode, message.body).toBe(201);
  const proposal = await t.app.inject({
    method: 'POST',
    url: '/api/branch-proposals',
    headers: { cookie },
    payload: {
      storyId: story.id,
      chapterId: ids[2],
      title: 'The keeper returns',
      content: 'The keeper comes back to the harbour with a lantern and a secret.',
    },
  });
  expect(proposal.statusCode, proposal.body).toBe(201);
  return {
    name,
    author,
    story,
    chapterIds: ids as Scenario['chapterIds'],
    marker,
    proposalId: proposal.json().id,
    messageId: message.json().id,
  };
}

/** The concrete URLs of a route pattern for a scenario; undefined when a parameter is unknown. */
export function urlsFor(pattern: string, s: Scenario): string[] | undefined {
  const [, ch2, ch3] = s.chapterIds;
  const query: Record<string, string[]> = {
    '/api/content-access': [`?storyId=${s.story.id}`, `?storyId=${s.story.id}&chapterId=${ch2}`],
    '/api/stories/search': ['', `?q=Harbour&limit=100`, `?q=${encodeURIComponent(s.story.title)}`],
    '/api/stories/trending': ['', '?limit=100'],
  };
  const idByPrefix: [RegExp, number][] = [
    [/^\/api\/stories\/:id/, s.story.id],
    [/^\/api\/chapters\/:id/, ch2],
    [/^\/api\/proposals\/:id/, s.proposalId],
    [/^\/api\/users\/:id/, s.author.id],
    [/^\/api\/creator\/stories\/:id/, s.story.id],
    [/^\/api\/creator\/chapters\/:id/, ch2],
    [/^\/api\/chat-messages\/:id/, s.messageId],
  ];
  const values: Record<string, string> = {
    storyId: String(s.story.id),
    chapterId: String(ch2),
    authorId: String(s.author.id),
    userId: String(s.author.id),
    username: s.author.username ?? '',
    file: '1.xml',
  };
  let unknown = false;
  const url = pattern.replace(/:(\w+)/g, (_, param: string) => {
    if (param === 'id') {
      const match = idByPrefix.find(([prefix]) => prefix.test(pattern));
      if (match) return String(match[1]);
    } else if (values[param] !== undefined) return values[param]!;
    unknown = true;
    return '';
  });
  if (unknown) return undefined;
  const urls = (query[pattern] ?? ['']).map((q) => url + q);
  // The latest chapter too: its proposals and votes, and its text for buyers of it.
  if (pattern.startsWith('/api/chapters/:id')) urls.push(url.replace(String(ch2), String(ch3)));
  return urls;
}
