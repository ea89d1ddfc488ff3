/*
 * Why a chapter is locked, and what the lock says, as plain constants without zod: the readers and the
 * story page show the lock on first load, and importing these from `access.ts` would bring zod with
 * them (docs/reference/performance.md#bundle). `access.ts` re-exports them and builds its schemas from them.
 */

/** The reasons a chapter comes back locked (`locked: true`), i.e. every denial but `not_found`. */
export const LOCK_REASONS = [
  'login_required',
  'subscription_required',
  'tier_required',
  'purchase_required',
  'age_verification_required',
] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** Lock texts of docs/reference/texts.md#locks, word for word. */
export const PREMIUM_LOCK_MESSAGE = 'Subscribe to this author or purchase this story to continue reading.';
export const AGE_LOCK_MESSAGE = 'This story contains mature content restricted to users 18 and older.';
/** A subscribers-only or tier lock of a story that is not for sale: it offers subscribing only. */
export const SUBSCRIPTION_LOCK_MESSAGE = 'Subscribe to this author to continue reading.';

/**
 * What a paid lock says (docs/reference/texts.md#locks): only what its paywall can do. A subscription or
 * tier lock says "Subscribe to this author to continue reading." unless the story is also for sale
 * (`isForSale`: a purchase unlocks whatever the level, docs/reference/access.md#levels); a premium lock
 * and a lock that offers both keep the spec's PREMIUM_LOCK_MESSAGE.
 */
export function paidLockMessage(reason: LockReason, isForSale: boolean): string {
  const isSubscriptionLock = reason === 'subscription_required' || reason === 'tier_required';
  return isSubscriptionLock && !isForSale ? SUBSCRIPTION_LOCK_MESSAGE : PREMIUM_LOCK_MESSAGE;
}

/** Whether `value` is one of LOCK_REASONS (e.g. the reason of a content-access answer). */
export function isLockReason(value: unknown): value is LockReason {
  return LOCK_REASONS.includes(value as LockReason);
}
