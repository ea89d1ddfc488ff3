import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BillingPeriod } from '../../../contract/billing-period.js';
import type { GiftResult, RedeemGiftResult } from '../../../contract/subscriptions.js';
import { authorSubscriptions, gifts, payments, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { applyGift, hasPaidAccess } from '../gifts/gift-grant.js';
import { publishNotifications } from '../notifications/notifications.service.js';
import { type PaymentDeps, payOnce } from '../payments/one-off.js';
import { annualOptionCents, subscribableTierById } from '../tiers/tiers.service.js';
import { presentSubscription } from './subscriptions.query.js';

/** Crockford's base 32 (no I, L, O, U): read aloud and typed without confusion. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new gift code: 80 random bits (`crypto.randomBytes`) as 16 symbols of Crockford base 32 (5 bits each),
 * shown as "GIFT-XXXX-XXXX-XXXX-XXXX" (ADR 0042: at least 80 bits, so guessing a live code is hopeless;
 * only its SHA-256 is stored).
 */
export function newGiftCode(): string {
  const bytes = randomBytes(10); // 80 bits
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let symbols = '';
  for (let i = 0; i < 16; i++) {
    symbols = CODE_ALPHABET[Number(bits & 31n)] + symbols;
    bits >>= 5n;
  }
  return `GIFT-${symbols.match(/.{4}/g)!.join('-')}`;
}

/**
 * The stored form of a code (SHA-256, hex) after normalising what a person typed: case, spaces and
 * dashes are ignored, and the letters people confuse read as the digits they look like (O→0, I/L→1).
 */
export function giftCodeHash(code: string): string {
  const normal = code
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^GIFT/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return createHash('sha256').update(normal).digest('hex');
}

/**
 * POST /api/gifts (ADR 0042, docs/reference/money.md#gifts): buys a month (the tier's price) or a year (its
 * annual price, `annualPriceCents`) of an active tier, as a one-off payment of type 'gift' through
 * `payOnce` (Idempotency-Key as other payments; demo completes at once, Stripe by webhook through a
 * PaymentIntent). With `recipientUsername` the gift opens the tier for them when paid (`grantGift`);
 * without it a code is made (`newGiftCode`), stored only as its SHA-256 and answered once, here (a replay of
 * the same Idempotency-Key answers `code: null`); it can be redeemed once the payment completed.
 * @throws AppError TIER_NOT_FOUND (404), ANNUAL_NOT_OFFERED (409), USER_NOT_FOUND (404, no such
 *   recipient), CANNOT_GIFT_SELF (400), CANNOT_PAY_YOURSELF (400: the author's own tier),
 *   GIFT_RECIPIENT_SUBSCRIBED (409: the recipient has paid access to the author), IDEMPOTENCY_KEY_REUSED,
 *   PAYMENT_PROVIDER_ERROR
 */
export async function buyGift(
  deps: PaymentDeps,
  user: SessionUser,
  input: { tierId: number; period: BillingPeriod; recipientUsername?: string },
  idempotencyKey: string | null,
): Promise<GiftResult> {
  const tier = await subscribableTierById(deps.db, input.tierId);
  if (tier.authorId === user.id) throw new AppError('CANNOT_PAY_YOURSELF');
  const annual = annualOptionCents(tier);
  if (input.period === 'year' && annual === null) throw new AppError('ANNUAL_NOT_OFFERED');
  const amountCents = input.period === 'year' ? annual! : toCents(tier.price);
  let recipient: { id: number; username: string | null } | null = null;
  if (input.recipientUsername) {
    const [found] = await deps.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.recipientUsername})`);
    if (!found) throw new AppError('USER_NOT_FOUND');
    if (found.id === user.id) throw new AppError('CANNOT_GIFT_SELF');
    recipient = found;
  }
  const code = recipient ? null : newGiftCode();
  let giftId: number | null = null;
  const payment = await payOnce(
    deps,
    user,
    {
      type: 'gift',
      authorId: tier.authorId,
      amountCents,
      storyId: null,
      chapterId: null,
      message: null,
      fingerprint: `gift:${tier.id}:${input.period}:${recipient?.id ?? 'code'}:${amountCents}`,
      description: `Gift: ${input.period === 'year' ? 'a year' : 'a month'} of ${tier.name}`,
      itemKey: null,
      precheck: async () => {
        if (!recipient) return;
        const [sub] = await deps.db
          .select()
          .from(authorSubscriptions)
          .where(
            and(
              eq(authorSubscriptions.userId, recipient.id),
              eq(authorSubscriptions.authorId, tier.authorId),
            ),
          );
        if (hasPaidAccess(sub)) throw new AppError('GIFT_RECIPIENT_SUBSCRIBED');
      },
      onInserted: async (row) => {
        await deps.db.update(payments).set({ tierId: tier.id }).where(eq(payments.id, row.id));
        const [gift] = await deps.db
          .insert(gifts)
          .values({
            purchaserId: user.id,
            authorId: tier.authorId,
            tierId: tier.id,
            period: input.period,
            recipientId: recipient?.id ?? null,
            codeHash: code ? giftCodeHash(code) : null,
            paymentId: row.id,
          })
          .returning({ id: gifts.id });
        giftId = gift!.id;
      },
    },
    idempotencyKey,
  );
  // A replayed request: the gift recorded the first time (its code is not shown again).
  const [gift] = await deps.db.select().from(gifts).where(eq(gifts.paymentId, payment.paymentId));
  if (!gift) throw new AppError('INTERNAL_ERROR');
  return {
    giftId: gift.id,
    payment,
    code: giftId === gift.id ? code : null,
    recipientUsername: recipient?.username ?? null,
  };
}

/**
 * POST /api/gifts/redeem (ADR 0042, docs/reference/money.md#gifts): the signed-in reader redeems a code
 * gift: found by the SHA-256 of the normalised code, only when its payment completed, once (the gift row is
 * locked and the redemption is a guarded UPDATE), then `applyGift` opens the tier for them. The
 * `gift_received` notification is published after commit.
 * @throws AppError GIFT_NOT_FOUND (404: unknown code, or its payment not completed), GIFT_ALREADY_REDEEMED
 *   (409), GIFT_RECIPIENT_SUBSCRIBED (409), CANNOT_PAY_YOURSELF (400: the author's own tier)
 */
export async function redeemGift(
  deps: Pick<PaymentDeps, 'db' | 'app'>,
  user: SessionUser,
  code: string,
): Promise<RedeemGiftResult> {
  const hash = giftCodeHash(code);
  const { subscriptionAuthorId, note } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ gift: gifts, status: payments.status })
      .from(gifts)
      .innerJoin(payments, eq(payments.id, gifts.paymentId))
      .where(eq(gifts.codeHash, hash))
      .for('update', { of: gifts });
    if (row?.status !== 'completed') throw new AppError('GIFT_NOT_FOUND');
    if (row.gift.redeemedAt !== null) throw new AppError('GIFT_ALREADY_REDEEMED');
    if (row.gift.authorId === user.id) throw new AppError('CANNOT_PAY_YOURSELF');
    if (row.gift.authorId === null) throw new AppError('GIFT_NOT_FOUND');
    const [redeemed] = await tx
      .update(gifts)
      .set({ recipientId: user.id, redeemedAt: sql`now()` })
      .where(and(eq(gifts.id, row.gift.id), isNull(gifts.redeemedAt)))
      .returning();
    if (!redeemed) throw new AppError('GIFT_ALREADY_REDEEMED');
    const note = await applyGift(tx, redeemed, user.id);
    return { subscriptionAuthorId: row.gift.authorId, note };
  });
  if (note && deps.app) await publishNotifications(deps.app, [note]);
  const [sub] = await deps.db
    .select({ id: authorSubscriptions.id })
    .from(authorSubscriptions)
    .where(
      and(eq(authorSubscriptions.userId, user.id), eq(authorSubscriptions.authorId, subscriptionAuthorId)),
    );
  const subscription = sub ? await presentSubscription(deps.db, sub.id) : undefined;
  if (!subscription) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  return { subscription };
}
