import { useState } from 'react';
import type { Payment } from '../../../contract/payments';
import { PAYMENT_TYPE_LABELS } from '../../../contract/payments';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { useCreatorPayments, useRefundPayment } from '../../lib/creator';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { showToast } from '../../lib/toast';
import { TipMessage } from './tip-message';

/**
 * The Earnings tab's payment list (docs/reference/money.md#ledger): every payment the author received (GET
 * /api/creator/payments) with payer, type, date, amount paid, the author's earning, status and a tip's message; a
 * completed demo payment can be refunded (POST /api/creator/payments/{id}/refund), which ends the
 * access it bought and reverses the earning. Stripe payments are refunded in Stripe.
 */
export function ReceivedPayments() {
  const payments = useCreatorPayments();
  const refund = useRefundPayment();
  const [toRefund, setToRefund] = useState<Payment | null>(null);
  if (payments.isPending) return <ListSkeleton rows={2} label="Loading payments..." />;
  if (payments.isError) return <ErrorState error={payments.error} onRetry={() => payments.refetch()} />;
  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
      <h2 id="payments-heading" className="text-lg font-semibold text-white">
        Payments
      </h2>
      {payments.data.length === 0 ? (
        <p className="text-sm text-neutral-400">No payments yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {payments.data.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-col gap-1 rounded-xl border border-line bg-panel px-4 py-3"
            >
              <div className="flex items-center justify-between gap-3">
                <p id={`payment-${payment.id}`} className="min-w-0 truncate text-white">
                  {PAYMENT_TYPE_LABELS[payment.type]} · {payment.payerName}
                </p>
                <span className="shrink-0 font-semibold text-white">{formatAmount(payment.amount)}</span>
              </div>
              <p className="text-sm text-neutral-400">
                {formatDate(payment.createdAt)} · you earn {formatAmount(payment.authorEarning)} ·{' '}
                {payment.status}
                {payment.demo ? ' · demo' : ''}
                {payment.storyTitle ? ` · ${payment.storyTitle}` : ''}
              </p>
              {payment.type === 'tip' && payment.message ? <TipMessage message={payment.message} /> : null}
              {payment.demo && payment.status === 'completed' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="self-start"
                  aria-describedby={`payment-${payment.id}`}
                  onClick={() => setToRefund(payment)}
                >
                  Refund
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRefund !== null}
        onOpenChange={(open) => {
          if (!open) setToRefund(null);
        }}
        title="Refund payment?"
        description={
          toRefund
            ? `Refund ${formatAmount(toRefund.amount)} to ${toRefund.payerName}? The access it bought ends now and your earning of ${formatAmount(toRefund.authorEarning)} is reversed.`
            : ''
        }
        confirmLabel="Refund"
        isPending={refund.isPending}
        onConfirm={() => {
          if (!toRefund || refund.isPending) return;
          refund.mutate(toRefund.id, {
            onSuccess: () => {
              showToast('Payment refunded', `${formatAmount(toRefund.amount)} to ${toRefund.payerName}`);
              setToRefund(null);
            },
            onError: (error) => showToast('Refund failed', errorMessage(error), { destructive: true }),
          });
        }}
      />
    </section>
  );
}
