import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ADULT_GENRE } from '../../contract/genres';
import type { Story } from '../../contract/stories';
import { useAgeVerification } from '../lib/access';
import { useCurrentUser } from '../lib/auth';
import { StoryCover } from './story-cover';

// Loaded when a reader asks to verify: the dialog's form stays out of the hub's first load
// (docs/reference/performance.md).
const AgeVerificationDialog = lazy(() =>
  import('./age-verification-dialog').then((m) => ({ default: m.AgeVerificationDialog })),
);

/**
 * Whether a story needs the 18+ confirmation: genre "Adult" or flagged adult
 * (docs/reference/access.md#adult).
 */
export function isAdultStory(story: Pick<Story, 'genre' | 'isAdultContent'>): boolean {
  return story.genre === ADULT_GENRE || story.isAdultContent;
}

/**
 * Whether the card of `story` is blurred for the current reader (docs/reference/access.md#adult): an adult
 * story its reader has not confirmed being 18+ for. The author's own stories never are. The server's
 * answer (GET /api/stories/{id}/age-verification) is fetched only for signed-in readers of adult
 * stories; until it arrives the card stays blurred.
 */
export function useAdultBlur(story: Pick<Story, 'id' | 'authorId' | 'genre' | 'isAdultContent'>): boolean {
  const user = useCurrentUser();
  const isAdult = isAdultStory(story);
  const isOwn = user.data?.id === story.authorId;
  const verification = useAgeVerification(story.id, isAdult && Boolean(user.data) && !isOwn);
  return isAdult && !isOwn && verification.data?.isVerified !== true;
}

/**
 * The blurred card of an unverified adult story: blurred cover, masked title, author and summary,
 * and "Mature Content / 18+ Verification Required" with Verify Age; the whole card opens the age
 * dialog, and the card unblurs once the server recorded the confirmation.
 */
export function AdultCardCover({
  story,
  headingLevel = 3,
  compact = false,
}: {
  story: Story;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex gap-3 overflow-hidden rounded-2xl border border-line bg-panel p-3">
      <div className={`${compact ? 'h-20 w-14' : 'h-28 w-20'} shrink-0 overflow-hidden rounded-lg`}>
        <StoryCover id={story.id} title="" coverUrl={story.coverUrl} className="h-full w-full blur-md" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="inline-flex w-fit items-center gap-1 rounded-full bg-rose-500/20 px-2 py-0.5 text-xs font-medium text-rose-200">
          <ShieldAlert aria-hidden="true" className="h-3 w-3" /> 18+
        </span>
        <Heading className="text-base font-semibold text-white">Mature Content</Heading>
        <p className="text-sm text-neutral-300">18+ Verification Required</p>
        <div aria-hidden="true" className="flex flex-col gap-1.5 pt-1 blur-[3px]">
          <span className="h-2.5 w-3/4 rounded bg-white/20" />
          {compact ? null : <span className="h-2.5 w-1/2 rounded bg-white/15" />}
        </div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-auto w-fit rounded-xl bg-rose-600 px-3 py-1.5 text-sm font-medium text-white after:absolute after:inset-0 after:rounded-2xl hover:bg-rose-500"
        >
          Verify Age
        </button>
      </div>
      {isOpen ? (
        <Suspense fallback={null}>
          <AgeVerificationDialog storyId={story.id} open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </article>
  );
}
