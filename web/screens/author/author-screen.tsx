import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, MessageCircle, UserX } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Avatar } from '../../components/avatar';
import { FeedLinks } from '../../components/feed-links';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { StoryCard } from '../../components/story-card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { authorQueries } from '../../lib/authors';
import { averageRatingLabel } from '../../lib/ratings';
import { AboutTab } from './about-tab';
import { FollowButton } from './follow-button';
import { PostsTab } from './posts-tab';
import { SubscribeTab } from './subscribe-tab';
import { useAuthorByUsername } from './use-author';

/**
 * /author/{username} and /user/{username} (docs/reference/routes.md#author-page): avatar, name, @username,
 * subscriber, follower and story counts, Subscribe, Follow (docs/reference/people.md#follows) and Message,
 * then tabs About (default), Stories, Posts (docs/reference/people.md#posts) and Subscribe
 * (`?tab=subscribe` opens it); "User Not Found" with "Go Home" otherwise.
 */
export function AuthorScreen({ username }: { username: string }) {
  const [, navigate] = useLocation();
  const [tab, setTab] = useState(() =>
    new URLSearchParams(window.location.search).get('tab') === 'subscribe' ? 'subscribe' : 'about',
  );
  const reader = useReaderOverlay();
  const { author, isPending, error, refetch } = useAuthorByUsername(username);
  const stories = useQuery({
    ...authorQueries.stories(username),
    enabled: Boolean(author),
  });
  const header = (
    <ScreenHeader title={author?.displayName ?? `@${username}`} backHref="/" isHeading={false} />
  );

  if (isPending) {
    return (
      <ScreenLayout header={header}>
        <Spinner label="Loading author profile..." />
      </ScreenLayout>
    );
  }
  if (error) {
    return (
      <ScreenLayout header={header}>
        <ErrorState error={error} onRetry={() => refetch()} />
      </ScreenLayout>
    );
  }
  if (!author) {
    return (
      <ScreenLayout header={<ScreenHeader title="User Not Found" backHref="/" />}>
        <EmptyState
          title={`No author called @${username}`}
          description="No published author has this username."
          icon={<UserX className="h-10 w-10" />}
        >
          <Button onClick={() => navigate('/')}>Go Home</Button>
        </EmptyState>
      </ScreenLayout>
    );
  }
  const published = stories.data?.filter((s) => s.isPublished) ?? [];
  return (
    <ScreenLayout header={header}>
      <div className="flex flex-col gap-6">
        <section className="flex flex-col items-center gap-2 text-center">
          <Avatar name={author.displayName} imageUrl={author.profileImageUrl} size={88} />
          <h1 className="flex items-center gap-1.5 text-2xl font-bold text-white">
            {author.displayName}
            {author.isVerified ? (
              <BadgeCheck aria-label="Verified" role="img" className="h-5 w-5 text-sky-400" />
            ) : null}
          </h1>
          <p className="text-neutral-400">@{author.username}</p>
          <p className="text-sm text-neutral-300">
            {author.subscriberCount.toLocaleString()}{' '}
            {author.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
            {' · '}
            {author.followerCount.toLocaleString()} {author.followerCount === 1 ? 'follower' : 'followers'}
            {' · '}
            {author.storyCount} {author.storyCount === 1 ? 'story' : 'stories'}
            {' · '}
            {averageRatingLabel(author.stats.averageRating, author.stats.totalReviews)}
          </p>
          {author.genres.length > 0 ? (
            <ul aria-label="Genres" className="flex flex-wrap justify-center gap-1.5">
              {author.genres.map((genre) => (
                <li key={genre} className="rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent-soft">
                  {genre}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => setTab('subscribe')}>Subscribe</Button>
            <FollowButton routeUsername={username} author={author} />
            <Button
              variant="secondary"
              onClick={() => navigate(`/messages/${encodeURIComponent(author.username)}`)}
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" /> Message
            </Button>
          </div>
          {author.storyCount > 0 ? (
            <FeedLinks
              base={`/api/authors/${encodeURIComponent(author.username)}/feed`}
              title={author.displayName}
            />
          ) : null}
        </section>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Author sections">
            <TabsTrigger value="about">About</TabsTrigger>
            <TabsTrigger value="stories">Stories</TabsTrigger>
            <TabsTrigger value="posts">Posts</TabsTrigger>
            <TabsTrigger value="subscribe">Subscribe</TabsTrigger>
          </TabsList>
          <TabsContent value="about">
            <AboutTab author={author} />
          </TabsContent>
          <TabsContent value="stories">
            {stories.isPending ? (
              <ListSkeleton rows={2} />
            ) : stories.isError ? (
              <ErrorState error={stories.error} onRetry={() => stories.refetch()} />
            ) : published.length === 0 ? (
              <EmptyState
                title="No public stories available"
                description="Subscribe to access exclusive content!"
                headingLevel={3}
              />
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {published.map((story) => (
                  <li key={story.id}>
                    <StoryCard story={story} onRead={reader.open} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="posts">
            <PostsTab username={username} onSubscribe={() => setTab('subscribe')} />
          </TabsContent>
          <TabsContent value="subscribe">
            <SubscribeTab author={author} />
          </TabsContent>
        </Tabs>
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
