import { sql } from 'drizzle-orm';

/*
 * Fully qualified references to outer-query columns for correlated subqueries. Drizzle renders a
 * column unqualified ("id") when the outer query has no join, and inside a subquery an unqualified
 * "id" silently binds to the inner table: these constants keep the binding explicit.
 */
export const outerStoryId = sql.raw('"stories"."id"');
export const outerUserId = sql.raw('"users"."id"');
export const outerProgressChapterId = sql.raw('"reading_progress"."chapter_id"');
