import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { StoryRoleName } from '../../../contract/collaborators';
import type { Story, UpdateStoryRequest } from '../../../contract/stories';
import { STORY_STATUS_LABELS, STORY_STATUSES } from '../../../contract/story-status';
import { AccessFields, type AccessForm } from '../../components/access-fields';
import { MissingResource } from '../../components/missing-resource';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { invalidateAccess } from '../../lib/access';
import { ApiError, api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { invalidateStories, storyKeys, useStory } from '../../lib/stories';
import { showErrorToast, showToast } from '../../lib/toast';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { DraftBanner } from '../create/draft-banner';
import { DetailFields, GenreField, type StoryForm, TitleSummaryFields } from '../create/story-fields';
import { CoverField } from './cover-field';
import { loadEditDraft } from './edit-draft';
import {
  changedFields,
  type EditStoryInput,
  type EditStoryValues,
  editStorySchema,
  editValuesOf,
  formFieldOf,
  toUpdateRequest,
} from './edit-story-form';
import { ScheduleNotesFields } from './schedule-notes-fields';
import { useEditDraft } from './use-edit-draft';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The viewer's role on the story: the story answer's `viewerRole` when the server sends one (the
 * collaborators work adds it), else 'owner' for the author and null (not known) for anyone else.
 */
function roleOf(story: Story, userId: number | undefined): StoryRoleName | null | undefined {
  const sent = (story as Story & { viewerRole?: StoryRoleName | null }).viewerRole;
  if (sent !== undefined) return sent;
  return story.authorId === userId ? 'owner' : undefined;
}

/** "Access Denied" for someone who may not edit this story's details. */
function EditDenied({ storyId }: { storyId: number }) {
  const [, navigate] = useLocation();
  return (
    <EmptyState
      title="Access Denied"
      description="Only the story's owner and its co-authors can edit it."
      icon={<ShieldX className="h-10 w-10" />}
    >
      <Button variant="secondary" onClick={() => navigate(`/reading/${storyId}`)}>
        Back to Story
      </Button>
    </EmptyState>
  );
}

/**
 * /edit-story/{id} (docs/reference/stories.md#editing, docs/reference/routes.md#screens): the story's cover,
 * title, genre, summary, tags, setting, opening line and status, and for its owner the access and price
 * settings, publishing and community voting. Loading, not-found and Access Denied states; a co-author sees
 * the details only (a `viewerRole` in the story answer, else the author id compared with the signed-in user).
 */
export function EditStoryScreen({ storyId }: { storyId: number }) {
  const user = useCurrentUser();
  const story = useStory(storyId);
  const [isDenied, setIsDenied] = useState(false);
  const header = (title = 'Edit Story') => (
    <ScreenHeader title={title} backHref={storyId > 0 ? `/reading/${storyId}` : '/'} />
  );
  const layout = (body: React.ReactNode, title?: string) => (
    <ScreenLayout header={header(title)} withNav={false}>
      {body}
    </ScreenLayout>
  );

  if (!Number.isInteger(storyId) || storyId <= 0 || isStatus(story.error, 404)) {
    return layout(
      <MissingResource
        title="Story not found"
        description="This story does not exist, was deleted, or is not available to you."
      />,
      'Story not found',
    );
  }
  if (isStatus(story.error, 403)) return layout(<EditDenied storyId={storyId} />);
  if (story.isError) return layout(<ErrorState error={story.error} onRetry={() => story.refetch()} />);
  if (story.isPending || user.isPending) return layout(<Spinner label="Loading story..." />);
  const role = roleOf(story.data, user.data?.id);
  if (isDenied || role === null || role === 'editor') return layout(<EditDenied storyId={storyId} />);
  return (
    <EditStoryForm
      key={storyId}
      story={story.data}
      userId={user.data?.id ?? 0}
      canManage={role === 'owner'}
      onDenied={() => setIsDenied(true)}
    />
  );
}

/** The edit form itself, once the story and the viewer's role are known. */
function EditStoryForm({
  story,
  userId,
  canManage,
  onDenied,
}: {
  story: Story;
  userId: number;
  canManage: boolean;
  onDenied: () => void;
}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // The story as saved when the screen opened: what a draft is compared with and what a save diffs against.
  const baseline = useMemo(() => editValuesOf(story), [story]);
  const [initial] = useState(() =>
    typeof window === 'undefined' ? null : loadEditDraft(window.localStorage, userId, story.id, baseline),
  );
  const [isBannerShown, setIsBannerShown] = useState(initial !== null);
  const schema = useMemo(() => editStorySchema(canManage), [canManage]);
  const form = useForm<EditStoryInput, unknown, EditStoryValues>({
    resolver: zodResolver(schema),
    defaultValues: initial?.values ?? baseline,
  });
  const values = form.watch();
  const draft = useEditDraft(userId, story.id, values, baseline);
  const save = useMutation({
    mutationFn: (body: UpdateStoryRequest) =>
      api.PATCH('/api/stories/{id}', { params: { path: { id: story.id } }, body }),
  });
  const guard = useLeaveGuard(
    draft.hasChanges && !save.isSuccess,
    'Your changes to this story are not saved. They stay on this device and come back when you edit it again.',
  );

  const submit = form.handleSubmit((submitted) => {
    if (save.isPending) return;
    const body = changedFields(
      toUpdateRequest(submitted, canManage),
      toUpdateRequest(baseline as EditStoryValues, canManage),
    );
    const done = () => {
      draft.finish();
      navigate(`/reading/${story.id}`);
      window.scrollTo({ top: 0 }); // the story page opens at its top, not where the form was scrolled
    };
    if (Object.keys(body).length === 0) {
      done();
      return;
    }
    save.mutate(body, {
      onSuccess: (updated) => {
        queryClient.setQueryData(storyKeys.story(updated.id), updated);
        void invalidateStories(queryClient);
        if (canManage) void invalidateAccess(queryClient);
        showToast('Story Updated', `"${updated.title}" is saved.`);
        done();
      },
      onError: (error) => {
        if (isStatus(error, 403)) return onDenied();
        const field = error instanceof ApiError ? formFieldOf(error.field) : null;
        if (field && error instanceof ApiError) {
          form.setError(field, { message: error.serverMessage }, { shouldFocus: true });
        }
        showErrorToast(error, 'Saving Failed', 'Failed to save the story. Please try again.');
      },
    });
  });

  const discardDraft = () => {
    draft.discard();
    form.reset(baseline);
    setIsBannerShown(false);
  };
  // The create form's field components read the same field names (title, genre, summary, tags, setting,
  // opening line, adult flag), as AccessSettings shares AccessFields.
  const fields = form as unknown as StoryForm;
  const { errors } = form.formState;

  return (
    <ScreenLayout
      header={<ScreenHeader title="Edit Story" backHref={`/reading/${story.id}`} onBack={guard.leave} />}
      withNav={false}
    >
      <div className="flex flex-col gap-5">
        {isBannerShown && initial ? (
          <DraftBanner
            savedAt={initial.savedAt}
            onDiscard={discardDraft}
            description="Your unsaved changes to this story will be deleted from this device."
          />
        ) : null}
        <CoverField storyId={story.id} title={story.title} coverUrl={story.coverUrl} />
        <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Edit story">
          <section aria-labelledby="edit-details" className="flex flex-col gap-4">
            <h2 id="edit-details" className="text-lg font-semibold text-white">
              Details
            </h2>
            <TitleSummaryFields form={fields}>
              <GenreField form={fields} />
            </TitleSummaryFields>
            <DetailFields form={fields} />
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={errors.status ? 'story-status-error' : undefined}
            >
              <legend className="mb-2 text-sm font-medium text-neutral-200">Status</legend>
              <div className="grid grid-cols-3 gap-2">
                {STORY_STATUSES.map((status) => (
                  <label
                    key={status}
                    className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-panel px-2 text-sm text-neutral-100 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-soft"
                  >
                    <input
                      type="radio"
                      value={status}
                      className="h-4 w-4 accent-violet-500"
                      {...form.register('status')}
                    />
                    {STORY_STATUS_LABELS[status]}
                  </label>
                ))}
              </div>
              {errors.status ? (
                <p id="story-status-error" className="text-sm text-red-400">
                  {errors.status.message}
                </p>
              ) : null}
            </fieldset>
            <ScheduleNotesFields form={form} />
          </section>

          {canManage ? (
            <>
              <section
                aria-labelledby="edit-access"
                className="flex flex-col gap-3 rounded-2xl border border-line bg-panel/40 p-4"
              >
                <h2 id="edit-access" className="text-lg font-semibold text-white">
                  Access &amp; Pricing
                </h2>
                <AccessFields form={form as unknown as AccessForm} idPrefix="edit" />
              </section>
              <section
                aria-labelledby="edit-publishing"
                className="flex flex-col gap-3 rounded-2xl border border-line bg-panel/40 p-4"
              >
                <h2 id="edit-publishing" className="text-lg font-semibold text-white">
                  Publishing
                </h2>
                <Toggle
                  id="edit-published"
                  label="Published"
                  hint="Readers can find and read this story."
                  {...form.register('isPublished')}
                />
                <Toggle
                  id="edit-voting"
                  label="Community voting"
                  hint="Readers propose ideas for the next chapter and vote; the AI writes the winner."
                  {...form.register('communityVotingEnabled')}
                />
              </section>
            </>
          ) : (
            <p className="text-sm text-neutral-400">
              Only the story's owner can change its access, prices and publishing.
            </p>
          )}

          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button
              type="button"
              size="lg"
              variant="ghost"
              onClick={() => guard.leave(`/reading/${story.id}`)}
            >
              Cancel
            </Button>
          </div>
        </form>
      </div>
      {guard.dialog}
    </ScreenLayout>
  );
}

/** A labelled checkbox with a hint (a native control: keyboard and screen readers for free). */
function Toggle({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint: string } & React.ComponentProps<'input'>) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-panel p-3 has-[:checked]:border-accent"
    >
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-violet-500"
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <span>
        <span className="block font-medium text-white">{label}</span>
        <span id={`${id}-hint`} className="block text-sm text-neutral-400">
          {hint}
        </span>
      </span>
    </label>
  );
}
