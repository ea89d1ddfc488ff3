import { Download, Landmark } from 'lucide-react';
import type { Payout } from '../../../contract/payouts';
import { buttonClass } from '../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { formatDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { TRANSACTIONS_CSV_URL, usePayouts } from '../../lib/payouts';

/** A payout status in words (the badge says it, not only its colour). */
const STATUS_LABELS: Record<Payout['status'], string> = {
  in_transit: 'In transit',
  paid: 'Paid',
  failed: 'Failed',
};

const STATUS_CLASSES: Record<Payout['status'], string> = {
  in_transit: 'bg-sky-500/15 text-sky-200',
  paid: 'bg-emerald-500/15 text-emerald-200',
  failed: 'bg-red-500/15 text-red-200',
};

/** How a payout started: asked for ("Requested") or the weekly run ("Weekly"). */
const TRIGGER_LABELS: Record<Payout['trigger'], string> = { request: 'Requested', schedule: 'Weekly' };

/** The date line of a payout: when it was made, and when it arrived or should arrive. */
function payoutDates(payout: Payout): string {
  const made = formatDate(payout.createdAt);
  if (payout.status === 'paid' && payout.paidAt) return `${made} · arrived ${formatDate(payout.paidAt)}`;
  if (payout.status === 'in_transit' && payout.arrivalDate)
    return `${made} · arrives ${formatDate(payout.arrivalDate)}`;
  return made;
}

/**
 * The history part of the Payouts tab (docs/reference/money.md#payouts): payouts newest first (GET
 * /api/creator/payouts) with amount, status badge, date and trigger, "No payouts yet" without any, and the
 * transactions export as a download link (GET /api/creator/transactions.csv).
 */
export function PayoutsHistory() {
  const payouts = usePayouts();
  return (
    <section aria-labelledby="payout-history-heading" className="flex flex-col gap-3">
      <h2 id="payout-history-heading" className="text-lg font-semibold text-white">
        Payout history
      </h2>
      {payouts.isPending ? (
        <ListSkeleton rows={2} label="Loading payouts..." />
      ) : payouts.isError ? (
        <ErrorState error={payouts.error} onRetry={() => payouts.refetch()} />
      ) : payouts.data.payouts.length === 0 ? (
        <EmptyState
          title="No payouts yet"
          description="Payouts you receive will be listed here."
          icon={<Landmark className="h-10 w-10" />}
          headingLevel={3}
        />
      ) : (
        <ul aria-label="Payouts" className="flex flex-col gap-2">
          {payouts.data.payouts.map((payout) => (
            <li
              key={payout.id}
              className="flex items-start justify-between gap-3 rounded-xl border border-line bg-panel px-4 py-3"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-white">{formatCents(payout.amountCents)}</span>
                <span className="text-sm text-neutral-400">
                  {payoutDates(payout)} · {TRIGGER_LABELS[payout.trigger]}
                </span>
              </div>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[payout.status]}`}
              >
                {STATUS_LABELS[payout.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      <a href={TRANSACTIONS_CSV_URL} download className={buttonClass('secondary', 'md', 'self-start')}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download all transactions (CSV)
      </a>
    </section>
  );
}
