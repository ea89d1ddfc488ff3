import type { CreatePost, Post, PostAudience } from '../../../contract/posts.js';
import { authorFollows, authorSubscriptions, subscriptionTiers } from '../../db/schema.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';

/** Inserts a tier of `author` (as the Tiers tab makes one). */
export async function buildTier(t: TestContext, author: UserRow, name: string, price = '4.99') {
  const [tier] = await t.db
    .insert(subscriptionTiers)
    .values({ authorId: author.id, name, price })
    .returning();
  return tier!;
}

/** A signed-in person of the audience sweep (`cookie` undefined: an anonymous visitor). */
export interface Viewer {
  name: string;
  user: UserRow | null;
  cookie: string | undefined;
}

/**
 * An author with tiers A and B, and one viewer of each kind (docs/reference/people.md#posts): a visitor,
 * a signed-in stranger, a follower, live subscribers of tier A and of tier B, a lapsed subscriber (tier A,
 * inactive) who also follows, and the author.
 */
export async function buildAudience(t: TestContext) {
  const author = await buildUser(t.db, { displayName: 'Mara Quill' });
  const tierA = await buildTier(t, author, 'Inner circle');
  const tierB = await buildTier(t, author, 'Patrons', '9.99');
  const [stranger, follower, subA, subB, lapsed] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => buildUser(t.db)),
  );
  const future = new Date(Date.now() + 30 * 86_400_000);
  await t.db.insert(authorFollows).values([
    { followerId: follower!.id, authorId: author.id },
    { followerId: lapsed!.id, authorId: author.id },
  ]);
  await t.db.insert(authorSubscriptions).values([
    { userId: subA!.id, authorId: author.id, tierId: tierA.id, endDate: future },
    { userId: subB!.id, authorId: author.id, tierId: tierB.id, endDate: future },
    { userId: lapsed!.id, authorId: author.id, tierId: tierA.id, isActive: false, status: 'canceled' },
  ]);
  const signedIn = async (name: string, user: UserRow): Promise<Viewer> => ({
    name,
    user,
    cookie: await signIn(t.app, user),
  });
  const viewers = {
    visitor: { name: 'visitor', user: null, cookie: undefined } as Viewer,
    stranger: await signedIn('stranger', stranger!),
    follower: await signedIn('follower', follower!),
    subA: await signedIn('subscriber of tier A', subA!),
    subB: await signedIn('subscriber of tier B', subB!),
    lapsed: await signedIn('lapsed subscriber who follows', lapsed!),
    author: await signedIn('author', author),
  };
  return { author, tierA, tierB, viewers };
}

/** Sends one request as `cookie` (undefined: anonymous). */
export function call(
  t: TestContext,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/**
 * Publishes a post through the API as `cookie`, its body holding a marker sentence unique to it.
 * @throws Error unless it answered 201
 */
export async function publish(
  t: TestContext,
  cookie: string,
  audience: PostAudience,
  extra: Partial<CreatePost> = {},
): Promise<Post & { marker: string }> {
  const marker = `Secret-${audience}-${Math.random().toString(36).slice(2)}`;
  const response = await call(t, cookie, 'POST', '/api/posts', {
    title: `A ${audience} post`,
    body: `First paragraph. ${marker}\n\nSecond paragraph.`,
    audience,
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`publish: ${response.statusCode} ${response.body}`);
  return { ...response.json<Post>(), marker };
}
