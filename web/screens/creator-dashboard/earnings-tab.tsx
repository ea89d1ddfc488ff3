import { Receipt } from 'lucide-react';
import { EmptyState, ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { useCreatorEarnings, useSetTipJar } from '../../lib/creator';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { showToast } from '../../lib/toast';
import { ReceivedPayments } from './received-payments';
import { TipMessage } from './tip-message';

/**
 * The dashboard's Earnings tab (docs/reference/routes.md#creator-dashboard): Total Earnings and This Month
 * (after the platform fee, from GET /api/creator/earnings), the platform fee, the tip-jar switch, and "Recent
 * Transactions" (description, date, +amount, a tip's message) or "No transactions yet", then every payment
 * received, with the demo refund.
 */
export function EarningsTab() {
  const earnings = useCreatorEarnings();
  const tipJar = useSetTipJar();
  if (earnings.isPending) return <ListSkeleton rows={3} label="Loading earnings..." />;
  if (earnings.isError) return <ErrorState error={earnings.error} onRetry={() => earnings.refetch()} />;
  const e = earnings.data;
  const cards = [
    { label: 'Total Earnings', value: formatAmount(e.totalEarnings) },
    { label: 'This Month', value: formatAmount(e.monthlyEarnings) },
    { label: 'Readers paid', value: formatAmount(e.grossRevenue) },
    { label: `Platform fee (${e.platformFeePercent}%)`, value: formatAmount(e.platformFees) },
  ];
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-2xl border border-line bg-panel p-4">
            <dt className="text-sm text-neutral-400">{card.label}</dt>
            <dd className="text-xl font-bold text-white">{card.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-neutral-400">
        You earn {100 - e.platformFeePercent}% of what readers pay (on a story you share, split by the shares
        its owner sets); pending payout {formatAmount(e.pendingPayout)}.
      </p>
      <label className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-panel p-4">
        <span>
          <span className="block font-medium text-white">Tip jar</span>
          <span className="block text-sm text-neutral-400">Let readers send you one-time tips.</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={e.tipJarEnabled}
          checked={e.tipJarEnabled}
          disabled={tipJar.isPending}
          onChange={(event) =>
            tipJar.mutate(event.target.checked, {
              onSuccess: (answer) => showToast(answer.tipJarEnabled ? 'Tip jar on' : 'Tip jar off'),
              onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
            })
          }
          className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-white/15 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-accent checked:before:translate-x-5.5"
        />
      </label>
      <section aria-labelledby="transactions-heading" className="flex flex-col gap-3">
        <h2 id="transactions-heading" className="text-lg font-semibold text-white">
          Recent Transactions
        </h2>
        {e.recentTransactions.length === 0 ? (
          <EmptyState
            title="No transactions yet"
            description="Purchases, subscriptions and tips from readers will be listed here."
            icon={<Receipt className="h-10 w-10" />}
            headingLevel={3}
          />
        ) : (
          <ul className="flex flex-col gap-2">
            {e.recentTransactions.map((t) => (
              <li
                key={t.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-line bg-panel px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate text-white">{t.description}</p>
                  <p className="text-sm text-neutral-400">
                    {formatDate(t.date)}
                    {t.status === 'completed' ? '' : ` · ${t.status}`}
                  </p>
                  {t.message ? <TipMessage message={t.message} /> : null}
                </div>
                <span
                  className={`shrink-0 font-semibold ${t.status === 'refunded' ? 'text-neutral-400 line-through' : 'text-emerald-300'}`}
                >
                  +{formatAmount(t.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReceivedPayments />
    </div>
  );
}
