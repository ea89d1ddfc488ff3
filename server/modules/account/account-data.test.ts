import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../contract/account.js';
import {
  ageVerifications,
  aiGenerations,
  authorSubscriptions,
  bookmarks,
  branchProposals,
  chapters,
  chatMessages,
  contentPurchases,
  directMessages,
  notifications,
  payments,
  readingProgress,
  stories,
  storyRatings,
  storyReads,
  subscriptionTiers,
  users,
  votes,
} from '../../db/schema.js';
import { buildUser, signIn, TEST_PASSWORD, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildFootprint } from './test-footprint.js';

/** Data export and account deletion (docs/reference/people.md#settings) against the real database. */
let t: TestContext;
let ada: UserRow;
let bo: UserRow;
let cy: UserRow;
const marker = `qzada${process.pid}`;
const boMarker = `qzbo${process.pid}`;

beforeAll(async () => {
  t = await createTestApp();
  ada = await buildUser(t.db, {
    username: marker,
    email: `${marker}@example.test`,
    displayName: `Ada ${marker}`,
    bio: `Bio ${marker}`,
  });
  bo = await buildUser(t.db, {
    username: boMarker,
    email: `${boMarker}@example.test`,
    displayName: `Bo ${boMarker}`,
  });
  cy = await buildUser(t.db, { displayName: 'Cy' });
  await buildFootprint(t.db, ada, bo, marker);
  await buildFootprint(t.db, bo, cy, boMarker);
});
afterAll(() => t.close());

type Section = [table: PgTable & { id: AnyPgColumn }, owner: AnyPgColumn];
const sections = (): Record<string, Section> => ({
  stories: [stories, stories.authorId],
  subscriptionTiers: [subscriptionTiers, subscriptionTiers.authorId],
  bookmarks: [bookmarks, bookmarks.userId],
  readingProgress: [readingProgress, readingProgress.userId],
  storyReads: [storyReads, storyReads.userId],
  ageVerifications: [ageVerifications, ageVerifications.userId],
  proposals: [branchProposals, branchProposals.proposerId],
  votes: [votes, votes.userId],
  ratings: [storyRatings, storyRatings.userId],
  chatMessages: [chatMessages, chatMessages.userId],
  subscriptions: [authorSubscriptions, authorSubscriptions.userId],
  paymentsMade: [payments, payments.userId],
  paymentsReceived: [payments, payments.authorId],
  contentPurchases: [contentPurchases, contentPurchases.userId],
  notifications: [notifications, notifications.userId],
  aiGenerations: [aiGenerations, aiGenerations.userId],
});

const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

async function exportOf(user: UserRow) {
  const cookie = await signIn(t.app, user);
  const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="storyloom-\d+-[\d-]+\.json"$/,
  );
  return { body: response.body, data: JSON.parse(response.body) as Record<string, unknown> };
}

describe('download all my data', () => {
  it('holds every row of the user, table by table', async () => {
    const { data } = await exportOf(ada);
    for (const [name, [table, owner]] of Object.entries(sections())) {
      const rows = await t.db.select({ id: table.id }).from(table).where(eq(owner, ada.id));
      const expected = ids(rows as { id: number }[]);
      expect(expected.length, name).toBeGreaterThan(0);
      expect(ids(data[name] as { id: number }[]), name).toEqual(expected);
    }
    const ownStoryIds = ids(
      await t.db.select({ id: stories.id }).from(stories).where(eq(stories.authorId, ada.id)),
    );
    const ownChapters = await t.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(inArray(chapters.storyId, ownStoryIds));
    expect(ids(data.chapters as { id: number }[])).toEqual(ids(ownChapters));
    const dms = await t.db
      .select({ id: directMessages.id })
      .from(directMessages)
      .where(or(eq(directMessages.senderId, ada.id), eq(directMessages.recipientId, ada.id)));
    expect(ids(data.directMessages as { id: number }[])).toEqual(ids(dms));
    const profile = data.profile as Record<string, unknown>;
    expect(profile.email).toBe(ada.email);
    expect(profile).not.toHaveProperty('password');
    expect((data.sessions as unknown[]).length).toBeGreaterThan(0);
    expect(data.follows).toEqual([
      { authorId: bo.id, username: bo.username, followedAt: expect.any(String) },
    ]);
    expect(data.followerCount).toBe(1);
    for (const name of [
      'notificationPreferences',
      'pushSubscriptions',
      'images',
      'characters',
      'earnings',
      'blockedUsers',
    ]) {
      expect((data[name] as unknown[]).length, name).toBeGreaterThan(0);
    }
  });

  it('holds nothing of other people', async () => {
    const { body, data } = await exportOf(ada);
    // Bo's public username names the other side of a message; nothing else of Bo's may appear
    // (email, display name, stories, messages, tip notes: all carry the marker).
    expect(body.replaceAll(`"${bo.username}"`, '')).not.toContain(boMarker);
    expect(body).not.toContain(cy.username!);
    expect(body).not.toContain(bo.email);
    expect(body).not.toMatch(/\$argon2/);
    // A received payment does not name its payer.
    for (const payment of data.paymentsReceived as Record<string, unknown>[]) {
      expect(payment).not.toHaveProperty('userId');
    }
  });
});

describe('delete my account', () => {
  const call = (cookie: string, payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: payload as object });

  it('needs the typed confirmation and the current password', async () => {
    const cookie = await signIn(t.app, ada);
    const unconfirmed = await call(cookie, { currentPassword: TEST_PASSWORD, confirmation: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.confirmation' });
    const wrong = await call(cookie, { currentPassword: 'not-it', confirmation: DELETE_CONFIRMATION });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'body.currentPassword' });
    expect(await t.db.select().from(users).where(eq(users.id, ada.id))).toHaveLength(1);
  });

  it('leaves no personal data in any table, keeps payments for the ledgers and others intact', async () => {
    const paymentsBefore = await t.db.select().from(payments).where(eq(payments.userId, ada.id));
    const boStoriesBefore = await t.db.select().from(stories).where(eq(stories.authorId, bo.id));
    const cookie = await signIn(t.app, ada);
    const response = await call(cookie, {
      currentPassword: TEST_PASSWORD,
      confirmation: DELETE_CONFIRMATION,
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(401);

    // Every table of the schema, read as text: nothing Ada wrote or was called survives.
    const tables = await rowsOf<{ name: string }>(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const [row] = await rowsOf<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} t WHERE t::text ILIKE ${`%${marker}%`}`,
      );
      expect(row!.n, name).toBe(0);
    }
    // Every column that points at a user no longer points at Ada; sessions keep the id in JSON.
    const columns = await rowsOf<{ tbl: string; col: string }>(
      sql`SELECT c.conrelid::regclass::text AS tbl, a.attname AS col FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );
    expect(columns.length).toBeGreaterThan(15);
    for (const { tbl, col } of columns) {
      const [row] = await rowsOf<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(tbl)} WHERE ${sql.identifier(col)} = ${ada.id}`,
      );
      expect(row!.n, `${tbl}.${col}`).toBe(0);
    }
    expect(await rowsOf(sql`SELECT 1 FROM sessions WHERE (sess->>'userId')::int = ${ada.id}`)).toHaveLength(
      0,
    );
    // Ada's follows went both ways (the loop above covers author_follows' two columns): Bo's page now
    // counts Cy alone (Ada and Cy followed Bo before).
    const boPage = (await t.app.inject({ url: `/api/authors/${bo.username}` })).json();
    expect(boPage.followerCount).toBe(1);

    // The payments Ada made stay in Bo's ledger, anonymous.
    const kept = await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          paymentsBefore.map((p) => p.id),
        ),
      );
    expect(kept).toHaveLength(paymentsBefore.length);
    for (const payment of kept) {
      expect(payment).toMatchObject({ userId: null, message: null, idempotencyKey: null, authorId: bo.id });
    }
    expect(await t.db.select().from(stories).where(eq(stories.authorId, bo.id))).toHaveLength(
      boStoriesBefore.length,
    );
    const boCookie = await signIn(t.app, bo);
    const received = await t.app.inject({
      method: 'GET',
      url: '/api/creator/payments',
      headers: { cookie: boCookie },
    });
    if (received.statusCode === 200) expect(JSON.stringify(received.json())).toContain('Deleted reader');
  });
});
