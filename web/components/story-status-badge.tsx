import { STORY_STATUS_LABELS, type StoryStatus } from '../../contract/story-status';

const TONES: Record<StoryStatus, string> = {
  ongoing: 'bg-sky-500/15 text-sky-200',
  completed: 'bg-emerald-500/20 text-emerald-300',
  hiatus: 'bg-orange-500/20 text-orange-200',
};

/**
 * A story's status as a pill: "Ongoing", "Completed" or "On hiatus" (STORY_STATUS_LABELS,
 * docs/reference/stories.md#status), on cards (`sm`) and the story page (`md`), followed by the release
 * schedule when there is one and the story is not completed ("Ongoing · New chapter every Friday"). Nothing for an answer
 * without a status (a copy cached by an older build).
 */
export function StoryStatusBadge({
  status,
  size = 'sm',
  schedule,
}: {
  status?: StoryStatus;
  size?: 'sm' | 'md';
  /** The release schedule (docs/reference/stories.md#schedule), after the status unless completed. */
  schedule?: string | null;
}) {
  if (!status) return null;
  const line = schedule && status !== 'completed' ? `${STORY_STATUS_LABELS[status]} · ${schedule}` : null;
  return (
    <span
      className={`max-w-full truncate rounded-full py-0.5 text-xs font-medium ${size === 'sm' ? 'px-2' : 'px-2.5'} ${TONES[status]}`}
      title={line ?? undefined}
    >
      {line ?? STORY_STATUS_LABELS[status]}
    </span>
  );
}
