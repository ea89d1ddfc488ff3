import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatorEarnings, QuickStats } from '../../contract/creators';
import type { Payment } from '../../contract/payments';
import type {
  CreateTierRequest,
  CreatorTier,
  Subscriber,
  UpdateTierRequest,
} from '../../contract/subscriptions';
import { api } from './api';

/** Query keys of the creator dashboard (the default queryFn GETs the parts joined by "/"). */
export const creatorKeys = {
  tiers: ['/api/creator/subscription-tiers'] as const,
  earnings: ['/api/creator/earnings'] as const,
  payments: ['/api/creator/payments'] as const,
  subscribers: ['/api/creator/subscribers'] as const,
  quickStats: ['/api/creator/quick-stats'] as const,
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
  return useQuery<CreatorTier[]>({ queryKey: creatorKeys.tiers });
}

/** GET /api/creator/earnings: totals after the platform fee, this month, fees, recent transactions. */
export function useCreatorEarnings() {
  return useQuery<CreatorEarnings>({ queryKey: creatorKeys.earnings });
}

/** GET /api/creator/payments: payments the author received, newest first. */
export function useCreatorPayments() {
  return useQuery<Payment[]>({ queryKey: creatorKeys.payments });
}

/** GET /api/creator/subscribers: the author's subscribers (the dashboard shows the first 10). */
export function useCreatorSubscribers() {
  return useQuery<Subscriber[]>({ queryKey: creatorKeys.subscribers });
}

/** GET /api/creator/quick-stats: subscribers, views, growth %, engagement %, ARPU. */
export function useQuickStats() {
  return useQuery<QuickStats>({ queryKey: creatorKeys.quickStats });
}

/**
 * POST /api/creator/subscription-tiers, or PATCH /api/creator/subscription-tiers/{id} when `id` is
 * given (issue "Money" §4: name 1-100, price 0.99-999.99 per month, benefits).
 * @throws ApiError 400 VALIDATION_ERROR (field path in `field`), 404 TIER_NOT_FOUND
 */
export function useSaveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateTierRequest | UpdateTierRequest }) =>
      id
        ? api.patch<CreatorTier>(`/api/creator/subscription-tiers/${id}`, body)
        : api.post<CreatorTier>('/api/creator/subscription-tiers', body),
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
    mutationFn: (id: number) => api.delete<unknown>(`/api/creator/subscription-tiers/${id}`),
    onSuccess: () => invalidateCreator(queryClient),
  });
}

/** PUT /api/creator/tip-jar {enabled}: the dashboard's tip-jar switch. */
export function useSetTipJar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<{ tipJarEnabled: boolean }>('/api/creator/tip-jar', { enabled }),
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
    mutationFn: (paymentId: number) => api.post<Payment>(`/api/creator/payments/${paymentId}/refund`),
    onSuccess: () => invalidateCreator(queryClient),
  });
}
