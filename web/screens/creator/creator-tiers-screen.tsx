import { Crown } from 'lucide-react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';

/** /creator/tiers: the creator's subscription tiers (none exist in this release). */
export function CreatorTiersScreen() {
  const [, navigate] = useLocation();
  return (
    <ScreenLayout header={<ScreenHeader title="Subscription Tiers" backHref="/creator-dashboard" />}>
      <EmptyState
        title="No subscription tiers created yet"
        description="Tiers let readers support you monthly."
        icon={<Crown className="h-10 w-10" />}
      >
        <Button variant="secondary" onClick={() => navigate('/creator-dashboard')}>
          Creator Dashboard
        </Button>
      </EmptyState>
    </ScreenLayout>
  );
}
