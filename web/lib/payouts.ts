import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api';
import { useIdempotencyKey } from './idempotency';

/**
 * Query keys of the dashboard's Payouts tab (docs/reference/money.md#payouts), shaped like their URL. They
 * start with `/api/creator`, so the dashboard's "every creator figure is stale" invalidation (web/lib/creator.ts)
 * covers them too.
 */
export const payoutKeys = {
  /** GET /api/creator/payouts/account: the payout account and whether earnings can be paid out. */
  account: ['/api/creator/payouts/account'] as const,
  /** GET /api/creator/balance: earnings by where they stand, in cents. */
  balance: ['/api/creator/balance'] as const,
  /** GET /api/creator/payouts: the payouts, newest first. */
  payouts: ['/api/creator/payouts'] as const,
};

/**
 * The transactions export: every earning, reversal and payout as CSV. A browser download (`<a download>`),
 * not read as JSON, so it is one of the few hand-written `/api/...` URLs (web/lib/api.ts).
 */
export const TRANSACTIONS_CSV_URL = '/api/creator/transactions.csv';

/** GET /api/creator/payouts/account: `PayoutAccount` (contract/payouts.ts): provider, onboarding, `ready`. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutKeys.account,
    queryFn: () => api.GET('/api/creator/payouts/account'),
  });
}

/**
 * GET /api/creator/balance: `Balance` (contract/payouts.ts): pending, available, in transit, paid out and
 * reversed cents, the minimum payout (cents), the hold (days) and the next weekly payout (ISO or null).
 */
export function useBalance() {
  return useQuery({ queryKey: payoutKeys.balance, queryFn: () => api.GET('/api/creator/balance') });
}

/** GET /api/creator/payouts: `{payouts}`, newest first (contract/payouts.ts `ZPayoutList`). */
export function usePayouts() {
  return useQuery({ queryKey: payoutKeys.payouts, queryFn: () => api.GET('/api/creator/payouts') });
}

/** Marks the account, the balance and the payouts stale (after onboarding or a payout). */
function invalidatePayouts(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    Object.values(payoutKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * POST /api/creator/payouts/onboarding: starts or continues payout onboarding. Resolves to
 * `{url, account}`: `url` is Stripe's Account Link, which the caller follows (`window.location.assign`);
 * null under the demo provider, where the account is ready at once. The account is refreshed either way.
 * @throws ApiError 403 EMAIL_NOT_VERIFIED
 */
export function useStartOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/creator/payouts/onboarding'),
    onSuccess: (result) => {
      queryClient.setQueryData(payoutKeys.account, result.account);
      return invalidatePayouts(queryClient);
    },
  });
}

/**
 * POST /api/creator/payouts: pays the whole available balance out now (docs/reference/money.md#payouts).
 * Resolves to the new `Payout` (its `amountCents`). The request carries an Idempotency-Key, so a double
 * click or a retried request makes one payout; the balance and the list are refreshed afterwards.
 * @throws ApiError 409 PAYOUT_BELOW_MINIMUM, 409 PAYOUT_ACCOUNT_NOT_READY, 403 EMAIL_NOT_VERIFIED
 */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: () =>
      api.POST('/api/creator/payouts', {
        headers: { 'Idempotency-Key': keys.keyFor('payout') },
      }),
    onSuccess: () => keys.settle(),
    onError: (error) => {
      // A refusal (4xx) ends the attempt; a network failure or 5xx keeps the key for the retry.
      if (error instanceof ApiError && error.status < 500) keys.settle();
    },
    onSettled: () => invalidatePayouts(queryClient),
  });
}
