import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { themedButton } from './story-reader-style';

/** Shown after the last chapter: vote on what comes next, or propose it (spec section 2). */
export function StoryReaderEndCard({ storyId, chapterId }: { storyId: number; chapterId: number }) {
  return (
    <section
      aria-labelledby="story-end-title"
      className="mt-10 rounded-2xl border border-current/15 bg-current/5 p-5 text-center"
    >
      <h2 id="story-end-title" className="font-semibold text-lg">
        You're all caught up
      </h2>
      <p className="mt-1 text-sm opacity-85">This is the latest chapter. Help decide what happens next.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link href={`/story/${storyId}`} className={buttonClass('primary', 'md')}>
          Vote on Next Chapter
        </Link>
        <Link href={`/propose/${storyId}/${chapterId}`} className={themedButton}>
          Propose Continuation
        </Link>
      </div>
    </section>
  );
}
