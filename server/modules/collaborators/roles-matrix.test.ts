import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, storyCollaborators } from '../../db/schema.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/*
 * Every write route on a story, as every kind of person (docs/reference/stories.md#collaborators): the
 * owner, an accepted co-author, an accepted editor, an invitee who has not accepted, a removed
 * collaborator, a signed-in stranger and a signed-out visitor. Each case gets a fresh story, so a
 * destructive route (a delete) cannot hide another's answer. A route that forgets its check answers 2xx
 * where the table expects 403 and fails here.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAPTER_MAX: '10000' });
});
afterAll(() => t.close());

const ACTORS = ['owner', 'coauthor', 'editor', 'invited', 'removed', 'stranger', 'visitor'] as const;
type Actor = (typeof ACTORS)[number];
type Outcome = '2xx' | 403 | 404 | 401;

/** The matrix (access/story-roles.ts STORY_PERMISSIONS) as statuses: who is allowed, everyone else 403. */
const ALLOWED = {
  'edit-details': ['owner', 'coauthor'],
  'write-chapters': ['owner', 'coauthor'],
  'edit-chapters': ['owner', 'coauthor', 'editor'],
  manage: ['owner'],
} as const satisfies Record<string, readonly Actor[]>;

interface World {
  story: StoryRow;
  chapterIds: number[];
  users: Record<Exclude<Actor, 'visitor'>, UserRow>;
}

interface Route {
  name: string;
  action: keyof typeof ALLOWED;
  story?: Parameters<typeof buildStory>[2];
  request: (w: World) => {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  };
}

const ROUTES: Route[] = [
  {
    name: 'PATCH /api/stories/{id} (details)',
    action: 'edit-details',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/stories/${w.story.id}`,
      payload: { title: 'A new title' },
    }),
  },
  {
    name: 'PATCH /api/stories/{id} (publish)',
    action: 'manage',
    request: (w) => ({ method: 'PATCH', url: `/api/stories/${w.story.id}`, payload: { isPublished: true } }),
  },
  {
    name: 'DELETE /api/stories/{id}',
    action: 'manage',
    request: (w) => ({ method: 'DELETE', url: `/api/stories/${w.story.id}` }),
  },
  {
    name: 'POST /api/chapters',
    action: 'write-chapters',
    request: (w) => ({
      method: 'POST',
      url: '/api/chapters',
      payload: {
        storyId: w.story.id,
        title: 'Next',
        content: 'The next morning the harbour was empty. '.repeat(5),
      },
    }),
  },
  {
    name: 'PUT /api/chapters/{id} (text)',
    action: 'edit-chapters',
    request: (w) => ({
      method: 'PUT',
      url: `/api/chapters/${w.chapterIds[0]}`,
      payload: { title: 'Edited', content: 'An edited chapter, its words changed. '.repeat(5) },
    }),
  },
  {
    name: 'PUT /api/chapters/{id} (release settings)',
    action: 'write-chapters',
    story: { accessLevel: 'premium', isPremium: true },
    request: (w) => ({
      method: 'PUT',
      url: `/api/chapters/${w.chapterIds[1]}`,
      payload: {
        title: 'Later',
        content: 'A chapter that turns free after a week. '.repeat(5),
        freeAfterDays: 7,
      },
    }),
  },
  {
    name: 'DELETE /api/chapters/{id}',
    action: 'write-chapters',
    request: (w) => ({ method: 'DELETE', url: `/api/chapters/${w.chapterIds[1]}` }),
  },
  {
    name: 'PUT /api/creator/chapters/{id}/price',
    action: 'manage',
    story: { accessLevel: 'premium', isPremium: true },
    request: (w) => ({
      method: 'PUT',
      url: `/api/creator/chapters/${w.chapterIds[1]}/price`,
      payload: { price: 199 },
    }),
  },
  {
    name: 'GET /api/creator/stories/{id}/funnel',
    action: 'manage',
    request: (w) => ({ method: 'GET', url: `/api/creator/stories/${w.story.id}/funnel` }),
  },
  {
    name: 'POST /api/stories/{id}/collaborators',
    action: 'manage',
    request: (w) => ({
      method: 'POST',
      url: `/api/stories/${w.story.id}/collaborators`,
      payload: {
        username: w.users.stranger.username === null ? 'x' : `${w.users.stranger.username}`,
        role: 'editor',
      },
    }),
  },
  {
    name: 'PATCH /api/stories/{id}/collaborators/{userId}',
    action: 'manage',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/stories/${w.story.id}/collaborators/${w.users.editor.id}`,
      payload: { shareBps: 1000 },
    }),
  },
  {
    name: 'DELETE /api/stories/{id}/collaborators/{userId} (someone else)',
    action: 'manage',
    request: (w) => ({
      method: 'DELETE',
      url: `/api/stories/${w.story.id}/collaborators/${w.users.coauthor.id}`,
    }),
  },
];

/** What `actor` gets from a route needing `action`: 401 signed out, 2xx when allowed, else 403. */
function expected(actor: Actor, action: keyof typeof ALLOWED, route: Route): Outcome {
  if (actor === 'visitor') return 401;
  // The owner removing the co-author is the owner's; the co-author removing themself is leaving (2xx).
  if (route.name.startsWith('DELETE /api/stories/{id}/collaborators') && actor === 'coauthor') return '2xx';
  return (ALLOWED[action] as readonly Actor[]).includes(actor) ? '2xx' : 403;
}

let people: World['users'];
const cookies = new Map<Actor, string | undefined>();

beforeAll(async () => {
  const make = () => buildUser(t.db);
  people = {
    owner: await make(),
    coauthor: await make(),
    editor: await make(),
    invited: await make(),
    removed: await make(),
    stranger: await make(),
  };
  for (const actor of ACTORS)
    cookies.set(actor, actor === 'visitor' ? undefined : await signIn(t.app, people[actor]));
});

/** A fresh story of the owner's with its team: co-author and editor accepted, an invitee, a removed one. */
async function world(overrides: Route['story']): Promise<World> {
  const story = await buildStory(t.db, people.owner, { isPublished: true, ...overrides }, 2);
  const accepted = { status: 'accepted', acceptedAt: new Date() };
  await t.db.insert(storyCollaborators).values([
    { storyId: story.id, userId: people.coauthor.id, role: 'coauthor', ...accepted },
    { storyId: story.id, userId: people.editor.id, role: 'editor', ...accepted },
    { storyId: story.id, userId: people.invited.id, role: 'coauthor' },
    { storyId: story.id, userId: people.removed.id, role: 'coauthor', ...accepted },
  ]);
  await t.db
    .delete(storyCollaborators)
    .where(and(eq(storyCollaborators.storyId, story.id), eq(storyCollaborators.userId, people.removed.id)));
  const rows = await t.db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.storyId, story.id))
    .orderBy(chapters.orderIndex);
  return { story, chapterIds: rows.map((r) => r.id), users: people };
}

describe('every write route checks the role on the server', () => {
  for (const route of ROUTES) {
    it(route.name, async () => {
      const got: Record<string, Outcome | number> = {};
      const want: Record<string, Outcome> = {};
      for (const actor of ACTORS) {
        const w = await world(route.story);
        const cookie = cookies.get(actor);
        const response = await t.app.inject({ ...route.request(w), headers: cookie ? { cookie } : {} });
        const status = response.statusCode;
        got[actor] = status >= 200 && status < 300 ? '2xx' : status;
        want[actor] = expected(actor, route.action, route);
      }
      expect(got).toEqual(want);
    });
  }

  it('a draft answers 404 to everyone without a role, as if it did not exist', async () => {
    const w = await world({ isPublished: false });
    for (const actor of ['invited', 'removed', 'stranger'] as const) {
      const cookie = cookies.get(actor)!;
      const chapter = await t.app.inject({
        method: 'DELETE',
        url: `/api/chapters/${w.chapterIds[0]}`,
        headers: { cookie },
      });
      const story = await t.app.inject({ url: `/api/stories/${w.story.id}`, headers: { cookie } });
      expect([chapter.statusCode, story.statusCode]).toEqual([404, 404]);
    }
    for (const actor of ['coauthor', 'editor'] as const) {
      const story = await t.app.inject({
        url: `/api/stories/${w.story.id}`,
        headers: { cookie: cookies.get(actor)! },
      });
      expect(story.statusCode).toBe(200);
      expect(story.json().viewerRole).toBe(actor);
    }
  });
});
