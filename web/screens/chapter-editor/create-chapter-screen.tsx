import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MissingResource } from '../../components/missing-resource';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Spinner } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { useAiStatus } from '../../lib/ai';
import { ApiError, api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { rolePowers, viewerRoleOf } from '../../lib/collaborators';
import { formatWeekdayDateTime } from '../../lib/dates';
import { invalidateStories, useStory, useStoryChapters } from '../../lib/stories';
import { showErrorToast, showToast } from '../../lib/toast';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { AccessDenied } from './access-denied';
import { ChapterForm, type ChapterSave } from './chapter-form';
import { isPaidStory, isScheduled } from './release-schedule';
import { continuationRequest } from './use-chapter-ai';

/**
 * /create-chapter/{storyId} (docs/reference/routes.md#chapter-editors): the author or a co-author
 * (docs/reference/stories.md#collaborators) adds a chapter at the end of the story; anyone else sees
 * Access Denied (checked on the loaded story and on a 403 from the server).
 * "AI Generate" (shown only when the server offers AI) streams the next chapter from the story and its
 * chapters. Leaving with unsaved text asks first.
 */
export function CreateChapterScreen({ storyId }: { storyId: number }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const story = useStory(storyId);
  const isAuthor = Boolean(
    story.data && rolePowers(viewerRoleOf(story.data, user.data?.id)).mayWriteChapters,
  );
  const chapters = useStoryChapters(storyId, isAuthor);
  const ai = useAiStatus();
  const create = useMutation({
    mutationFn: (values: ChapterSave) =>
      api.POST('/api/chapters', { body: { storyId, ...values, isCanon: true, parentId: null } }),
    onSuccess: () => invalidateStories(queryClient),
  });
  const [isDirty, setIsDirty] = useState(false);
  const guard = useLeaveGuard(
    isDirty && !create.isSuccess,
    'This chapter is not saved. If you leave, it is lost.',
  );
  const header = <ScreenHeader title="Add Chapter" backHref={`/reading/${storyId}`} onBack={guard.leave} />;

  const body = (() => {
    if (story.isPending || user.isPending) return <Spinner />;
    if (story.error instanceof ApiError && story.error.status === 404) {
      return (
        <MissingResource title="Story not found" description="This story does not exist or was deleted." />
      );
    }
    if (story.isError) return <ErrorState error={story.error} onRetry={() => story.refetch()} />;
    if (!isAuthor || (create.error instanceof ApiError && create.error.status === 403)) {
      return <AccessDenied storyId={storyId} />;
    }
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-neutral-400">
          Adding chapter {(chapters.data?.length ?? story.data.chapters) + 1} to{' '}
          <span className="font-medium text-neutral-200">{story.data.title}</span>
        </p>
        <ChapterForm
          defaultValues={{
            title: '',
            content: '',
            // A new chapter starts with the story's default notes (docs/reference/stories.md#notes).
            noteBefore: story.data.defaultNoteBefore ?? '',
            noteAfter: story.data.defaultNoteAfter ?? '',
          }}
          release={{
            scheduledAt: null,
            canSchedule: true,
            isPaidStory: isPaidStory(story.data),
            freeAfterDays: null,
          }}
          submitLabel={create.isPending ? 'Creating...' : 'Create Chapter'}
          onDirtyChange={setIsDirty}
          isSubmitting={create.isPending}
          generateLabel="AI Generate"
          generationRequest={
            ai.isAvailable ? () => continuationRequest(story.data, chapters.data ?? []) : undefined
          }
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (saved) => {
                showToast(
                  'Chapter created',
                  isScheduled(saved.releaseAt)
                    ? `"${values.title}" will be released on ${formatWeekdayDateTime(saved.releaseAt!)}.`
                    : `"${values.title}" was added to your story.`,
                );
                navigate(`/reading/${storyId}?tab=manage`);
              },
              onError: (error) => showErrorToast(error, 'Error', 'Failed to create chapter.'),
            })
          }
        />
      </div>
    );
  })();

  return (
    <ScreenLayout header={header} withNav={false}>
      {body}
      {guard.dialog}
    </ScreenLayout>
  );
}
