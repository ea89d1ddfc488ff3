import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences, notifications, users } from '../../db/schema.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { emailChoiceSql } from '../push/email-choices.js';
import { queueEmail } from './mail-job.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day before `now`, as YYYY-MM-DD: the day a run at UTC midnight sums up. */
export function previousUtcDay(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Queues one `digest` email (docs/reference/people.md#email) for each user with a verified email who
 * has notifications created on `day` (YYYY-MM-DD, UTC) of a type whose email choice is 'digest'. One
 * query for the users, then one job each; the send is guarded by `sent_emails` key
 * `digest:{userId}:{day}`, so a second run for the same day queues jobs that send nothing. The composer
 * checks the choices again when it sends. Returns how many were queued.
 */
export async function queueDigests(
  deps: { db: DbOrTx; jobs: Pick<JobQueue, 'send'> },
  day: string,
): Promise<number> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const recipients = await deps.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notifications.userId),
        eq(notificationPreferences.type, notifications.type),
      ),
    )
    .where(
      and(
        gte(notifications.createdAt, start),
        lt(notifications.createdAt, new Date(start.getTime() + DAY_MS)),
        isNotNull(users.emailVerifiedAt),
        eq(emailChoiceSql(notifications.type), 'digest'),
      ),
    );
  for (const { userId } of recipients) await queueEmail(deps.jobs, { kind: 'digest', userId, day });
  return recipients.length;
}
