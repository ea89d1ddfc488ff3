import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SettingsButton } from '../../components/settings-button';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { UserStatsTiles } from '../../components/user-stats';
import { useCurrentUser, useLogout } from '../../lib/auth';
import { showToast } from '../../lib/toast';
import { Achievements } from './achievements';
import { MyVotesList } from './my-votes-list';
import { MyStoriesList, ReadingList } from './profile-lists';
import { ProfilePhoto } from './profile-photo';

/**
 * The signed-in user's profile at /profile and /private-profile (docs/reference/routes.md#profile):
 * avatar (photo dialog), name, @username, real stats, achievements, My Stories, My Votes and Reading
 * List tabs, and logout.
 */
export function ProfileScreen() {
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const logout = useLogout();
  const reader = useReaderOverlay();
  const me = user.data;

  // mutateAsync: logging out unmounts this screen, which would drop mutate callbacks.
  const onLogout = () =>
    logout.mutateAsync().then(
      () => {
        navigate('/');
        showToast('Logged out', "You've been logged out successfully.");
      },
      () => showToast('Error', 'Failed to logout', { destructive: true }),
    );

  return (
    <ScreenLayout header={<ScreenHeader title="Profile" isHeading={false} actions={<SettingsButton />} />}>
      <div className="flex flex-col gap-6">
        <section className="flex items-center gap-4">
          <ProfilePhoto name={me?.displayName ?? me?.username} imageUrl={me?.profileImageUrl} />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold text-white">{me?.displayName ?? me?.username}</h1>
            {me?.username ? <p className="text-neutral-400">@{me.username}</p> : null}
            {me?.bio ? <p className="mt-1 line-clamp-2 text-sm text-neutral-300">{me.bio}</p> : null}
          </div>
        </section>
        <UserStatsTiles />
        <Achievements />
        <Tabs defaultValue="stories">
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="stories">My Stories</TabsTrigger>
            <TabsTrigger value="votes">My Votes</TabsTrigger>
            <TabsTrigger value="reading">Reading List</TabsTrigger>
          </TabsList>
          <TabsContent value="stories">
            <MyStoriesList onRead={reader.open} />
          </TabsContent>
          <TabsContent value="votes">
            <MyVotesList />
          </TabsContent>
          <TabsContent value="reading">
            <ReadingList onRead={reader.open} />
          </TabsContent>
        </Tabs>
        <Button variant="secondary" onClick={onLogout} disabled={logout.isPending} className="self-start">
          <LogOut aria-hidden="true" className="h-4 w-4" /> {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
