import type { Balance, PayoutAccount } from '../../../contract/payouts';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../components/ui/states';
import { formatCents } from '../../lib/money';
import { useRequestPayout } from '../../lib/payouts';
import { showToast } from '../../lib/toast';
import { holdText, nextPayoutText } from './payouts-text';

/** One balance tile: label, amount in cents, an optional note. */
function Tile({ label, cents, note }: { label: string; cents: number; note?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-panel p-4">
      <dt className="text-sm text-neutral-400">{label}</dt>
      <dd className="text-xl font-bold text-white">{formatCents(cents)}</dd>
      {note ? <dd className="text-xs text-neutral-400">{note}</dd> : null}
    </div>
  );
}

/**
 * The balance part of the Payouts tab (docs/reference/money.md#payouts): tiles Pending (with the hold),
 * Available, In transit, Paid out (and Reversed when there is any), the next weekly payout or why none,
 * and "Pay out now" (POST /api/creator/payouts), enabled when the account is ready, the email verified
 * and the available balance reaches the minimum; otherwise "Minimum payout is {amount}" says why.
 */
export function PayoutsBalance({ balance, account }: { balance: Balance; account: PayoutAccount }) {
  const payout = useRequestPayout();
  const isBelowMinimum = balance.availableCents < balance.minimumPayoutCents;
  const canPayOut = account.ready && account.emailVerified && !isBelowMinimum;
  return (
    <section aria-labelledby="balance-heading" className="flex flex-col gap-3">
      <h2 id="balance-heading" className="text-lg font-semibold text-white">
        Balance
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="Pending" cents={balance.pendingCents} note={holdText(balance.holdDays)} />
        <Tile label="Available" cents={balance.availableCents} />
        <Tile label="In transit" cents={balance.inTransitCents} />
        <Tile label="Paid out" cents={balance.paidOutCents} />
        {balance.reversedCents > 0 ? (
          <Tile label="Reversed" cents={balance.reversedCents} note="refunds and lost disputes" />
        ) : null}
      </dl>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-white">{nextPayoutText(balance, account)}</p>
          <p id="payout-minimum" className="text-sm text-neutral-400">
            Minimum payout is {formatCents(balance.minimumPayoutCents)}
          </p>
        </div>
        <Button
          className="shrink-0"
          aria-describedby={canPayOut ? undefined : 'payout-minimum'}
          disabled={!canPayOut || payout.isPending}
          onClick={() =>
            payout.mutate(undefined, {
              onSuccess: (paid) =>
                showToast(
                  'Payout on its way',
                  `${formatCents(paid.amountCents)} is on its way to your bank.`,
                ),
              onError: (error) => showToast('Payout failed', errorMessage(error), { destructive: true }),
            })
          }
        >
          {payout.isPending ? 'Paying out...' : 'Pay out now'}
        </Button>
      </div>
    </section>
  );
}
