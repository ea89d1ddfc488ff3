import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from './factories.js';

/**
 * Real rows of every kind a route's path can name, made through the API as people make them (demo
 * payments): an author with a public story and a premium one, a tier, a reader who bookmarked, read,
 * rated, proposed, voted, chatted, bought, subscribed and wrote to the author, and a third user the author
 * invited to co-write. Sweeps over every route
 * (server/test/fuzz.test.ts, server/plugins/openapi-answers.test.ts) fill path parameters from it.
 */
export interface SeededWorld {
  author: UserRow;
  authorCookie: string;
  reader: UserRow;
  readerCookie: string;
  /** Published, public, two chapters; `chapterId` is its latest chapter. */
  story: StoryRow;
  chapterId: number;
  premiumStory: StoryRow;
  tierId: number;
  proposalId: number;
  chatMessageId: number;
  paymentId: number;
  subscriptionId: number;
  /** An invitation to a third user to co-write `story`, not yet accepted. */
  collaborationId: number;
  /** The author's public poll post, voted in by the reader (docs/reference/people.md#posts). */
  postId: number;
}

/** Sends one request as `cookie`; returns the JSON answer. @throws Error unless it answered 2xx */
async function call(app: App, cookie: string, method: string, url: string, payload?: object) {
  const response = await app.inject({
    method: method as 'POST',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) {
    throw new Error(`seeding ${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response.body ? response.json() : null;
}

/** Makes a `SeededWorld` on `app` and `db`. @throws Error naming the request that failed */
export async function seedWorld(app: App, db: Db): Promise<SeededWorld> {
  const author = await buildUser(db);
  const reader = await buildUser(db);
  const authorCookie = await signIn(app, author);
  const readerCookie = await signIn(app, reader);
  const as = (cookie: string) => (method: string, url: string, payload?: object) =>
    call(app, cookie, method, url, payload);
  const byAuthor = as(authorCookie);
  const byReader = as(readerCookie);

  const story = await buildStory(
    db,
    author,
    { summary: 'A lighthouse at the end of the world.', tags: ['Lighthouse keepers'] },
    2,
  );
  const premiumStory = await buildStory(db, author, { accessLevel: 'premium', isPremium: true }, 2);
  const chapters: { id: number }[] = await byReader('GET', `/api/stories/${story.id}/chapters`);
  const chapterId = chapters.at(-1)!.id;

  const tier = await byAuthor('POST', '/api/creator/subscription-tiers', {
    name: 'Patron',
    description: 'Early chapters',
    price: '4.99',
    benefits: ['Early chapters', 'A thank-you note'],
  });
  await byReader('POST', '/api/bookmarks', { storyId: story.id });
  await byReader('POST', '/api/reading-progress', { storyId: story.id, chapterId, progress: 50 });
  await byReader('PUT', `/api/stories/${story.id}/rating`, { rating: 4, review: 'Salt and light.' });
  const proposal = await byReader('POST', '/api/branch-proposals', {
    storyId: story.id,
    chapterId,
    title: 'A second staircase',
    content: 'The keeper finds a second staircase that leads under the sea.',
  });
  await byAuthor('POST', '/api/votes', { proposalId: proposal.id });
  const chat = await byReader('POST', `/api/stories/${story.id}/chapters/${chapterId}/messages`, {
    message: 'The lamp scene!',
  });
  const purchase = await byReader('POST', '/api/purchase-content', {
    storyId: premiumStory.id,
    amount: '2.99',
  });
  const subscription = await byReader('POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
  await byAuthor('PUT', '/api/creator/tip-jar', { enabled: true });
  await byReader('POST', '/api/tips', { authorId: author.id, amount: '5', storyId: story.id });
  await byReader('POST', `/api/messages/${author.username}`, { message: 'Thank you for the story.' });
  const invitee = await buildUser(db);
  const collaboration = await byAuthor('POST', `/api/stories/${story.id}/collaborators`, {
    username: invitee.username,
    role: 'coauthor',
  });
  const post = await byAuthor('POST', '/api/posts', {
    title: 'Which keeper next?',
    body: 'Vote for the next keeper of the lighthouse.',
    audience: 'public',
    poll: { options: ['Ada', 'Brann'] },
  });
  await byReader('POST', `/api/posts/${post.id}/vote`, { optionId: post.poll.options[0].id });
  return {
    author,
    authorCookie,
    reader,
    readerCookie,
    story,
    chapterId,
    premiumStory,
    tierId: tier.id,
    proposalId: proposal.id,
    chatMessageId: chat.id,
    paymentId: purchase.paymentId,
    subscriptionId: subscription.subscription.id,
    collaborationId: collaboration.id,
    postId: post.id,
  };
}

/** The row of `world` each route path names with `:id` (or `{id}`), by the path's resource. */
const idByResource: [RegExp, (world: SeededWorld) => number][] = [
  [/^\/api\/(creator\/)?stories\//, (w) => w.story.id],
  [/^\/api\/(creator\/)?chapters\//, (w) => w.chapterId],
  [/^\/api\/proposals\//, (w) => w.proposalId],
  [/^\/api\/users\//, (w) => w.author.id],
  [/^\/api\/creator\/subscription-tiers\//, (w) => w.tierId],
  [/^\/api\/subscriptions\//, (w) => w.subscriptionId],
  [/^\/api\/chat-messages\//, (w) => w.chatMessageId],
  [/^\/api\/creator\/payments\//, (w) => w.paymentId],
  [/^\/api\/collaborations\//, (w) => w.collaborationId],
  [/^\/api\/posts\//, (w) => w.postId],
];

/**
 * A real value from `world` for the parameter `name` of the route `url` (path or required query).
 * @throws Error for a parameter it does not know: teach it, so a new route is swept with real rows
 */
export function paramValue(world: SeededWorld, url: string, name: string): string {
  switch (name) {
    case 'userId':
    case 'authorId':
      return String(world.author.id);
    case 'username':
      return world.author.username!;
    case 'storyId':
      return String(world.story.id);
    case 'chapterId':
      return String(world.chapterId);
    case 'file':
      return url.startsWith('/sitemaps/') ? 'stories-1.xml' : 'missing.png';
    case 'q':
      return 'lighthouse';
    case 'prefix':
      return 'light'; // the seeded story's tag "Lighthouse keepers"

    case 'id': {
      const match = idByResource.find(([pattern]) => pattern.test(url));
      if (match) return String(match[1](world));
      break;
    }
  }
  throw new Error(`seeded-world.ts has no value for parameter "${name}" of ${url}`);
}

/** `url` (Fastify's `/api/stories/:id` or OpenAPI's `/api/stories/{id}`) with real values from `world`. */
export function fillPath(world: SeededWorld, url: string): string {
  return url.replace(/:([A-Za-z]+)|\{([A-Za-z]+)\}/g, (_, colon, brace) =>
    encodeURIComponent(paramValue(world, url, colon ?? brace)),
  );
}
