import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BillingPeriod } from '../../contract/billing-period';
import type { ZPublicTier } from '../../contract/creators';
import { fromCents, toCents } from '../../contract/money';
import type { PaymentResult } from '../../contract/payments';
import { invalidateAccess } from './access';
import { type ApiClient, api } from './api';
import { retryDelay, shouldRetry } from './retry-policy';

/** A tier as readers see it (contract/creators.ts `ZPublicTier`). */
export type PublicTier = z.infer<typeof ZPublicTier>;

/** Query keys of the reader's money screens, shaped like the URL they load. */
export const paymentKeys = {
  config: ['/api/payments/config'] as const,
  authorTiers: (authorId: number) => ['/api/authors', authorId, 'subscription-tiers'] as const,
  subscriptions: ['/api/user/subscriptions'] as const,
  payments: ['/api/user/payments'] as const,
  subscriptionStatus: (authorId: number) => ['/api/user/subscription-status', authorId] as const,
};

/** The request header every purchase, subscription and tip carries (docs/reference/money.md#providers). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** GET /api/payments/config: the active provider (demo or Stripe) and Stripe's publishable key. */
export function usePaymentConfig() {
  return useQuery({ queryKey: paymentKeys.config, queryFn: () => api.GET('/api/payments/config') });
}

/** The cache key of a purchase offer: shared by the paywall and the author's chapter price dialog. */
export const purchaseOfferKey = (storyId: number, chapterId?: number) =>
  ['purchase-offer', storyId, chapterId ?? null] as const;

/**
 * GET /api/purchase-offer?storyId=&chapterId=: what the server sells for this chapter and at what
 * price (a chapter priced on its own, else the whole premium story, or not for sale).
 */
export function usePurchaseOffer(storyId: number | undefined, chapterId?: number, enabled = true) {
  return useQuery({
    queryKey: purchaseOfferKey(storyId ?? 0, chapterId),
    queryFn: () =>
      api.GET('/api/purchase-offer', {
        params: { query: { storyId: storyId ?? 0, ...(chapterId ? { chapterId } : {}) } },
      }),
    enabled: enabled && Boolean(storyId),
  });
}

/** GET /api/authors/{authorId}/subscription-tiers: the author's active tiers, cheapest first. */
export function useAuthorTiers(authorId: number) {
  return useQuery({
    queryKey: paymentKeys.authorTiers(authorId),
    queryFn: () => api.GET('/api/authors/{authorId}/subscription-tiers', { params: { path: { authorId } } }),
    enabled: authorId > 0,
  });
}

/** GET /api/user/subscription-status/{authorId}: `{isSubscribed, subscription}` (signed in only). */
export function useSubscriptionStatus(authorId: number, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.subscriptionStatus(authorId),
    queryFn: () => fetchSubscriptionStatus(authorId),
    enabled: enabled && authorId > 0,
  });
}

/** GET /api/user/subscriptions: the reader's subscriptions, active and cancelled. */
export function useUserSubscriptions() {
  return useQuery({
    queryKey: paymentKeys.subscriptions,
    queryFn: () => api.GET('/api/user/subscriptions'),
  });
}

/** GET /api/user/payments: the reader's 20 newest payments (docs/reference/routes.md#my-subscriptions). */
export function useUserPayments() {
  return useQuery({ queryKey: paymentKeys.payments, queryFn: () => api.GET('/api/user/payments') });
}

/** A payment answer as the paywall reads it: done at once (demo) or a client secret for Stripe. */
export interface CheckoutAnswer {
  status: PaymentResult['status'];
  clientSecret: string | null;
  amountCents?: number;
}

interface Keyed<T> {
  body: T;
  /** The attempt's Idempotency-Key (web/lib/idempotency.ts). */
  key: string;
}

/**
 * How a payment mutation asks again after no answer or a 5xx (web/lib/retry-policy.ts): TanStack
 * Query re-runs it with the same variables, so the retry carries the click's same Idempotency-Key and
 * the server answers the payment the first try made, never a second one (ADR 0024).
 */
const retryWithSameKey = { retry: shouldRetry, retryDelay } as const;

/**
 * POST /api/purchase-content {storyId, chapterId, amount}: buys the story (chapterId null) at the price
 * the reader saw; the server charges its own price (409 PRICE_MISMATCH when it changed).
 * @throws ApiError 409 PRICE_MISMATCH / ALREADY_PURCHASED, 400 NOT_FOR_SALE / CANNOT_PAY_YOURSELF
 */
export function usePurchaseContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      key,
    }: Keyed<{ storyId: number; chapterId: number | null; amountCents: number }>) => {
      const request = {
        storyId: body.storyId,
        chapterId: body.chapterId,
        amount: fromCents(body.amountCents),
      };
      const answer = await api.POST('/api/purchase-content', {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      return { status: answer.status, clientSecret: answer.clientSecret } satisfies CheckoutAnswer;
    },
    ...retryWithSameKey,
    onSuccess: () => invalidateAccess(queryClient),
  });
}

/**
 * POST /api/subscriptions {authorId, tierId, period}: demo subscriptions are active (or trialing) at once;
 * Stripe answers the first invoice's client secret. `period` is 'month' unless the tier's yearly option is
 * chosen (docs/reference/money.md#subscriptions).
 * @throws ApiError 404 TIER_NOT_FOUND, 400 CANNOT_PAY_YOURSELF, 409 ANNUAL_NOT_OFFERED
 */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      key,
    }: Keyed<{ authorId: number; tierId: number; period?: BillingPeriod }>) => {
      const answer = await api.POST('/api/subscriptions', {
        body: { ...body, period: body.period ?? 'month' },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      const payment = answer.payment;
      return {
        status: payment?.status ?? 'completed',
        clientSecret: payment?.clientSecret ?? null,
        amountCents: payment ? toCents(payment.amount) : undefined,
      } satisfies CheckoutAnswer;
    },
    ...retryWithSameKey,
    onSuccess: () => invalidateAccess(queryClient),
  });
}

/** A tip as the paywall sends it; `key` is the click's Idempotency-Key. */
export type TipVariables = Keyed<{
  authorId: number;
  amountCents: number;
  message: string;
  storyId: number | null;
}>;

/**
 * POST /api/tips {authorId, amount, message, storyId}: a one-time tip of 1 to 500 USD.
 * @throws ApiError 400 TIP_JAR_DISABLED / CANNOT_PAY_YOURSELF / VALIDATION_ERROR
 */
export function useSendTip() {
  return useMutation(sendTipMutation(useQueryClient()));
}

/**
 * The tip mutation's options (for `useMutation`, or a `MutationObserver` in tests): two tips are two
 * payments, so each click has its own key; a retry after no answer or a 5xx re-sends the same one.
 * `client` is the app's API client unless a test points one at its own network.
 */
export function sendTipMutation(queryClient: QueryClient, client: ApiClient = api) {
  return {
    mutationFn: async ({ body, key }: TipVariables) => {
      const request = {
        authorId: body.authorId,
        amount: fromCents(body.amountCents),
        ...(body.message ? { message: body.message } : {}),
        storyId: body.storyId,
      };
      const answer = await client.POST('/api/tips', {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      return { status: answer.status, clientSecret: answer.clientSecret } satisfies CheckoutAnswer;
    },
    ...retryWithSameKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.payments }),
  };
}

/**
 * DELETE /api/subscriptions/{id}: cancels at the end of the paid period (access stays until
 * `endDate`); the subscription list reloads.
 * @throws ApiError 404 SUBSCRIPTION_NOT_FOUND
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      api.DELETE('/api/subscriptions/{id}', { params: { path: { id: subscriptionId } } }),
    onSuccess: () => invalidateAccess(queryClient),
  });
}

/**
 * POST /api/subscriptions/{id}/resume: keeps a subscription the reader cancelled, before its paid period ends
 * (docs/reference/money.md#subscriptions). 409 SUBSCRIPTION_NOT_RESUMABLE once the period has ended.
 */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      api.POST('/api/subscriptions/{id}/resume', { params: { path: { id: subscriptionId } } }),
    onSuccess: () => invalidateAccess(queryClient),
  });
}

/** GET /api/user/subscription-status/{authorId} for one poll (after a Stripe payment). */
export function fetchSubscriptionStatus(authorId: number) {
  return api.GET('/api/user/subscription-status/{authorId}', { params: { path: { authorId } } });
}
