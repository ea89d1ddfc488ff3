import { useMemo } from 'react';
import type { Chapter } from '../../../contract/chapters';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { IdeaCredit } from '../../components/idea-credit';
import { chapterHeading } from '../../lib/chapter-heading';
import { withEmphasis } from '../../lib/emphasis';
import { splitParagraphs } from '../../lib/pagination';
import type { StoryReaderSettings } from '../../lib/reader-settings';
import { STORY_READER_FONT_STYLES } from './story-reader-style';

/**
 * One chapter as scrolling text: the heading (with its AI label and idea credit), then the plain-text
 * paragraphs as <p>.
 */
export function StoryReaderChapter({
  chapter,
  settings,
}: {
  chapter: Chapter;
  settings: StoryReaderSettings;
}) {
  const paragraphs = useMemo(() => splitParagraphs(chapter.content), [chapter.content]);
  return (
    <article
      className="flex flex-col break-words"
      style={{
        fontFamily: STORY_READER_FONT_STYLES[settings.fontFamily].stack,
        fontSize: settings.fontSize,
        lineHeight: settings.lineHeight,
        gap: '0.8em',
      }}
    >
      <header className="mb-2 flex flex-col items-start gap-1.5">
        <h2 className="font-bold" style={{ fontSize: '1.3em', lineHeight: 1.3 }}>
          {chapterHeading(chapter)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <AiAssistanceBadge assistance={chapter.aiAssistance} tone="theme" />
          <IdeaCredit chapter={chapter} className="text-xs" />
        </div>
      </header>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of one chapter never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{withEmphasis(paragraph)}</p>
      ))}
    </article>
  );
}
