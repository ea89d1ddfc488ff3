import type { UseQueryResult } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Tag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Chapter } from '../../../contract/chapters';
import type { StoryRoleName } from '../../../contract/collaborators';
import type { Story } from '../../../contract/stories';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { Button, buttonClass } from '../../components/ui/button';
import { EmptyState, ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { chapterHeading } from '../../lib/chapter-heading';
import { rolePowers } from '../../lib/collaborators';
import { useSetPublished } from '../../lib/stories';
import { showToast } from '../../lib/toast';
import { isScheduled, scheduledLabel } from '../chapter-editor/release-schedule';
import { AccessSettings } from './access-settings';
import { ChapterPriceDialog } from './chapter-price-dialog';
import { CollaboratorsSection } from './collaborators-section';
import { CommunityVotingSwitch } from './community-voting-switch';

/**
 * The author's Manage tab (docs/reference/routes.md#story-page): "Edit story" (/edit-story/{id},
 * docs/reference/stories.md#editing), publish state, the Community voting switch,
 * the chapter list with Preview (opens the overlay reader at that chapter), Edit and, in a premium story,
 * Price (sell one chapter alone), "Add First Chapter" when empty, and Collaborators. What shows follows the
 * viewer's `role` (docs/reference/stories.md#collaborators): publish state, voting, access and prices are
 * the owner's; a co-author edits the details and writes chapters; an editor only edits chapters.
 */
export function ManageTab({
  story,
  chapters,
  onPreview,
  role = 'owner',
}: {
  story: Story;
  chapters: UseQueryResult<Chapter[]>;
  onPreview: (chapterId: number) => void;
  /** The viewer's role on the story; the owner's Manage tab by default. */
  role?: StoryRoleName;
}) {
  const may = rolePowers(role);
  const [, navigate] = useLocation();
  const setPublished = useSetPublished();
  const [pricing, setPricing] = useState<Chapter | null>(null);
  const isPremium = story.accessLevel === 'premium' && may.mayManage;
  const hasChapters = (chapters.data?.length ?? story.chapters) > 0;

  const togglePublished = () =>
    setPublished.mutate(
      { id: story.id, isPublished: !story.isPublished },
      {
        onSuccess: (updated) =>
          showToast(
            'Story Updated',
            updated.isPublished ? 'Your story is now published.' : 'Your story is now a draft.',
          ),
        onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
      },
    );

  return (
    <div className="flex flex-col gap-5">
      {may.mayEditDetails ? (
        <Link href={`/edit-story/${story.id}`} className={buttonClass('secondary', 'md', 'self-start')}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit story
        </Link>
      ) : null}
      {may.mayManage ? (
        <section
          aria-labelledby="publish-state"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-panel p-4"
        >
          <div>
            <h2 id="publish-state" className="font-semibold text-white">
              {story.isPublished ? 'Published' : 'Draft'}
            </h2>
            <p className="text-sm text-neutral-400">
              {story.isPublished
                ? 'Readers can find this story.'
                : hasChapters
                  ? 'Only you can see this story.'
                  : 'Add a chapter before publishing.'}
            </p>
          </div>
          {story.isPublished || hasChapters ? (
            <Button
              variant={story.isPublished ? 'secondary' : 'primary'}
              onClick={togglePublished}
              disabled={setPublished.isPending}
            >
              {story.isPublished ? 'Unpublish' : 'Publish'}
            </Button>
          ) : null}
        </section>
      ) : null}

      {may.mayManage ? <CommunityVotingSwitch story={story} /> : null}

      {may.mayManage ? <AccessSettings story={story} /> : null}

      <section aria-labelledby="manage-chapters" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="manage-chapters" className="text-lg font-semibold text-white">
            Chapters
          </h2>
          {may.mayWriteChapters && chapters.data && chapters.data.length > 0 ? (
            <Button size="sm" variant="secondary" onClick={() => navigate(`/create-chapter/${story.id}`)}>
              <Plus aria-hidden="true" className="h-4 w-4" /> New Chapter
            </Button>
          ) : null}
        </div>
        {chapters.isPending ? (
          <ListSkeleton rows={3} label="Loading chapters..." />
        ) : chapters.isError ? (
          <ErrorState error={chapters.error} onRetry={() => chapters.refetch()} />
        ) : chapters.data.length === 0 ? (
          <EmptyState
            title="No chapters yet"
            description={
              may.mayWriteChapters
                ? 'Write the first chapter of your story.'
                : 'Chapters appear here once written.'
            }
            headingLevel={3}
          >
            {may.mayWriteChapters ? (
              <Button onClick={() => navigate(`/create-chapter/${story.id}`)}>Add First Chapter</Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {chapters.data.map((chapter) => (
              <li
                key={chapter.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-panel px-3 py-2.5"
              >
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <h3 id={`manage-chapter-${chapter.id}`} className="truncate font-medium text-white">
                    {chapterHeading(chapter)}
                  </h3>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-400">
                    {chapter.wordCount.toLocaleString()} words
                    <AiAssistanceBadge assistance={chapter.aiAssistance} share={chapter.aiShare} />
                    {isScheduled(chapter.releaseAt) ? (
                      <span className="text-accent-soft">{scheduledLabel(chapter.releaseAt!)}</span>
                    ) : null}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto sm:ml-0"
                  aria-describedby={`manage-chapter-${chapter.id}`}
                  onClick={() => onPreview(chapter.id)}
                >
                  <Eye aria-hidden="true" className="h-4 w-4" /> Preview
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={`manage-chapter-${chapter.id}`}
                  onClick={() => navigate(`/edit-chapter/${chapter.id}`)}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                {isPremium ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={`manage-chapter-${chapter.id}`}
                    onClick={() => setPricing(chapter)}
                  >
                    <Tag aria-hidden="true" className="h-4 w-4" /> Price
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <CollaboratorsSection story={story} role={role} />
      {pricing ? (
        <ChapterPriceDialog
          storyId={story.id}
          chapter={pricing}
          open
          onOpenChange={(open) => {
            if (!open) setPricing(null);
          }}
        />
      ) : null}
    </div>
  );
}
