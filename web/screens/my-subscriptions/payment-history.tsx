import { Receipt } from 'lucide-react';
import { PAYMENT_TYPE_LABELS } from '../../../contract/payments';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { useUserPayments } from '../../lib/payments';

/** docs/reference/limits.md#lists: payment history shows at most 20 payments. */
export const PAYMENT_HISTORY_MAX = 20;

/**
 * The History tab (docs/reference/routes.md#my-subscriptions): up to 20 payments from GET /api/user/payments,
 * each labelled Subscription, Tip or Content Purchase, with the author, date, amount (2 decimals) and a
 * status badge (green when completed, otherwise yellow). Empty: "No Payment History".
 */
export function PaymentHistory() {
  const payments = useUserPayments();
  if (payments.isPending) return <ListSkeleton rows={3} label="Loading payments..." />;
  if (payments.isError) return <ErrorState error={payments.error} onRetry={() => payments.refetch()} />;
  if (payments.data.length === 0) {
    return (
      <EmptyState
        title="No Payment History"
        description="Purchases, subscriptions and tips will be listed here."
        icon={<Receipt className="h-10 w-10" />}
        headingLevel={3}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {payments.data.slice(0, PAYMENT_HISTORY_MAX).map((payment) => (
        <li
          key={payment.id}
          className="flex items-center justify-between gap-3 rounded-xl border border-line bg-panel px-4 py-3"
        >
          <div className="min-w-0">
            <p className="font-medium text-white">
              {PAYMENT_TYPE_LABELS[payment.type] ?? 'Content Purchase'}
            </p>
            <p className="truncate text-sm text-neutral-400">
              {payment.authorName} · {formatDate(payment.createdAt)}
              {payment.storyTitle ? ` · ${payment.storyTitle}` : ''}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-semibold text-white">{formatAmount(payment.amount)}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${payment.status === 'completed' ? 'bg-emerald-500/20 text-emerald-300' : 'bg-amber-500/20 text-amber-200'}`}
            >
              {payment.status}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
