/**
 * The authors' studio tables, re-exported by `schema.ts` (the one schema Drizzle reads): a story's
 * collaborators (docs/reference/stories.md#collaborators). The owner is `stories.author_id`; a
 * collaborator is another user invited as co-author (writes and edits chapters) or editor (edits only).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { stories, users } from './schema-core.js';

/**
 * One invitation, and once accepted one collaborator, per story and user. `role`: contract/collaborators.ts
 * COLLABORATOR_ROLES ('coauthor' | 'editor'). `status`: 'invited' until the invitee accepts in the app,
 * then 'accepted'. `shareBps`: the part of the story's author earnings paid to this collaborator, in
 * basis points (0..10000; 2500 = 25 %), set by the owner; the owner keeps the rest. Each payment records
 * its split (`payment_splits`), so a later change of share never rewrites past earnings.
 */
export const storyCollaborators = pgTable(
  'story_collaborators',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('invited'),
    shareBps: integer('share_bps').notNull().default(0),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('story_collaborators_story_user_uq').on(t.storyId, t.userId),
    index('story_collaborators_user_idx').on(t.userId, t.status),
    check('story_collaborators_role_check', sql`${t.role} in ('coauthor', 'editor')`),
    check('story_collaborators_status_check', sql`${t.status} in ('invited', 'accepted')`),
    check('story_collaborators_share_check', sql`${t.shareBps} between 0 and 10000`),
  ],
);
