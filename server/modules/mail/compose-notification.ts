import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../contract/notifications.js';
import { UNSUBSCRIBE_TOPICS, type UnsubscribeCategory } from '../../../contract/unsubscribe.js';
import type { DbOrTx } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import { digestTypesOf, emailChoiceOf } from '../push/email-choices.js';
import { type ComposedEmail, type Composer, type EmailJob, mailOrigin } from './email-job.js';
import { type NewWorkContent, newChapterContent, newPostContent } from './new-work-email.js';
import { digestEmail, type NotifyFooter, newWorkEmail, notificationEmail } from './templates-notify.js';
import { unsubscribeToken } from './unsubscribe.js';

/** The jobs of notification emails. */
export type NotificationEmailJob = Extract<EmailJob, { kind: 'notification' | 'digest' }>;

/** Lines of one digest; the rest are counted and linked ("And 12 more"). */
const DIGEST_ITEMS = 50;

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'email' | 'username' | 'displayName'>;

const recipientColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  displayName: users.displayName,
  emailVerifiedAt: users.emailVerifiedAt,
};

const nameOf = (u: Recipient) => u.displayName || u.username || 'reader';

/**
 * The footer links and the RFC 8058 headers of an email of `category`: `List-Unsubscribe` names the
 * POST-able URL (the GET of the same URL only shows the confirmation page), `List-Unsubscribe-Post`
 * makes it one click (RFC 8058 section 3.1). The footer links the page itself.
 */
async function unsubscribing(
  deps: { db: DbOrTx; origin: string },
  userId: number,
  category: UnsubscribeCategory,
): Promise<{ footer: NotifyFooter; headers: Record<string, string> }> {
  const token = await unsubscribeToken(deps.db, userId, category);
  return {
    footer: {
      topic: UNSUBSCRIBE_TOPICS[category],
      unsubscribeLink: `${deps.origin}/unsubscribe?token=${token}`,
      settingsLink: `${deps.origin}/settings`,
    },
    headers: {
      'List-Unsubscribe': `<${deps.origin}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The id in a notification's dedupe key `{prefix}:{id}`, or null. */
function idIn(dedupeKey: string, prefix: string): number | null {
  const match = new RegExp(`^${prefix}:(\\d+)$`).exec(dedupeKey);
  return match ? Number(match[1]) : null;
}

/**
 * One notification by email, re-read when the job runs: nothing when the row is gone, the user's email
 * is unverified, or their email choice for its type is no longer 'immediate'. A new chapter follows
 * access (`newChapterContent`); a new post asks the posts module (`newPostContent`); any other type is
 * its title, body and link.
 */
const composeOne = async (
  deps: Parameters<Composer>[0],
  job: Extract<EmailJob, { kind: 'notification' }>,
): Promise<ComposedEmail | null> => {
  const [row] = await deps.db
    .select({ notification: notifications, user: recipientColumns })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, job.notificationId));
  if (!row?.user.emailVerifiedAt) return null;
  const { notification: n, user } = row;
  const type = n.type as NotificationType;
  if ((await emailChoiceOf(deps.db, user.id, type)) !== 'immediate') return null;
  const origin = mailOrigin(deps.config);
  const { footer, headers } = await unsubscribing({ db: deps.db, origin }, user.id, type);
  const name = nameOf(user);
  let work: NewWorkContent | null = null;
  const chapterId = type === 'new_chapter' ? idIn(n.dedupeKey, 'chapter') : null;
  if (chapterId !== null) {
    work = await newChapterContent(deps.db, { id: user.id, username: user.username }, chapterId);
    if (!work) return null; // the chapter is gone or unpublished: nothing to tell
  }
  const postId = type === 'new_post' ? idIn(n.dedupeKey, 'post') : null;
  if (postId !== null) work = await newPostContent(deps.db, user.id, postId);
  if (work) {
    const content = newWorkEmail({ ...work, name, link: `${origin}${work.link}`, footer });
    return { to: user.email, content, headers };
  }
  const link = `${origin}${n.link ?? '/notifications'}`;
  const content = notificationEmail({ name, title: n.title, body: n.body, link, footer });
  return { to: user.email, content, headers };
};

/**
 * The daily digest of `job.day` (YYYY-MM-DD, a UTC day): the user's notifications created that day
 * whose type's email choice is 'digest' when the job runs, titles and links only (never a body, so
 * never any chapter text). Nothing when there are none, or the email is unverified. Its unsubscribe
 * link turns every digest type's email off (category `digest`).
 */
const composeDigest = async (
  deps: Parameters<Composer>[0],
  job: Extract<EmailJob, { kind: 'digest' }>,
): Promise<ComposedEmail | null> => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(job.day)) return null;
  const [user] = await deps.db.select(recipientColumns).from(users).where(eq(users.id, job.userId));
  if (!user?.emailVerifiedAt) return null;
  const types = await digestTypesOf(deps.db, user.id);
  if (types.length === 0) return null;
  const start = new Date(`${job.day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const ofTheDay = and(
    eq(notifications.userId, user.id),
    inArray(notifications.type, types),
    gte(notifications.createdAt, start),
    lt(notifications.createdAt, end),
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(ofTheDay)
      .orderBy(asc(notifications.id))
      .limit(DIGEST_ITEMS),
    deps.db.select({ count: sql<number>`count(*)::int` }).from(notifications).where(ofTheDay),
  ]);
  if (rows.length === 0) return null;
  const origin = mailOrigin(deps.config);
  const { footer, headers } = await unsubscribing({ db: deps.db, origin }, user.id, 'digest');
  const content = digestEmail({
    name: nameOf(user),
    day: job.day,
    items: rows.map((r) => ({ title: r.title, link: `${origin}${r.link ?? '/notifications'}` })),
    more: Math.max(0, Number(counted?.count ?? 0) - rows.length),
    notificationsLink: `${origin}/notifications`,
    footer,
  });
  return { to: user.email, content, headers };
};

/**
 * The notification emails (docs/reference/people.md#email, ADR 0037): one notification at once
 * (`notification`), or a user's daily digest (`digest`); null when there is nothing (left) to send.
 * Each carries `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058).
 */
export const composeNotificationEmail: Composer<NotificationEmailJob> = (deps, job) =>
  job.kind === 'notification' ? composeOne(deps, job) : composeDigest(deps, job);
