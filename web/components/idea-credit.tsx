import { Lightbulb } from 'lucide-react';
import type { Chapter } from '../../contract/chapters';

/**
 * "Idea by @username" for a chapter written from a readers' winning proposal
 * (docs/reference/community.md#winning-chapter), shown beside its AI label in both readers and in the story
 * page's chapter list (a chapter or a table-of-contents entry); nothing for other chapters.
 */
export function IdeaCredit({
  chapter,
  className = '',
}: {
  chapter: Pick<Chapter, 'idea'>;
  className?: string;
}) {
  const idea = chapter.idea;
  if (!idea) return null;
  return (
    <span
      title={`${idea.title}, proposed by ${idea.proposer.displayName}`}
      className={`inline-flex min-w-0 max-w-full items-center gap-1 font-sans text-[11px] leading-4 opacity-90 ${className}`}
    >
      <Lightbulb aria-hidden="true" className="h-3 w-3 shrink-0" />
      <span className="truncate">Idea by @{idea.proposer.username}</span>
    </span>
  );
}
