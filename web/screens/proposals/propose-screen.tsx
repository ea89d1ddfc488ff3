import { BookOpen } from 'lucide-react';
import { useLocation } from 'wouter';
import { MissingResource } from '../../components/missing-resource';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { chapterHeading } from '../../lib/chapter-heading';
import { useProposalsWithVotes } from '../../lib/proposals';
import { useChapter, useStory } from '../../lib/stories';
import { ProposeForm } from './propose-form';
import { closedForIdeasReason } from './round-status';

/** docs/reference/limits.md#lists: chapter context preview, 200 characters. */
const CONTEXT_PREVIEW_CHARS = 200;

/** The first 200 characters of a chapter on one line, with "…" when there is more. */
function contextPreview(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > CONTEXT_PREVIEW_CHARS ? `${text.slice(0, CONTEXT_PREVIEW_CHARS).trimEnd()}…` : text;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /propose/{storyId}/{chapterId} (docs/reference/routes.md#proposals): the story and chapter the idea follows
 * (titles and a 200-character preview, GET /api/stories/{id} and GET /api/chapters/{id}), then the idea form
 * with AI assist. Submitting goes to /proposals/{storyId}/{chapterId}; Cancel goes to /reading/{storyId}.
 */
export function ProposeScreen({ storyId, chapterId }: { storyId: number; chapterId: number }) {
  const [, navigate] = useLocation();
  const story = useStory(storyId);
  const chapter = useChapter(chapterId);
  const round = useProposalsWithVotes(chapterId).data?.round;
  const backHref = storyId ? `/reading/${storyId}` : '/';

  const body = (() => {
    if (!storyId || !chapterId || isNotFound(story.error) || isNotFound(chapter.error)) {
      return (
        <MissingResource
          title="Chapter not found"
          description="This chapter does not exist or was deleted."
        />
      );
    }
    if (story.isError) return <ErrorState error={story.error} onRetry={() => story.refetch()} />;
    if (chapter.isError) return <ErrorState error={chapter.error} onRetry={() => chapter.refetch()} />;
    if (story.isPending || chapter.isPending) return <ListSkeleton rows={2} label="Loading chapter..." />;
    if (chapter.data.storyId !== story.data.id) {
      return (
        <MissingResource title="Chapter not found" description="This chapter is not part of this story." />
      );
    }
    return (
      <div className="flex flex-col gap-5">
        <section
          aria-labelledby="propose-context"
          className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4"
        >
          <p className="inline-flex items-center gap-1.5 text-xs font-medium tracking-wide text-neutral-400 uppercase">
            <BookOpen aria-hidden="true" className="h-3.5 w-3.5" /> The idea follows
          </p>
          <h2 id="propose-context" className="text-lg font-semibold text-white">
            {story.data.title}
          </h2>
          <p className="text-sm font-medium text-neutral-200">{chapterHeading(chapter.data)}</p>
          <blockquote className="border-l-2 border-accent-soft/50 pl-3 font-serif text-sm leading-relaxed text-neutral-300">
            {contextPreview(chapter.data.content)}
          </blockquote>
        </section>
        <ProposeForm
          storyId={storyId}
          chapterId={chapterId}
          closedReason={round ? closedForIdeasReason(round.state) : null}
          onCancel={() => navigate(backHref)}
          onSubmitted={(filedUnder) => navigate(`/proposals/${storyId}/${filedUnder}`)}
        />
      </div>
    );
  })();

  return (
    <ScreenLayout withNav={false} header={<ScreenHeader title="Propose Continuation" backHref={backHref} />}>
      {body}
    </ScreenLayout>
  );
}
