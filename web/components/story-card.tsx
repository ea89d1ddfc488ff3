import { BookOpen, Crown, Star, TriangleAlert, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { CONTENT_WARNING_LABELS } from '../../contract/content-warnings';
import type { Story } from '../../contract/stories';
import { authorsOf, joinNames } from '../lib/collaborators';
import { storyPriceLabel } from '../lib/money';
import { AdultCardCover, useAdultBlur } from './adult-card-cover';
import { StoryCover } from './story-cover';
import { StoryStatusBadge } from './story-status-badge';
import { Button } from './ui/button';

/**
 * A story card: cover, title (a link to /reading/{id} covering the card), author, genre, status
 * (docs/reference/stories.md#status), summary and chapter count, with an optional "Read" action.
 * `headingLevel` keeps the page's heading order.
 * Paid stories carry "Premium {price}" or "Subscribers"; an 18+ story the reader has not confirmed
 * is blurred behind "Mature Content" until verified (docs/reference/access.md#adult).
 */
export function StoryCard({
  story,
  onRead,
  headingLevel = 3,
  compact = false,
}: {
  story: Story;
  onRead?: (storyId: number) => void;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  // "by Ada & Ben": the owner then accepted co-authors (docs/reference/stories.md#collaborators).
  const authorName = joinNames(authorsOf(story).map((a) => a.name));
  const isBlurred = useAdultBlur(story);
  if (isBlurred) return <AdultCardCover story={story} headingLevel={headingLevel} compact={compact} />;
  return (
    <article className="relative flex gap-3 rounded-2xl border border-line bg-panel p-3 transition-colors hover:border-accent-soft/50">
      <StoryCover
        id={story.id}
        title={story.title}
        genre={story.genre}
        coverUrl={story.coverUrl}
        coverImages={story.coverImages}
        sizes={compact ? '56px' : '80px'}
        className={`${compact ? 'h-20 w-14' : 'h-28 w-20'} shrink-0 rounded-lg`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="rounded-full bg-accent/20 px-2 py-0.5 text-xs font-medium text-accent-soft">
            {story.genre}
          </span>
          {story.isPremium ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-medium text-amber-300">
              <Crown aria-hidden="true" className="h-3 w-3" /> Premium {storyPriceLabel(story)}
            </span>
          ) : story.accessLevel === 'subscribers' || story.accessLevel === 'tier_specific' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-500/20 px-2 py-0.5 text-xs font-medium text-sky-200">
              <Users aria-hidden="true" className="h-3 w-3" /> Subscribers
            </span>
          ) : null}
          <StoryStatusBadge status={story.status} schedule={story.releaseSchedule} />
          {story.warnings?.length ? (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-red-500/20 px-2 py-0.5 text-xs font-medium text-red-200"
              title={story.warnings.map((w) => CONTENT_WARNING_LABELS[w]).join(', ')}
            >
              <TriangleAlert aria-hidden="true" className="h-3 w-3" /> Warnings
              <span className="sr-only">
                : {story.warnings.map((w) => CONTENT_WARNING_LABELS[w]).join(', ')}
              </span>
            </span>
          ) : null}
          {!story.isPublished ? (
            <span className="rounded-full bg-neutral-700 px-2 py-0.5 text-xs text-neutral-200">Draft</span>
          ) : null}
        </div>
        <Heading id={titleId} className="line-clamp-1 text-base font-semibold text-white">
          <Link href={`/reading/${story.id}`} className="after:absolute after:inset-0 after:rounded-2xl">
            {story.title}
          </Link>
        </Heading>
        <p className="line-clamp-1 text-sm text-neutral-400">by {authorName}</p>
        {!compact && story.summary ? (
          <p className="line-clamp-2 text-sm text-neutral-300">{story.summary}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="inline-flex items-center gap-1 text-xs text-neutral-400">
            <BookOpen aria-hidden="true" className="h-3.5 w-3.5" />
            {story.chapters} {story.chapters === 1 ? 'chapter' : 'chapters'}
            {story.stats.ratingCount > 0 ? (
              <>
                <Star aria-hidden="true" className="ml-2 h-3.5 w-3.5 fill-amber-400 text-amber-400" />
                <span>
                  {story.stats.averageRating.toFixed(1)}
                  <span className="sr-only"> out of 5.0</span>
                </span>
              </>
            ) : null}
          </span>
          {onRead ? (
            <Button
              size="sm"
              variant="secondary"
              className="relative z-10"
              aria-describedby={titleId}
              onClick={() => onRead(story.id)}
            >
              Read
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
