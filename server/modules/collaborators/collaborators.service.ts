import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Collaboration,
  Collaborator,
  CollaboratorRole,
  CollaboratorStatus,
  ZInviteCollaboratorRequest,
  ZUpdateCollaboratorRequest,
} from '../../../contract/collaborators.js';
import type { DbOrTx } from '../../db/client.js';
import { stories, storyCollaborators, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getStoryFor, storyRoleOf } from '../access/story-roles.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { imageUrlFor, imageVersion, listedImage } from '../images/listed-image.js';
import type { NewNotification } from '../notifications/notifications.query.js';

/*
 * A story's collaborators (docs/reference/stories.md#collaborators, ADR 0032): the owner invites a user by
 * username as co-author or editor; the invitee accepts or declines in the app; the owner sets each one's
 * share of the story's author earnings (basis points, at most 10000 together) and removes anyone; a
 * collaborator may leave. Who may do what is the one matrix of access/story-roles.ts.
 */

/** The most basis points a story's collaborators may hold together (100 %). */
export const MAX_TOTAL_SHARE_BPS = 10_000;

const collaboratorColumns = {
  id: storyCollaborators.id,
  userId: storyCollaborators.userId,
  username: users.username,
  displayName: users.displayName,
  image: listedImage(users.profileImageUrl),
  imageVersion: imageVersion(users.updatedAt),
  role: storyCollaborators.role,
  status: storyCollaborators.status,
  shareBps: storyCollaborators.shareBps,
};

type CollaboratorSelect = {
  id: number;
  userId: number;
  username: string | null;
  displayName: string | null;
  image: string | null;
  imageVersion: number;
  role: string;
  status: string;
  shareBps: number;
};

/** A collaborator row as JSON; the CHECK constraints allow only the contract's roles and statuses. */
function presentCollaborator(row: CollaboratorSelect): Collaborator {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username ?? 'unknown',
    displayName: row.displayName || row.username || 'Unknown',
    profileImageUrl: imageUrlFor(row.image, `/api/users/${row.userId}/avatar`, row.imageVersion),
    role: row.role as CollaboratorRole,
    status: row.status as CollaboratorStatus,
    shareBps: row.shareBps,
  };
}

async function selectCollaborators(db: DbOrTx, storyId: number, userId?: number): Promise<Collaborator[]> {
  const rows = await db
    .select(collaboratorColumns)
    .from(storyCollaborators)
    .innerJoin(users, eq(users.id, storyCollaborators.userId))
    .where(
      and(
        eq(storyCollaborators.storyId, storyId),
        userId === undefined ? undefined : eq(storyCollaborators.userId, userId),
      ),
    )
    .orderBy(asc(storyCollaborators.createdAt), asc(storyCollaborators.id));
  return rows.map(presentCollaborator);
}

/**
 * Throws unless the shares of the story's collaborators, with `userId`'s set to `shareBps`, add up to at
 * most 10000 basis points (the owner keeps the rest). Runs in the caller's transaction after the story
 * row is locked, so two owners' tabs cannot both pass.
 * @throws AppError VALIDATION_ERROR (400, field body.shareBps)
 */
async function assertSharesFit(tx: DbOrTx, storyId: number, userId: number, shareBps: number) {
  const [{ others } = { others: 0 }] = await tx
    .select({ others: sql<number>`coalesce(sum(${storyCollaborators.shareBps}), 0)::int` })
    .from(storyCollaborators)
    .where(and(eq(storyCollaborators.storyId, storyId), ne(storyCollaborators.userId, userId)));
  if (Number(others) + shareBps > MAX_TOTAL_SHARE_BPS) {
    const left = Math.max(0, MAX_TOTAL_SHARE_BPS - Number(others));
    throw new AppError(
      'VALIDATION_ERROR',
      `The collaborators' shares may not add up to more than 100 %; at most ${left / 100} % is left.`,
      { field: 'body.shareBps' },
    );
  }
}

/** Locks the story row for the rest of the transaction (share checks and inserts queue behind it). */
async function lockStory(tx: DbOrTx, storyId: number): Promise<void> {
  await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, storyId)).for('update');
}

/**
 * POST /api/stories/{id}/collaborators: the owner invites a user by username as co-author or editor,
 * with an optional share (basis points). Creates an 'invited' row; the caller sends the invitee the
 * returned notification (docs/reference/stories.md#collaborators).
 * @returns the new collaborator row and the notification to insert for the invitee
 * @throws AppError UNAUTHENTICATED, STORY_NOT_FOUND, ACCESS_DENIED (not the owner), USER_NOT_FOUND (404),
 *   CANNOT_INVITE_YOURSELF (400), COLLABORATOR_EXISTS (409: already invited or collaborating),
 *   VALIDATION_ERROR (400, body.shareBps: the shares would exceed 10000)
 */
export async function inviteCollaborator(
  db: DbOrTx,
  viewer: SessionUser,
  storyId: number,
  input: z.output<typeof ZInviteCollaboratorRequest>,
): Promise<{ collaborator: Collaborator; notification: NewNotification }> {
  const story = await getStoryFor(db, viewer, storyId, 'manage');
  const [invitee] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  if (!invitee) throw new AppError('USER_NOT_FOUND', `No one is called @${input.username}.`);
  if (invitee.id === story.authorId) throw new AppError('CANNOT_INVITE_YOURSELF');
  const shareBps = input.shareBps ?? 0;
  const inserted = await db.transaction(async (tx) => {
    await lockStory(tx, storyId);
    await assertSharesFit(tx, storyId, invitee.id, shareBps);
    const [row] = await tx
      .insert(storyCollaborators)
      .values({ storyId, userId: invitee.id, role: input.role, shareBps, invitedById: viewer.id })
      .onConflictDoNothing()
      .returning({ id: storyCollaborators.id });
    return row;
  });
  if (!inserted) throw new AppError('COLLABORATOR_EXISTS');
  const [collaborator] = await selectCollaborators(db, storyId, invitee.id);
  const [owner] = await db
    .select({ username: users.username, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, viewer.id));
  const ownerName = owner?.displayName || owner?.username || 'An author';
  const part = input.role === 'coauthor' ? 'co-write' : 'edit';
  return {
    collaborator: collaborator!,
    notification: {
      userId: invitee.id,
      type: 'collaboration_invite',
      title: `${ownerName} invited you to ${part} “${story.title}”`.slice(0, 200),
      body: 'Accept or decline the invitation in your Library.',
      link: '/library#collaborations',
      actorId: viewer.id,
      dedupeKey: `collab-invite:${inserted.id}`,
    },
  };
}

/**
 * GET /api/stories/{id}/collaborators: every invitation and collaborator of the story, oldest first, for
 * its owner and accepted collaborators (docs/reference/stories.md#collaborators).
 * @throws AppError STORY_NOT_FOUND (also drafts the viewer has no role on), ACCESS_DENIED (403: no role)
 */
export async function listCollaborators(
  db: DbOrTx,
  viewer: SessionUser,
  storyId: number,
): Promise<Collaborator[]> {
  const story = await getVisibleStory(db, viewer, storyId);
  if ((await storyRoleOf(db, viewer, story)) === null) throw new AppError('ACCESS_DENIED');
  return selectCollaborators(db, storyId);
}

/**
 * PATCH /api/stories/{id}/collaborators/{userId}: the owner changes a collaborator's role or share.
 * @throws AppError STORY_NOT_FOUND, ACCESS_DENIED (not the owner), COLLABORATION_NOT_FOUND (404),
 *   VALIDATION_ERROR (400, body.shareBps: the shares would exceed 10000)
 */
export async function updateCollaborator(
  db: DbOrTx,
  viewer: SessionUser,
  storyId: number,
  userId: number,
  input: z.output<typeof ZUpdateCollaboratorRequest>,
): Promise<Collaborator> {
  await getStoryFor(db, viewer, storyId, 'manage');
  const updated = await db.transaction(async (tx) => {
    await lockStory(tx, storyId);
    if (input.shareBps !== undefined) await assertSharesFit(tx, storyId, userId, input.shareBps);
    const changes = {
      ...(input.role === undefined ? {} : { role: input.role }),
      ...(input.shareBps === undefined ? {} : { shareBps: input.shareBps }),
    };
    const where = and(eq(storyCollaborators.storyId, storyId), eq(storyCollaborators.userId, userId));
    const [row] =
      Object.keys(changes).length === 0
        ? await tx.select({ id: storyCollaborators.id }).from(storyCollaborators).where(where)
        : await tx
            .update(storyCollaborators)
            .set(changes)
            .where(where)
            .returning({ id: storyCollaborators.id });
    return row;
  });
  if (!updated) throw new AppError('COLLABORATION_NOT_FOUND');
  const [collaborator] = await selectCollaborators(db, storyId, userId);
  return collaborator!;
}

/**
 * DELETE /api/stories/{id}/collaborators/{userId}: the owner removes anyone (an invitation or a
 * collaborator); a collaborator or invitee removes themself (leaves). Nobody else. A removed collaborator
 * reads the story like any reader from the next request on.
 * @throws AppError UNAUTHENTICATED, STORY_NOT_FOUND, ACCESS_DENIED (403), COLLABORATION_NOT_FOUND (404)
 */
export async function removeCollaborator(
  db: DbOrTx,
  viewer: SessionUser,
  storyId: number,
  userId: number,
): Promise<void> {
  if (viewer.id !== userId) await getStoryFor(db, viewer, storyId, 'manage');
  const removed = await db
    .delete(storyCollaborators)
    .where(and(eq(storyCollaborators.storyId, storyId), eq(storyCollaborators.userId, userId)))
    .returning({ id: storyCollaborators.id });
  if (removed.length === 0) throw new AppError('COLLABORATION_NOT_FOUND');
}

/**
 * POST /api/collaborations/{id}/accept: the invitee accepts; accepting twice answers the same
 * (idempotent). Anyone else's invitation answers 404 like a missing one.
 * @throws AppError COLLABORATION_NOT_FOUND (404)
 */
export async function acceptCollaboration(
  db: DbOrTx,
  viewer: SessionUser,
  collaborationId: number,
): Promise<Collaboration> {
  await db
    .update(storyCollaborators)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(
      and(
        eq(storyCollaborators.id, collaborationId),
        eq(storyCollaborators.userId, viewer.id),
        eq(storyCollaborators.status, 'invited'),
      ),
    );
  const [row] = await listCollaborations(db, viewer, collaborationId);
  if (!row) throw new AppError('COLLABORATION_NOT_FOUND');
  return row;
}

/**
 * POST /api/collaborations/{id}/decline: the invitee declines (the invitation is deleted; the owner may
 * invite again). Only an invitation not yet accepted; a collaborator leaves with DELETE instead.
 * @throws AppError COLLABORATION_NOT_FOUND (404: none, someone else's, or already accepted)
 */
export async function declineCollaboration(
  db: DbOrTx,
  viewer: SessionUser,
  collaborationId: number,
): Promise<void> {
  const removed = await db
    .delete(storyCollaborators)
    .where(
      and(
        eq(storyCollaborators.id, collaborationId),
        eq(storyCollaborators.userId, viewer.id),
        eq(storyCollaborators.status, 'invited'),
      ),
    )
    .returning({ id: storyCollaborators.id });
  if (removed.length === 0) throw new AppError('COLLABORATION_NOT_FOUND');
}

/**
 * GET /api/collaborations: the viewer's invitations (pending first) and collaborations, each with its
 * story's title and owner; only `onlyId` when given.
 */
export async function listCollaborations(
  db: DbOrTx,
  viewer: SessionUser,
  onlyId?: number,
): Promise<Collaboration[]> {
  const rows = await db
    .select({
      id: storyCollaborators.id,
      storyId: stories.id,
      storyTitle: stories.title,
      storyIsPublished: stories.isPublished,
      ownerUsername: users.username,
      ownerDisplayName: users.displayName,
      role: storyCollaborators.role,
      status: storyCollaborators.status,
      shareBps: storyCollaborators.shareBps,
      createdAt: storyCollaborators.createdAt,
      acceptedAt: storyCollaborators.acceptedAt,
    })
    .from(storyCollaborators)
    .innerJoin(stories, eq(stories.id, storyCollaborators.storyId))
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(
      and(
        eq(storyCollaborators.userId, viewer.id),
        onlyId === undefined ? undefined : eq(storyCollaborators.id, onlyId),
      ),
    )
    .orderBy(
      sql`CASE WHEN ${storyCollaborators.status} = 'invited' THEN 0 ELSE 1 END`,
      sql`${storyCollaborators.createdAt} DESC`,
      asc(storyCollaborators.id),
    );
  return rows.map((row) => ({
    id: row.id,
    storyId: row.storyId,
    storyTitle: row.storyTitle,
    storyIsPublished: row.storyIsPublished,
    owner: {
      username: row.ownerUsername ?? 'unknown',
      displayName: row.ownerDisplayName || row.ownerUsername || 'Unknown',
    },
    role: row.role as CollaboratorRole,
    status: row.status as CollaboratorStatus,
    shareBps: row.shareBps,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}
