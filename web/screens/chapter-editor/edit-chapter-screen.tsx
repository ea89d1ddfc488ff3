import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MissingResource } from '../../components/missing-resource';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { useAiStatus } from '../../lib/ai';
import { ApiError, api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { rolePowers, viewerRoleOf } from '../../lib/collaborators';
import { invalidateStories, storyKeys, useChapter, useStory, useStoryChapters } from '../../lib/stories';
import { showErrorToast, showToast } from '../../lib/toast';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { AccessDenied } from './access-denied';
import { ChapterForm, type ChapterSave } from './chapter-form';
import { isPaidStory, isScheduled, scheduledLabel } from './release-schedule';
import { continuationRequest } from './use-chapter-ai';

function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * /edit-chapter/{chapterId} (docs/reference/routes.md#chapter-editors): the author edits, regenerates with AI
 * or deletes the chapter; a co-author does the same, an editor edits only
 * (docs/reference/stories.md#collaborators). The chapter and then its story are loaded and the viewer's
 * role on the story checked before the form shows; a 403 from the server also gives Access Denied. "AI
 * Regenerate" (shown only when the server offers AI) streams a new version from the chapters before
 * this one. Leaving with unsaved changes asks first.
 */
export function EditChapterScreen({ chapterId }: { chapterId: number }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const user = useCurrentUser();
  const chapter = useChapter(chapterId);
  const storyId = chapter.data?.storyId ?? 0;
  const story = useStory(storyId);
  const may = rolePowers(story.data ? viewerRoleOf(story.data, user.data?.id) : null);
  const isAuthor = may.mayEditChapters;
  const chapters = useStoryChapters(storyId, isAuthor);
  const ai = useAiStatus();
  const [isDirty, setIsDirty] = useState(false);
  // Bumped after each save: the form restarts from the saved text, so it is no longer "unsaved".
  const [savedVersion, setSavedVersion] = useState(0);
  const guard = useLeaveGuard(
    isDirty,
    'Your changes to this chapter are not saved. If you leave, they are lost.',
  );

  const update = useMutation({
    mutationFn: (values: ChapterSave) =>
      api.PUT('/api/chapters/{id}', { params: { path: { id: chapterId } }, body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storyKeys.chapter(chapterId), saved);
      return invalidateStories(queryClient);
    },
  });
  const remove = useMutation({
    mutationFn: () => api.DELETE('/api/chapters/{id}', { params: { path: { id: chapterId } } }),
  });

  const header = (
    <ScreenHeader
      title="Edit Chapter"
      backHref={storyId ? `/reading/${storyId}?tab=manage` : '/'}
      onBack={guard.leave}
    />
  );

  const body = (() => {
    if (isForbidden(chapter.error) || isForbidden(story.error)) return <AccessDenied />;
    // /edit-chapter/abc: no such id, so nothing loads (the query is off); say so instead of "Loading...".
    if (chapterId <= 0 || (chapter.error instanceof ApiError && chapter.error.status === 404)) {
      return (
        <MissingResource
          title="Chapter not found"
          description="This chapter does not exist or was deleted."
        />
      );
    }
    if (chapter.isError) return <ErrorState error={chapter.error} onRetry={() => chapter.refetch()} />;
    if (chapter.isPending || story.isPending || user.isPending) return <Spinner />;
    if (story.isError) {
      return story.error instanceof ApiError && story.error.status === 404 ? (
        <AccessDenied />
      ) : (
        <ErrorState error={story.error} onRetry={() => story.refetch()} />
      );
    }
    if (!isAuthor || isForbidden(update.error) || isForbidden(remove.error))
      return <AccessDenied storyId={storyId} />;

    const previous = (chapters.data ?? []).filter((c) => c.orderIndex < chapter.data.orderIndex);
    const scheduledAt = isScheduled(chapter.data.releaseAt) ? (chapter.data.releaseAt ?? null) : null;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-neutral-400">
          Chapter {chapter.data.orderIndex} of{' '}
          <span className="font-medium text-neutral-200">{story.data.title}</span>
          {scheduledAt ? <span className="block text-accent-soft">{scheduledLabel(scheduledAt)}</span> : null}
        </p>
        <ChapterForm
          key={`${chapter.data.id}:${savedVersion}:${chapter.data.releaseAt ?? ''}`}
          onDirtyChange={setIsDirty}
          defaultValues={{
            title: chapter.data.title,
            content: chapter.data.content,
            noteBefore: chapter.data.noteBefore ?? '',
            noteAfter: chapter.data.noteAfter ?? '',
          }}
          release={{
            scheduledAt,
            canSchedule: scheduledAt !== null,
            isPaidStory: isPaidStory(story.data),
            freeAfterDays: chapter.data.freeAfterDays ?? null,
          }}
          submitLabel={update.isPending ? 'Saving...' : 'Update Chapter'}
          isSubmitting={update.isPending}
          generateLabel="AI Regenerate"
          generationRequest={ai.isAvailable ? () => continuationRequest(story.data, previous) : undefined}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: () => {
                setSavedVersion((v) => v + 1);
                showToast('Chapter updated', 'Your changes have been saved.');
              },
              onError: (error) => showErrorToast(error, 'Error', 'Failed to update chapter.'),
            })
          }
          extraActions={
            may.mayWriteChapters ? (
              <Button
                variant="danger"
                size="lg"
                onClick={() => setIsConfirmOpen(true)}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete Chapter
              </Button>
            ) : undefined
          }
        />
        <ConfirmDialog
          open={isConfirmOpen}
          onOpenChange={setIsConfirmOpen}
          title="Delete chapter?"
          description="Are you sure you want to delete this chapter? This action cannot be undone."
          confirmLabel="Delete"
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                // Leave first: refetching the deleted chapter here would flash "Chapter not found".
                navigate(`/reading/${storyId}?tab=manage`);
                showToast('Chapter deleted', `"${chapter.data.title}" was removed.`);
                queryClient.removeQueries({ queryKey: storyKeys.chapter(chapterId) });
                void invalidateStories(queryClient);
              },
              onError: (error) => {
                setIsConfirmOpen(false);
                showErrorToast(error, 'Error', 'Failed to delete chapter.');
              },
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
