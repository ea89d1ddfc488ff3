import { Crown, PenLine, UserCog } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { UserStatsTiles } from '../../components/user-stats';
import { useCurrentUser } from '../../lib/auth';
import { AnalyticsTab } from './analytics-tab';
import { EarningsTab } from './earnings-tab';
import { FollowersTab } from './followers-tab';
import { PayoutsTab } from './payouts-tab';
import { PostsTab } from './posts-tab';
import { ProfileTab } from './profile-tab';
import { TiersTab } from './tiers-tab';

const TABS = ['profile', 'posts', 'tiers', 'earnings', 'payouts', 'analytics', 'followers'] as const;

/**
 * /creator-dashboard (docs/reference/routes.md#creator-dashboard): "Creator Dashboard" with "View Public",
 * "Loading profile..." until the user loads, and its tabs (default Profile, `?tab=` opens another): Profile
 * (Public Profile Settings, the creator's story and read counts, shortcuts), Tiers, Earnings and Analytics
 * with real figures, Payouts (docs/reference/money.md#payouts), Followers (docs/reference/people.md#follows), and Posts with the "New post" composer
 * (docs/reference/people.md#posts).
 */
export function CreatorDashboardScreen() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const user = useCurrentUser();
  const username = user.data?.username;
  const wanted = new URLSearchParams(search).get('tab');
  const initialTab = TABS.find((tab) => tab === wanted) ?? 'profile';
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
      {user.isPending ? (
        <Spinner label="Loading profile..." />
      ) : (
        <Tabs defaultValue={initialTab}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="posts">Posts</TabsTrigger>
            <TabsTrigger value="tiers">Tiers</TabsTrigger>
            <TabsTrigger value="earnings">Earnings</TabsTrigger>
            <TabsTrigger value="payouts">Payouts</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="followers">Followers</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <div className="flex flex-col gap-5">
              <ProfileTab />
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
                <Button
                  variant="secondary"
                  className="h-auto flex-col py-3"
                  onClick={() => navigate('/create')}
                >
                  <PenLine aria-hidden="true" className="h-5 w-5" /> New Story
                </Button>
              </div>
            </div>
          </TabsContent>
          <TabsContent value="posts">
            <PostsTab />
          </TabsContent>
          <TabsContent value="tiers">
            <TiersTab />
          </TabsContent>
          <TabsContent value="earnings">
            <EarningsTab />
          </TabsContent>
          <TabsContent value="payouts">
            <PayoutsTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
          <TabsContent value="followers">
            <FollowersTab />
          </TabsContent>
        </Tabs>
      )}
    </ScreenLayout>
  );
}
