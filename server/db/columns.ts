/** Column builders the schema files share (ADR 0003: money is numeric(10,2), totals numeric(12,2)). */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A price or amount in USD, numeric(10,2); code converts it to integer cents at the edge. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** A running total in USD, numeric(12,2), starting at 0.00. */
export const total = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0.00');
