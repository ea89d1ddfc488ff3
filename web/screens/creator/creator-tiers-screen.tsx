import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { TiersTab } from '../creator-dashboard/tiers-tab';

/** /creator/tiers: the creator's subscription tiers, the same list and actions as the dashboard tab. */
export function CreatorTiersScreen() {
  return (
    <ScreenLayout header={<ScreenHeader title="Subscription Tiers" backHref="/creator-dashboard" />}>
      <TiersTab />
    </ScreenLayout>
  );
}
