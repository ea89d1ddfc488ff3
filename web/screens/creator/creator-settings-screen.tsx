import { UserCog } from 'lucide-react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';

/** /creator/settings: creator account settings (none to change in this release). */
export function CreatorSettingsScreen() {
  const [, navigate] = useLocation();
  return (
    <ScreenLayout header={<ScreenHeader title="Creator Settings" backHref="/creator-dashboard" />}>
      <EmptyState
        title="No creator settings yet"
        description="Your name and photo are shown on your profile."
        icon={<UserCog className="h-10 w-10" />}
      >
        <Button variant="secondary" onClick={() => navigate('/profile')}>
          Open Profile
        </Button>
      </EmptyState>
    </ScreenLayout>
  );
}
