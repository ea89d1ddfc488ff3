import { sql } from 'drizzle-orm';
import type { Achievement } from '../../../contract/achievements.js';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import {
  authorSubscriptions,
  branchProposals,
  chapters,
  payments,
  stories,
  storyRatings,
  storyReads,
  votes,
} from '../../db/schema.js';
import { liveSubscriptionAs } from '../access/live-subscription.js';

/** The achievements, each with the activity it counts and how many it takes. */
const ACHIEVEMENTS = [
  { id: 'first_story', title: 'First Story', description: 'Publish a story', count: 'published', goal: 1 },
  { id: 'prolific', title: 'Prolific Writer', description: 'Write 10 chapters', count: 'chapters', goal: 10 },
  {
    id: 'avid_reader',
    title: 'Avid Reader',
    description: 'Read 5 different stories',
    count: 'read',
    goal: 5,
  },
  { id: 'voice', title: 'Community Voice', description: 'Vote on a next chapter', count: 'votes', goal: 1 },
  {
    id: 'idea_maker',
    title: 'Idea Maker',
    description: 'Propose a continuation',
    count: 'proposals',
    goal: 1,
  },
  { id: 'critic', title: 'Critic', description: 'Rate a story', count: 'ratings', goal: 1 },
  { id: 'patron', title: 'Patron', description: 'Support an author', count: 'payments', goal: 1 },
  {
    id: 'rising_author',
    title: 'Rising Author',
    description: 'Gain 10 subscribers',
    count: 'subscribers',
    goal: 10,
  },
] as const;

type Counts = Record<(typeof ACHIEVEMENTS)[number]['count'], number>;

/**
 * The user's achievements from their real activity (docs/reference/routes.md#profile: the prototype showed
 * static ones): published stories, chapters written in their own stories, distinct stories read,
 * votes, proposals, ratings, completed payments made and live subscribers. One query.
 */
export async function userAchievements(db: DbOrTx, userId: number): Promise<Achievement[]> {
  const [counts] = await executeRows<Counts>(
    db,
    sql`SELECT
    (SELECT count(*) FROM ${stories} WHERE ${stories.authorId} = ${userId} AND ${stories.isPublished})::int AS published,
    (SELECT count(*) FROM ${chapters} c JOIN ${stories} s ON s.id = c.story_id WHERE s.author_id = ${userId})::int AS chapters,
    (SELECT count(DISTINCT ${storyReads.storyId}) FROM ${storyReads} WHERE ${storyReads.userId} = ${userId})::int AS read,
    (SELECT count(*) FROM ${votes} WHERE ${votes.userId} = ${userId})::int AS votes,
    (SELECT count(*) FROM ${branchProposals} WHERE ${branchProposals.proposerId} = ${userId})::int AS proposals,
    (SELECT count(*) FROM ${storyRatings} WHERE ${storyRatings.userId} = ${userId})::int AS ratings,
    (SELECT count(*) FROM ${payments} WHERE ${payments.userId} = ${userId} AND ${payments.status} = 'completed')::int AS payments,
    (SELECT count(*) FROM ${authorSubscriptions} s WHERE s.author_id = ${userId} AND ${liveSubscriptionAs('s')})::int AS subscribers`,
  );
  return ACHIEVEMENTS.map(({ count, ...a }) => {
    const done = Number(counts?.[count] ?? 0);
    return { ...a, progress: Math.min(done, a.goal), earned: done >= a.goal };
  });
}
