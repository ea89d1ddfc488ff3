/**
 * People tables, re-exported by `schema.ts` (the one schema Drizzle reads): direct messages (an entity of
 * docs/reference/data.md#entities; docs/reference/people.md#messages) and in-app notifications
 * (docs/reference/people.md#notifications).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { stories, users } from './schema-core.js';

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
    // A recipient's inbox and unread counts (docs/reference/people.md#messages).
    index('direct_messages_recipient_idx').on(t.recipientId, t.isRead, t.senderId),
  ],
);

/**
 * One in-app notification of a user (docs/reference/people.md#notifications): what happened (`type`,
 * contract/notifications.ts NOTIFICATION_TYPES), the text shown, and the app path it links to. Written once
 * per event and user: `dedupe_key` names the event ("chapter:12", "round:3", "dm:40", "payment:7"), and the
 * unique (user_id, dedupe_key) makes a retried job or webhook insert nothing new.
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

/**
 * An uploaded image (docs/reference/people.md#dashboard: profile photos), stored in the database so that
 * every instance serves it, under the SHA-256 of its bytes: `/api/images/{hash}.jpg` never changes meaning
 * and may be cached for good. The uploader owns it; deleting the account deletes their images.
 */
export const images = pgTable(
  'images',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId)],
);

/**
 * A reader's rating (1 to 5) and optional short review of a story (docs/reference/people.md#author-pages):
 * one per reader and story, editable; only a reader who has read a chapter may rate.
 */
export const storyRatings = pgTable(
  'story_ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('story_ratings_user_story_uq').on(t.userId, t.storyId),
    index('story_ratings_story_idx').on(t.storyId),
    check('story_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A browser's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys) of a user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Per-type notification choices of a user (docs/reference/people.md#notifications); no row means both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(true),
    /**
     * Email for this type: 'immediate', 'digest' (one email a day) or 'off'; null means the type's
     * default (contract/push.ts DEFAULT_EMAIL_CHOICE).
     */
    email: varchar('email', { length: 10 }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_email_check', sql`${t.email} in ('immediate', 'digest', 'off')`),
  ],
);

/**
 * One Web Push message sent: a notification to a subscription. Inserted before sending, so a retried
 * push job sends each notification to each browser once (docs/reference/people.md#notifications; ADR 0022).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.subscriptionId] })],
);

/** A reader's confirmed age for one adult story (docs/reference/stories.md). */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('age_verifications_user_story_uq').on(t.userId, t.storyId)],
);
