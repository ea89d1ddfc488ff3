import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PwaSession } from './components/pwa/pwa-session';
import { SkipLink } from './components/skip-link';
import { Spinner } from './components/ui/spinner';
import { ErrorState } from './components/ui/states';
import { useCurrentUser } from './lib/auth';
import { rememberReturnPath, takeReturnPath } from './lib/return-path';
import { showToast } from './lib/toast';
import { NotFoundScreen } from './screens/not-found/not-found-screen';
import type { AuthView } from './screens/splash/splash-screen';

// Every screen loads on first visit, keeping the first download small on phones: the hub too, since
// shared links open the story page and the reader first, often without the service worker's cache.
// The splash's forms (react-hook-form, zod) load only for visitors; the live socket (its frames are
// parsed with zod) after the first screen (docs/reference/performance.md#bundle).
const HomeScreen = lazy(() => import('./screens/home/home-screen').then((m) => ({ default: m.HomeScreen })));
const SplashScreen = lazy(() =>
  import('./screens/splash/splash-screen').then((m) => ({ default: m.SplashScreen })),
);
const LiveUpdates = lazy(() => import('./components/live-updates').then((m) => ({ default: m.LiveUpdates })));
const AuthorScreen = lazy(() =>
  import('./screens/author/author-screen').then((m) => ({ default: m.AuthorScreen })),
);
const CreateChapterScreen = lazy(() =>
  import('./screens/chapter-editor/create-chapter-screen').then((m) => ({ default: m.CreateChapterScreen })),
);
const EditChapterScreen = lazy(() =>
  import('./screens/chapter-editor/edit-chapter-screen').then((m) => ({ default: m.EditChapterScreen })),
);
const EditStoryScreen = lazy(() =>
  import('./screens/edit-story/edit-story-screen').then((m) => ({ default: m.EditStoryScreen })),
);
const CreateScreen = lazy(() =>
  import('./screens/create/create-screen').then((m) => ({ default: m.CreateScreen })),
);
const CreatorSettingsScreen = lazy(() =>
  import('./screens/creator/creator-settings-screen').then((m) => ({ default: m.CreatorSettingsScreen })),
);
const CreatorTiersScreen = lazy(() =>
  import('./screens/creator/creator-tiers-screen').then((m) => ({ default: m.CreatorTiersScreen })),
);
const CreatorDashboardScreen = lazy(() =>
  import('./screens/creator-dashboard/creator-dashboard-screen').then((m) => ({
    default: m.CreatorDashboardScreen,
  })),
);
const DiscoverScreen = lazy(() =>
  import('./screens/discover/discover-screen').then((m) => ({ default: m.DiscoverScreen })),
);
const ImportScreen = lazy(() =>
  import('./screens/import/import-screen').then((m) => ({ default: m.ImportScreen })),
);
const LibraryScreen = lazy(() =>
  import('./screens/library/library-screen').then((m) => ({ default: m.LibraryScreen })),
);
const MessagesScreen = lazy(() =>
  import('./screens/messages/messages-screen').then((m) => ({ default: m.MessagesScreen })),
);
const ConversationsScreen = lazy(() =>
  import('./screens/messages/conversations-screen').then((m) => ({ default: m.ConversationsScreen })),
);
const NotificationsScreen = lazy(() =>
  import('./screens/notifications/notifications-screen').then((m) => ({ default: m.NotificationsScreen })),
);
const MySubscriptionsScreen = lazy(() =>
  import('./screens/my-subscriptions/my-subscriptions-screen').then((m) => ({
    default: m.MySubscriptionsScreen,
  })),
);
const ProfileScreen = lazy(() =>
  import('./screens/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })),
);
const ReaderScreen = lazy(() =>
  import('./screens/reader/reader-screen').then((m) => ({ default: m.ReaderScreen })),
);
const SettingsScreen = lazy(() =>
  import('./screens/settings/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);
const StoryScreen = lazy(() =>
  import('./screens/story/story-screen').then((m) => ({ default: m.StoryScreen })),
);
const ProposalsScreen = lazy(() =>
  import('./screens/proposals/proposals-screen').then((m) => ({ default: m.ProposalsScreen })),
);
const ProposeScreen = lazy(() =>
  import('./screens/proposals/propose-screen').then((m) => ({ default: m.ProposeScreen })),
);
const WelcomeScreen = lazy(() =>
  import('./screens/welcome/welcome-screen').then((m) => ({ default: m.WelcomeScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('./screens/account-recovery/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
const ResetPasswordScreen = lazy(() =>
  import('./screens/account-recovery/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
const VerifyEmailScreen = lazy(() =>
  import('./screens/account-recovery/verify-email-screen').then((m) => ({ default: m.VerifyEmailScreen })),
);
const VerifyEmailBanner = lazy(() =>
  import('./screens/account-recovery/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })),
);
const UnsubscribeScreen = lazy(() =>
  import('./screens/unsubscribe/unsubscribe-screen').then((m) => ({ default: m.UnsubscribeScreen })),
);
const BrowseScreen = lazy(() =>
  import('./screens/browse/browse-screen').then((m) => ({ default: m.BrowseScreen })),
);
const PostScreen = lazy(() => import('./screens/post/post-screen').then((m) => ({ default: m.PostScreen })));
const RedeemScreen = lazy(() =>
  import('./screens/redeem/redeem-screen').then((m) => ({ default: m.RedeemScreen })),
);

/** Route params are strings; ids that are not positive integers become 0 (screens show not-found). */
function toId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * Paths a signed-out visitor may open (docs/reference/platform.md#public-reading): shared story, reader,
 * author and post links, the marketing page and the public browse list, and the email links' pages
 * (docs/reference/people.md#email). Everything else shows the splash.
 */
const PUBLIC_PATH =
  /^\/(?:welcome|browse|forgot-password|reset-password|verify-email|unsubscribe|(?:reading|story|reader|author|user|posts)\/[^/]+)\/?$/;

/**
 * Signed out: the public pages above, else the splash (docs/reference/routes.md#screens,
 * docs/reference/access.md#adult).
 */
function SignedOutApp() {
  const [location] = useLocation();
  return PUBLIC_PATH.test(location) ? <PublicRoutes /> : <SplashGate />;
}

/** The pages a visitor reads without an account; account actions there ask to sign in first. */
function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Switch>
        <Route path="/welcome" component={WelcomeScreen} />
        <Route path="/browse" component={BrowseScreen} />
        <Route path="/reading/:id">{(p) => <StoryScreen key={p.id} storyId={toId(p.id)} />}</Route>
        <Route path="/story/:id">{(p) => <Redirect to={`/reading/${p.id}`} replace />}</Route>
        <Route path="/reader/:id">{(p) => <ReaderScreen key={p.id} storyId={toId(p.id)} />}</Route>
        <Route path="/author/:username">
          {(p) => <AuthorScreen key={p.username} username={p.username} />}
        </Route>
        <Route path="/user/:username">{(p) => <AuthorScreen key={p.username} username={p.username} />}</Route>
        <Route path="/posts/:id">{(p) => <PostScreen key={p.id} postId={toId(p.id)} />}</Route>
        <Route path="/forgot-password" component={ForgotPasswordScreen} />
        <Route path="/reset-password" component={ResetPasswordScreen} />
        <Route path="/verify-email" component={VerifyEmailScreen} />
        <Route path="/unsubscribe" component={UnsubscribeScreen} />
      </Switch>
    </Suspense>
  );
}

/**
 * The splash at / (docs/reference/routes.md#screens, docs/reference/access.md#roles); any other
 * signed-in-only path comes back to / and is remembered for after sign-in. /login and /signup open their
 * forms; /create redirects with the "Login Required" toast; messages, voting and proposing open the sign-in
 * form with it.
 */
function SplashGate() {
  const [location, navigate] = useLocation();
  const [view, setView] = useState<AuthView>(() =>
    location === '/login' ? 'login' : location === '/signup' ? 'signup' : 'splash',
  );
  useEffect(() => {
    if (location === '/') return;
    if (location === '/login') setView('login');
    if (location === '/signup') setView('signup');
    if (location === '/create' || location === '/create-story') {
      showToast('Login Required', 'Please log in to create stories.', { destructive: true });
    }
    if (location === '/messages' || location.startsWith('/messages/')) {
      showToast('Login Required', 'Please log in to send messages', { destructive: true });
      setView('login'); // docs/reference/access.md#roles: "Login Required" toast and redirect to /login
    }
    if (location === '/redeem') {
      showToast('Login Required', 'Please log in to redeem a gift.', { destructive: true });
      setView('login');
    }
    if (location.startsWith('/propose/') || location.startsWith('/proposals/')) {
      // docs/reference/platform.md#public-reading: a visitor at the end of a shared story who wants to vote
      // or propose.
      showToast('Login Required', 'Please log in to vote and propose.', { destructive: true });
      setView('login');
    }
    if (location !== '/login' && location !== '/signup') {
      rememberReturnPath(`${location}${window.location.search}`);
    }
    navigate('/', { replace: true });
  }, [location, navigate]);
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <SplashScreen view={view} onViewChange={setView} />
    </Suspense>
  );
}

/**
 * After sign-in, goes once to the deep link remembered while signed out. Only from home, where the
 * sign-in form leaves the user: a page opened by its own address (a typed or followed link) wins, and the
 * remembered path is dropped.
 */
function useReturnToRememberedPath(
  location: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the signed-in routes first mount
  useEffect(() => {
    const target = takeReturnPath();
    if (target && location === '/') navigate(target, { replace: true });
  }, [navigate]);
}

/** The signed-in route table (docs/reference/routes.md#screens), twins redirected to their canonical path. */
function SignedInRoutes() {
  const [location, navigate] = useLocation();
  useReturnToRememberedPath(location, navigate);
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Suspense fallback={null}>
        <LiveUpdates />
        <VerifyEmailBanner />
      </Suspense>
      <PwaSession />
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/create" component={CreateScreen} />
        <Route path="/reading/:id">{(p) => <StoryScreen key={p.id} storyId={toId(p.id)} />}</Route>
        <Route path="/reader/:id">{(p) => <ReaderScreen key={p.id} storyId={toId(p.id)} />}</Route>
        <Route path="/create-chapter/:id">
          {(p) => <CreateChapterScreen key={p.id} storyId={toId(p.id)} />}
        </Route>
        <Route path="/edit-chapter/:id">
          {(p) => <EditChapterScreen key={p.id} chapterId={toId(p.id)} />}
        </Route>
        <Route path="/library" component={LibraryScreen} />
        <Route path="/import" component={ImportScreen} />
        <Route path="/discover" component={DiscoverScreen} />
        <Route path="/profile" component={ProfileScreen} />
        <Route path="/private-profile" component={ProfileScreen} />
        <Route path="/author/:username">
          {(p) => <AuthorScreen key={p.username} username={p.username} />}
        </Route>
        <Route path="/user/:username">{(p) => <AuthorScreen key={p.username} username={p.username} />}</Route>
        <Route path="/posts/:id">{(p) => <PostScreen key={p.id} postId={toId(p.id)} />}</Route>
        <Route path="/creator-dashboard" component={CreatorDashboardScreen} />
        <Route path="/my-subscriptions" component={MySubscriptionsScreen} />
        <Route path="/redeem" component={RedeemScreen} />
        <Route path="/settings" component={SettingsScreen} />
        <Route path="/messages">{() => <ConversationsScreen />}</Route>
        <Route path="/messages/:username">
          {(p) => <MessagesScreen key={p.username} username={p.username} />}
        </Route>
        <Route path="/notifications" component={NotificationsScreen} />
        <Route path="/creator/settings" component={CreatorSettingsScreen} />
        <Route path="/creator/tiers" component={CreatorTiersScreen} />
        <Route path="/propose/:storyId/:chapterId">
          {(p) => <ProposeScreen storyId={toId(p.storyId)} chapterId={toId(p.chapterId)} />}
        </Route>
        <Route path="/proposals/:storyId/:chapterId">
          {(p) => <ProposalsScreen storyId={toId(p.storyId)} chapterId={toId(p.chapterId)} />}
        </Route>
        <Route path="/story/:id">{(p) => <Redirect to={`/reading/${p.id}`} replace />}</Route>
        <Route path="/edit-story/:id">{(p) => <EditStoryScreen key={p.id} storyId={toId(p.id)} />}</Route>
        <Route path="/discovery">
          <Redirect to="/discover" replace />
        </Route>
        <Route path="/create-story">
          <Redirect to="/create" replace />
        </Route>
        <Route path="/login">
          <Redirect to="/" replace />
        </Route>
        <Route path="/signup">
          <Redirect to="/" replace />
        </Route>
        <Route path="/welcome" component={WelcomeScreen} />
        <Route path="/browse" component={BrowseScreen} />
        <Route path="/forgot-password" component={ForgotPasswordScreen} />
        <Route path="/reset-password" component={ResetPasswordScreen} />
        <Route path="/verify-email" component={VerifyEmailScreen} />
        <Route path="/unsubscribe" component={UnsubscribeScreen} />
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}

/**
 * The app root: "Loading..." until GET /api/auth/user answers (docs/reference/routes.md#screens), then the
 * signed-out splash or the signed-in routes, after the skip link to their main content.
 */
export function App() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner fullScreen />;
  if (user.isError) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md items-center px-6">
        <ErrorState error={user.error} onRetry={() => user.refetch()} title="Could not reach Storyloom" />
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      {user.data ? <SignedInRoutes /> : <SignedOutApp />}
    </>
  );
}
