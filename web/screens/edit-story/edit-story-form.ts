import { z } from 'zod';
import { MAX_AUTHOR_NOTE_LENGTH, MAX_RELEASE_SCHEDULE_LENGTH } from '../../../contract/author-notes';
import { ZContentWarning } from '../../../contract/content-warnings';
import { type Story, type UpdateStoryRequest, ZCreateStoryRequest } from '../../../contract/stories';
import { STORY_STATUSES } from '../../../contract/story-status';
import { accessFormShape, accessRequest, checkAccess } from '../../lib/access-form';
import { accessValuesOf } from '../story/access-settings';

/**
 * The edit screen's fields as the inputs hold them (docs/reference/stories.md#editing): the details (tags as
 * comma-separated text), the status, the access settings of web/lib/access-form.ts, and the publish and
 * community-voting switches. Limits as at creation (docs/reference/limits.md#stories); the server checks the
 * request again with ZUpdateStoryRequest.
 */
const editStoryShape = {
  title: ZCreateStoryRequest.shape.title,
  genre: z.string().min(1, { error: 'Please select a genre' }),
  summary: z.string().max(10_000, { error: 'Summary cannot exceed 10,000 characters' }),
  tags: z.string().max(2000, { error: 'Tags cannot exceed 2,000 characters' }),
  warnings: z.array(ZContentWarning),
  setting: z.string().max(5000, { error: 'Setting cannot exceed 5,000 characters' }),
  openingLine: z.string().max(5000, { error: 'Opening line cannot exceed 5,000 characters' }),
  status: z.enum(STORY_STATUSES),
  // docs/reference/stories.md#schedule and #notes: one line of schedule, the notes a new chapter starts with.
  releaseSchedule: z.string().refine((v) => v.trim().length <= MAX_RELEASE_SCHEDULE_LENGTH, {
    error: `The release schedule cannot exceed ${MAX_RELEASE_SCHEDULE_LENGTH} characters.`,
  }),
  defaultNoteBefore: z.string().refine((v) => v.trim().length <= MAX_AUTHOR_NOTE_LENGTH, {
    error: `An author's note cannot exceed ${MAX_AUTHOR_NOTE_LENGTH} characters.`,
  }),
  defaultNoteAfter: z.string().refine((v) => v.trim().length <= MAX_AUTHOR_NOTE_LENGTH, {
    error: `An author's note cannot exceed ${MAX_AUTHOR_NOTE_LENGTH} characters.`,
  }),
  ...accessFormShape,
  isPublished: z.boolean(),
  communityVotingEnabled: z.boolean(),
};

const ZEditStoryFields = z.object(editStoryShape);
export type EditStoryInput = z.input<typeof ZEditStoryFields>;
export type EditStoryValues = z.output<typeof ZEditStoryFields>;

/**
 * The form's schema. Only the owner changes access, prices and publishing (docs/reference/stories.md#editing):
 * for a co-author those fields are hidden, so their cross-field rules (`checkAccess`) are not applied.
 */
export function editStorySchema(canManage: boolean) {
  return ZEditStoryFields.superRefine((values, ctx) => {
    if (canManage) checkAccess(values, ctx);
  });
}

/** The form's values for the story as saved (the baseline a draft is compared with). */
export function editValuesOf(story: Story): EditStoryInput {
  return {
    title: story.title,
    genre: story.genre,
    summary: story.summary ?? '',
    tags: story.tags.join(', '),
    warnings: story.warnings ?? [],
    setting: story.setting ?? '',
    openingLine: story.openingLine ?? '',
    status: story.status ?? 'ongoing',
    releaseSchedule: story.releaseSchedule ?? '',
    defaultNoteBefore: story.defaultNoteBefore ?? '',
    defaultNoteAfter: story.defaultNoteAfter ?? '',
    ...accessValuesOf(story),
    isPublished: story.isPublished,
    communityVotingEnabled: story.communityVotingEnabled,
  };
}

/** '' (an emptied optional text) is saved as null. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The PATCH /api/stories/{id} body for `values`: every detail, and for the owner (`canManage`) the access
 * settings (as `accessRequest` shapes them), publishing and community voting.
 */
export function toUpdateRequest(values: EditStoryValues, canManage: boolean): UpdateStoryRequest {
  const details: UpdateStoryRequest = {
    title: values.title,
    genre: values.genre,
    summary: orNull(values.summary),
    tags: values.tags,
    warnings: values.warnings,
    setting: orNull(values.setting),
    openingLine: orNull(values.openingLine),
    status: values.status,
    releaseSchedule: orNull(values.releaseSchedule),
    defaultNoteBefore: orNull(values.defaultNoteBefore),
    defaultNoteAfter: orNull(values.defaultNoteAfter),
  };
  if (!canManage) return details;
  return {
    ...details,
    ...accessRequest(values),
    isPublished: values.isPublished,
    communityVotingEnabled: values.communityVotingEnabled,
  };
}

/**
 * The fields of `request` that differ from `baseline` (the request of the story as saved), so that a save
 * sends only what the person changed and leaves a collaborator's concurrent change to another field alone.
 * Tags compare as the server normalizes them (split at commas, trimmed, empties dropped).
 */
export function changedFields(request: UpdateStoryRequest, baseline: UpdateStoryRequest): UpdateStoryRequest {
  const comparable = (key: string, value: unknown) =>
    key === 'tags' && typeof value === 'string'
      ? JSON.stringify(
          value
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        )
      : JSON.stringify(value ?? null);
  return Object.fromEntries(
    Object.entries(request).filter(
      ([key, value]) =>
        comparable(key, value) !== comparable(key, (baseline as Record<string, unknown>)[key]),
    ),
  ) as UpdateStoryRequest;
}

/** The form fields a server validation error may name (`field` is `body.{name}`). */
export function formFieldOf(field: string | undefined): keyof EditStoryInput | null {
  const name = field?.replace(/^body\./, '').split('.')[0];
  return name && name in editStoryShape ? (name as keyof EditStoryInput) : null;
}
