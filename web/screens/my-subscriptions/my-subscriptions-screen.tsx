import { Users } from 'lucide-react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SettingsButton } from '../../components/settings-button';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';

/**
 * /my-subscriptions (spec section 2): header with back to / and settings. The subscription list has no
 * endpoint in this release, so the screen shows the empty state with Discover Authors.
 */
export function MySubscriptionsScreen() {
  const [, navigate] = useLocation();
  return (
    <ScreenLayout
      header={<ScreenHeader title="My Subscriptions" backHref="/" actions={<SettingsButton />} />}
    >
      <EmptyState
        title="No subscriptions yet"
        description="Authors you subscribe to will be listed here with their tier and billing date."
        icon={<Users className="h-10 w-10" />}
      >
        <Button onClick={() => navigate('/discover')}>Discover Authors</Button>
      </EmptyState>
    </ScreenLayout>
  );
}
