import { useSearch } from 'wouter';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { useBalance, usePayoutAccount } from '../../lib/payouts';
import { PayoutsBalance } from './payouts-balance';
import { PayoutsHistory } from './payouts-history';
import { PayoutsEmailNotice, PayoutsSetup } from './payouts-setup';

/** Where Stripe's Account Link sent the author back: `?onboarding=return` (done or left) or `refresh` (expired). */
function onboardingReturn(search: string): 'return' | 'refresh' | null {
  const value = new URLSearchParams(search).get('onboarding');
  return value === 'return' || value === 'refresh' ? value : null;
}

/**
 * The dashboard's Payouts tab (docs/reference/money.md#payouts, docs/reference/routes.md#creator-dashboard):
 * "Verify your email to receive payouts" while the email is unverified; the payout account ("Get paid" and
 * "Set up payouts" before onboarding, Stripe's status after); the balance tiles, the next payout and "Pay out
 * now"; the payout history and the CSV export. Coming back from Stripe (`?onboarding=return`) the page loads
 * the account afresh and says whether the details were saved or what is still due.
 */
export function PayoutsTab() {
  const search = useSearch();
  const account = usePayoutAccount();
  const balance = useBalance();
  if (account.isPending || balance.isPending) return <ListSkeleton rows={3} label="Loading payouts..." />;
  if (account.isError) return <ErrorState error={account.error} onRetry={() => account.refetch()} />;
  if (balance.isError) return <ErrorState error={balance.error} onRetry={() => balance.refetch()} />;
  return (
    <div className="flex flex-col gap-5">
      {account.data.emailVerified ? null : <PayoutsEmailNotice />}
      <PayoutsSetup account={account.data} onboarding={onboardingReturn(search)} />
      <PayoutsBalance balance={balance.data} account={account.data} />
      <PayoutsHistory />
    </div>
  );
}
