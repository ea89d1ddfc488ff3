import { useMemo } from 'react';
import type { Chapter } from '../../../contract/chapters';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { IdeaCredit } from '../../components/idea-credit';
import { chapterHeading } from '../../lib/chapter-heading';
import { withEmphasis } from '../../lib/emphasis';
import { splitParagraphs, tokenizeParagraph } from '../../lib/pagination';
import type { StoryReaderSettings } from '../../lib/reader-settings';
import { tokenOffsets } from './reading-position';
import { STORY_READER_FONT_STYLES } from './story-reader-style';

/**
 * One chapter as scrolling text: the heading (with its AI label and idea credit), then the plain-text
 * paragraphs as <p>, each with its own direction (`dir="auto"`), long words broken anywhere rather
 * than widening the page, and `data-offset` (its first character in the text: the reading position,
 * docs/reference/reading.md#readers). The author's notes (docs/reference/stories.md#notes) show above and
 * below the text in labelled boxes unless the reader hid them; they are not paragraphs of the text (no
 * `data-offset`: never a reading position).
 */
export function StoryReaderChapter({
  chapter,
  settings,
}: {
  chapter: Chapter;
  settings: StoryReaderSettings;
}) {
  const paragraphs = useMemo(() => splitParagraphs(chapter.content), [chapter.content]);
  const showNotes = settings.showNotes && !chapter.locked;
  const starts = useMemo(
    () => tokenOffsets(chapter.content, paragraphs.map(tokenizeParagraph)).map((offsets) => offsets[0] ?? 0),
    [chapter.content, paragraphs],
  );
  return (
    <article
      data-chapter-text=""
      className="flex min-w-0 flex-col wrap-anywhere"
      style={{
        fontFamily: STORY_READER_FONT_STYLES[settings.fontFamily].stack,
        fontSize: settings.fontSize,
        lineHeight: settings.lineHeight,
        gap: '0.8em',
      }}
    >
      <header className="mb-2 flex flex-col items-start gap-1.5">
        <h2 dir="auto" className="font-bold" style={{ fontSize: '1.3em', lineHeight: 1.3 }}>
          {chapterHeading(chapter)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <AiAssistanceBadge assistance={chapter.aiAssistance} share={chapter.aiShare} tone="theme" />
          <IdeaCredit chapter={chapter} className="text-xs" />
        </div>
      </header>
      {showNotes && chapter.noteBefore ? <AuthorNote note={chapter.noteBefore} which="before" /> : null}
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of one chapter never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} dir="auto" data-offset={starts[index]}>
          {withEmphasis(paragraph)}
        </p>
      ))}
      {showNotes && chapter.noteAfter ? <AuthorNote note={chapter.noteAfter} which="after" /> : null}
    </article>
  );
}

/** An author's note in its labelled box: plain text, paragraphs split as the chapter's are. */
function AuthorNote({ note, which }: { note: string; which: 'before' | 'after' }) {
  return (
    <aside
      aria-label="Author's note"
      data-author-note={which}
      className="my-1 flex flex-col rounded-xl border border-current/25 bg-current/[0.04] p-3"
      style={{ gap: '0.6em' }}
    >
      <p className="font-semibold uppercase tracking-wide opacity-75" style={{ fontSize: '0.75em' }}>
        Author's note
      </p>
      {splitParagraphs(note).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a note's paragraphs never reorder
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </aside>
  );
}
