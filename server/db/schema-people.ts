/**
 * People tables, re-exported by `schema.ts` (the one schema Drizzle reads): direct messages (a spec
 * section 3 entity; issue "People" §3) and in-app notifications (issue "People" §4).
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './schema.js';

export const directMessages = pgTable(
  'direct_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_messages_pair_idx').on(t.senderId, t.recipientId, t.createdAt),
    // A recipient's inbox and unread counts (issue "People" §3).
    index('direct_messages_recipient_idx').on(t.recipientId, t.isRead, t.senderId),
  ],
);

/**
 * One in-app notification of a user (issue "People" §4): what happened (`type`, contract/notifications.ts
 * NOTIFICATION_TYPES), the text shown, and the app path it links to. Written once per event and user:
 * `dedupe_key` names the event ("chapter:12", "round:3", "dm:40", "payment:7"), and the unique
 * (user_id, dedupe_key) makes a retried job or webhook insert nothing new.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    /** An app path ("/story/12", "/messages/ada"), never an outside URL. */
    link: varchar('link', { length: 500 }),
    /** Who caused it (the sender, the subscriber), when a person did; null once they are removed. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_id_idx').on(t.userId, t.id),
  ],
);
