import { Crown, PenLine, Receipt, UserCog } from 'lucide-react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';
import { UserStatsTiles } from '../../components/user-stats';
import { useCurrentUser } from '../../lib/auth';

/**
 * /creator-dashboard (spec section 2): "View Public", the creator's real story and read counts and the
 * shortcuts to tiers, settings and create. No payments exist in this release, so earnings are empty.
 */
export function CreatorDashboardScreen() {
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const username = user.data?.username;
  return (
    <ScreenLayout
      header={
        <ScreenHeader
          title="Creator Dashboard"
          backHref="/"
          actions={
            username ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => navigate(`/author/${encodeURIComponent(username)}`)}
              >
                View Public
              </Button>
            ) : null
          }
        />
      }
    >
      <div className="flex flex-col gap-5">
        <UserStatsTiles />
        <div className="grid grid-cols-3 gap-2">
          <Button
            variant="secondary"
            className="h-auto flex-col py-3"
            onClick={() => navigate('/creator/tiers')}
          >
            <Crown aria-hidden="true" className="h-5 w-5" /> Tiers
          </Button>
          <Button
            variant="secondary"
            className="h-auto flex-col py-3"
            onClick={() => navigate('/creator/settings')}
          >
            <UserCog aria-hidden="true" className="h-5 w-5" /> Settings
          </Button>
          <Button variant="secondary" className="h-auto flex-col py-3" onClick={() => navigate('/create')}>
            <PenLine aria-hidden="true" className="h-5 w-5" /> New Story
          </Button>
        </div>
        <section aria-labelledby="transactions-heading" className="flex flex-col gap-3">
          <h2 id="transactions-heading" className="text-lg font-semibold text-white">
            Recent Transactions
          </h2>
          <EmptyState
            title="No transactions yet"
            description="Purchases, subscriptions and tips from readers will be listed here."
            icon={<Receipt className="h-10 w-10" />}
            headingLevel={3}
          />
        </section>
      </div>
    </ScreenLayout>
  );
}
