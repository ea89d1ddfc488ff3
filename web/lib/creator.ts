import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from './api';

/** Query keys of the creator dashboard, shaped like the URL they load. */
export const creatorKeys = {
  tiers: ['/api/creator/subscription-tiers'] as const,
  earnings: ['/api/creator/earnings'] as const,
  payments: ['/api/creator/payments'] as const,
  subscribers: ['/api/creator/subscribers'] as const,
  quickStats: ['/api/creator/quick-stats'] as const,
  /** GET /api/creator/stories/{id}/funnel: readers per chapter of one story (the Analytics tab). */
  funnel: (storyId: number) => ['/api/creator/stories', storyId, 'funnel'] as const,
};

/** Marks every creator figure stale (after a tier, tip-jar or refund change). */
function invalidateCreator(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = String(query.queryKey[0]);
      return head.startsWith('/api/creator') || head.startsWith('/api/authors');
    },
  });
}

/** GET /api/creator/subscription-tiers: the signed-in author's tiers, active and inactive. */
export function useCreatorTiers() {
  return useQuery({
    queryKey: creatorKeys.tiers,
    queryFn: () => api.GET('/api/creator/subscription-tiers'),
  });
}

/** GET /api/creator/earnings: totals after the platform fee, this month, fees, recent transactions. */
export function useCreatorEarnings() {
  return useQuery({ queryKey: creatorKeys.earnings, queryFn: () => api.GET('/api/creator/earnings') });
}

/** GET /api/creator/payments: payments the author received, newest first. */
export function useCreatorPayments() {
  return useQuery({ queryKey: creatorKeys.payments, queryFn: () => api.GET('/api/creator/payments') });
}

/** GET /api/creator/subscribers: the author's subscribers (the dashboard shows the first 10). */
export function useCreatorSubscribers() {
  return useQuery({
    queryKey: creatorKeys.subscribers,
    queryFn: () => api.GET('/api/creator/subscribers'),
  });
}

/** GET /api/creator/quick-stats: subscribers, views, growth %, engagement %, ARPU. */
export function useQuickStats() {
  return useQuery({
    queryKey: creatorKeys.quickStats,
    queryFn: () => api.GET('/api/creator/quick-stats'),
  });
}

/** A new tier (no `id`), or the changed fields of the tier `id`. */
type TierSave =
  | { id?: undefined; body: ApiBody<'post', '/api/creator/subscription-tiers'> }
  | { id: number; body: ApiBody<'patch', '/api/creator/subscription-tiers/{id}'> };

/**
 * POST /api/creator/subscription-tiers, or PATCH /api/creator/subscription-tiers/{id} when `id` is
 * given (docs/reference/money.md#subscriptions: name 1-100, price 0.99-999.99 per month, benefits).
 * @throws ApiError 400 VALIDATION_ERROR (field path in `field`), 404 TIER_NOT_FOUND
 */
export function useSaveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: TierSave) =>
      tier.id === undefined
        ? api.POST('/api/creator/subscription-tiers', { body: tier.body })
        : api.PATCH('/api/creator/subscription-tiers/{id}', {
            params: { path: { id: tier.id } },
            body: tier.body,
          }),
    onSuccess: () => invalidateCreator(queryClient),
  });
}

/**
 * DELETE /api/creator/subscription-tiers/{id}: the tier goes; its subscribers keep their period.
 * @throws ApiError 404 TIER_NOT_FOUND
 */
export function useDeleteTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.DELETE('/api/creator/subscription-tiers/{id}', { params: { path: { id } } }),
    onSuccess: () => invalidateCreator(queryClient),
  });
}

/** PUT /api/creator/tip-jar {enabled}: the dashboard's tip-jar switch. */
export function useSetTipJar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.PUT('/api/creator/tip-jar', { body: { enabled } }),
    onSuccess: () => invalidateCreator(queryClient),
  });
}

/**
 * POST /api/creator/payments/{id}/refund: refunds a completed demo payment (its access is revoked,
 * its earning reversed).
 * @throws ApiError 409 NOT_REFUNDABLE, 404 PAYMENT_NOT_FOUND
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      api.POST('/api/creator/payments/{id}/refund', { params: { path: { id: paymentId } } }),
    onSuccess: () => invalidateCreator(queryClient),
  });
}
