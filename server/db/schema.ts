/**
 * The app's schema: every table the app queries, re-exported from the core file and the group files, and
 * handed to Drizzle as its `schema` object (server/db/client.ts). `chapters` here is the table WITHOUT
 * its text; the text-bearing tables (schema-text.ts) are not re-exported, so importing this barrel never
 * gives a module chapter text (ADR 0014). drizzle-kit reads schema-stored.ts: this barrel plus the
 * text-bearing tables.
 */

export * from './schema-ai.js';
export * from './schema-community.js';
export * from './schema-core.js';
export * from './schema-gifts.js';
export * from './schema-limits.js';
export * from './schema-mail.js';
export * from './schema-money.js';
export * from './schema-payouts.js';
export * from './schema-people.js';
export * from './schema-reach.js';
export * from './schema-studio.js';
