import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authorEarnings, payments, subscriptionTiers } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';

/** Inserts a tier for `author` at `price` ("4.99") per month. */
export async function buildTier(db: Db, author: UserRow, price = '4.99', name = 'Supporter') {
  const [tier] = await db
    .insert(subscriptionTiers)
    .values({ authorId: author.id, name, price, benefits: ['Early chapters', 'Thanks'] })
    .returning();
  return tier!;
}

/**
 * The author's ledger: author_earnings totals next to the sums of the completed payment rows (strings,
 * numeric in SQL, never floats), for "sums in earnings equal the payment rows to the cent".
 */
export async function ledgerOf(db: Db, authorId: number) {
  const [earned] = await db.select().from(authorEarnings).where(eq(authorEarnings.authorId, authorId));
  const [rows] = await db
    .select({
      earning: sql<string>`coalesce(sum(${payments.authorEarning}) FILTER (WHERE ${payments.status} = 'completed'), 0)::numeric(12,2)::text`,
      fees: sql<string>`coalesce(sum(${payments.platformFee}) FILTER (WHERE ${payments.status} = 'completed'), 0)::numeric(12,2)::text`,
      gross: sql<string>`coalesce(sum(${payments.amount}) FILTER (WHERE ${payments.status} = 'completed'), 0)::numeric(12,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.authorId, authorId));
  return {
    totalEarned: earned?.totalEarned ?? '0.00',
    pendingPayout: earned?.pendingPayout ?? '0.00',
    rowsEarning: rows!.earning,
    rowsFees: rows!.fees,
    rowsGross: rows!.gross,
    rowCount: rows!.count,
  };
}

/**
 * A premium story priced `price` ("2.99") by an author with the tip jar on, and a signed-in reader who
 * has not bought it: the setting of the "one payment per click" tests.
 */
export async function buildPremiumSale(t: TestContext, price: string) {
  const author = await buildUser(t.db, { tipJarEnabled: true });
  const story = await buildStory(t.db, author, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: price,
  });
  const reader = await buildUser(t.db);
  return { author, story, reader, cookie: await signIn(t.app, reader) };
}
