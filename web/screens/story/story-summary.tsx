import { BookOpen, Plus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { Story } from '../../../contract/stories';
import { ContentWarningList } from '../../components/content-warnings';
import { StoryCover } from '../../components/story-cover';
import { StoryStatusBadge } from '../../components/story-status-badge';
import { Button, buttonClass } from '../../components/ui/button';
import { authorsOf, editorsOf } from '../../lib/collaborators';
import { storyPriceLabel } from '../../lib/money';
import { BookmarkButton } from './bookmark-button';
import { ContentsButton } from './contents-button';
import { DownloadEpubButton } from './download-epub-button';
import { UnlockButton } from './unlock-button';

/** Links to authors' pages joined like a byline: "Ada", "Ada & Ben", "Ada, Ben & Cy". */
function PeopleLinks({ people }: { people: { username: string; name: string }[] }) {
  return people.map((person, index) => (
    <span key={person.username}>
      {index === 0 ? '' : index === people.length - 1 ? ' & ' : ', '}
      <Link
        href={`/author/${encodeURIComponent(person.username)}`}
        className="text-accent-soft hover:underline"
      >
        {person.name}
      </Link>
    </span>
  ));
}

/**
 * "by Ada & Ben": the owner then the accepted co-authors, and "edited by Cy" for editors
 * (docs/reference/stories.md#collaborators).
 */
function Byline({ story }: { story: Story }) {
  const editors = editorsOf(story).map((e) => ({ username: e.username, name: e.displayName || e.username }));
  return (
    <p className="text-sm text-neutral-400">
      by <PeopleLinks people={authorsOf(story)} />
      {editors.length > 0 ? (
        <>
          {' · edited by '}
          <PeopleLinks people={editors} />
        </>
      ) : null}
    </p>
  );
}

/**
 * The top of the story page (docs/reference/routes.md#story-page): cover, title, genre, status
 * (docs/reference/stories.md#status), author, summary,
 * chapter count and the actions Read, Reader Mode, Contents, bookmark, Download EPUB and (author only) Add Chapter.
 */
export function StorySummary({
  story,
  isAuthor,
  canAddChapter = isAuthor,
  onRead,
  onOpenChapter,
}: {
  story: Story;
  /** The viewer is on the story's team: its owner or an accepted collaborator. */
  isAuthor: boolean;
  /** "Add Chapter" shows: the owner and co-authors (docs/reference/stories.md#collaborators). */
  canAddChapter?: boolean;
  onRead: () => void;
  /** Opens the reader at a chapter chosen in the table of contents (docs/reference/reading.md#contents). */
  onOpenChapter?: (chapterId: number) => void;
}) {
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="story-title" className="flex flex-col gap-4">
      <div className="flex gap-4">
        <StoryCover
          id={story.id}
          title={story.title}
          genre={story.genre}
          coverUrl={story.coverUrl}
          coverImages={story.coverImages}
          sizes="(min-width: 768px) 128px, 96px"
          className="h-36 w-24 shrink-0 rounded-xl md:h-48 md:w-32"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-1.5">
            <span className="rounded-full bg-accent/20 px-2.5 py-0.5 text-xs font-medium text-accent-soft">
              {story.genre}
            </span>
            <StoryStatusBadge status={story.status} size="md" schedule={story.releaseSchedule} />
            {story.isPremium ? (
              <span className="rounded-full bg-amber-500/20 px-2.5 py-0.5 text-xs font-medium text-amber-300">
                Premium {storyPriceLabel(story)}
              </span>
            ) : null}
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs ${story.isPublished ? 'bg-emerald-500/20 text-emerald-300' : 'bg-neutral-700 text-neutral-200'}`}
            >
              {story.isPublished ? 'Published' : 'Draft'}
            </span>
          </div>
          <h1 id="story-title" className="text-2xl font-bold leading-tight text-white md:text-3xl">
            {story.title}
          </h1>
          <Byline story={story} />
          <p className="inline-flex items-center gap-1 text-sm text-neutral-300">
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            {story.chapters} {story.chapters === 1 ? 'chapter' : 'chapters'} ·{' '}
            {story.wordCount.toLocaleString()} words
          </p>
        </div>
      </div>
      {story.summary ? <p className="whitespace-pre-line text-neutral-200">{story.summary}</p> : null}
      <ContentWarningList warnings={story.warnings ?? []} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRead}>
          <BookOpen aria-hidden="true" className="h-4 w-4" /> Read
        </Button>
        <Link href={`/reader/${story.id}`} className={buttonClass('outline')}>
          Reader Mode
        </Link>
        {story.chapters > 0 && onOpenChapter ? (
          <ContentsButton storyId={story.id} onSelect={onOpenChapter} />
        ) : null}
        <UnlockButton story={story} isAuthor={isAuthor} />
        <BookmarkButton storyId={story.id} />
        <DownloadEpubButton storyId={story.id} isAuthor={isAuthor} />
        {canAddChapter ? (
          <Button variant="secondary" onClick={() => navigate(`/create-chapter/${story.id}`)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Chapter
          </Button>
        ) : null}
      </div>
    </section>
  );
}
