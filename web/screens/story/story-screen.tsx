import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { FeedLinks } from '../../components/feed-links';
import { MissingResource } from '../../components/missing-resource';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Spinner } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { rolePowers, viewerRoleOf } from '../../lib/collaborators';
import { useStory, useStoryChapters, useStoryToc } from '../../lib/stories';
import { RatingsSection } from './ratings-section';
import { ReadTab } from './read-tab';
import { StorySummary } from './story-summary';

// The team's tabs (Radix tabs, the Manage tab's forms and dialogs) load for the owner and collaborators only.
const AuthorTabs = lazy(() => import('./author-tabs').then((m) => ({ default: m.AuthorTabs })));

/**
 * The story page at /reading/{id} (docs/reference/routes.md#story-page): summary, Read tab and, for the
 * author and accepted collaborators (docs/reference/stories.md#collaborators), a Manage tab (opened
 * directly with ?tab=manage). Unknown or forbidden stories show a not-found
 * state.
 */
export function StoryScreen({ storyId }: { storyId: number }) {
  const search = useSearch();
  const user = useCurrentUser();
  const story = useStory(storyId);
  const role = story.data ? viewerRoleOf(story.data, user.data?.id) : null;
  const isAuthor = role !== null;
  const toc = useStoryToc(storyId, story.isSuccess);
  // The full chapters (every text) only for the author's Manage tab; readers' Read tab pages the toc.
  const chapters = useStoryChapters(storyId, story.isSuccess && isAuthor);
  const reader = useReaderOverlay();
  const header = <ScreenHeader title={story.data?.title ?? 'Story'} backHref="/" isHeading={false} />;

  if (
    !Number.isInteger(storyId) ||
    storyId <= 0 ||
    (story.error instanceof ApiError && [403, 404].includes(story.error.status))
  ) {
    return (
      <ScreenLayout header={<ScreenHeader title="Story not found" backHref="/" />}>
        <MissingResource
          title="Story not found"
          description="This story does not exist, was deleted, or is not available to you."
        />
      </ScreenLayout>
    );
  }
  if (story.isPending) {
    return (
      <ScreenLayout header={header}>
        <Spinner label="Loading story..." />
      </ScreenLayout>
    );
  }
  if (story.isError) {
    return (
      <ScreenLayout header={header}>
        <ErrorState error={story.error} onRetry={() => story.refetch()} />
      </ScreenLayout>
    );
  }

  const initialTab = isAuthor && new URLSearchParams(search).get('tab') === 'manage' ? 'manage' : 'read';
  return (
    <ScreenLayout header={header}>
      <div className="flex flex-col gap-6">
        <StorySummary
          story={story.data}
          isAuthor={isAuthor}
          canAddChapter={rolePowers(role).mayWriteChapters}
          onRead={() => reader.open(storyId)}
          onOpenChapter={(chapterId) => reader.open(storyId, chapterId)}
        />
        {story.data.isPublished ? (
          <FeedLinks base={`/api/stories/${story.data.id}/feed`} title={story.data.title} />
        ) : null}
        {role !== null ? (
          <Suspense fallback={<Spinner />}>
            <AuthorTabs
              story={story.data}
              toc={toc}
              chapters={chapters}
              initialTab={initialTab}
              role={role}
              onPreview={(chapterId) => reader.open(storyId, chapterId)}
            />
          </Suspense>
        ) : (
          // Readers have only the Read tab: a lone tab would look like a second Read button.
          <section aria-label="Read">
            <ReadTab story={story.data} toc={toc} />
          </section>
        )}
        <RatingsSection
          storyId={storyId}
          isReader={Boolean(user.data) && !isAuthor}
          chaptersLoaded={!toc.isPending}
        />
      </div>
      {reader.overlay}
    </ScreenLayout>
  );
}
