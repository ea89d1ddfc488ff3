import { Bookmark, Settings2, X } from 'lucide-react';
import type { AiAssistance } from '../../../contract/ai-assistance';
import type { Chapter } from '../../../contract/chapters';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { IdeaCredit } from '../../components/idea-credit';
import { useBookmarkToggle } from '../../lib/bookmarks';
import { CompanionMenu } from './companion/companion-menu';
import type { Companion } from './companion/use-companion';

interface ReaderHeaderProps {
  storyId: number;
  storyTitle: string;
  chapterTitle: string;
  /** The chapter's AI label, shown beside its title. */
  aiAssistance?: AiAssistance;
  /** The chapter's AI share (docs/reference/ai.md#ai-share), for the label's wording. */
  aiShare?: number | null;
  /** The chapter shown, for its "Idea by @username" credit. */
  chapter?: Chapter;
  genre: string;
  /**
   * The reader's companion (docs/reference/reading.md#companion): its menu sits beside the settings toggle
   * for signed-in readers.
   */
  companion: Companion;
  isSettingsOpen: boolean;
  onToggleSettings: () => void;
  onClose: () => void;
}

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full transition-colors hover:bg-current/10 disabled:opacity-40';

/**
 * Overlay header: close, story and chapter titles (with the chapter's AI label and idea credit), genre
 * badge, bookmark, the companion menu and the settings toggle.
 */
export function ReaderHeader(props: ReaderHeaderProps) {
  const bookmark = useBookmarkToggle(props.storyId);
  return (
    <header
      className="flex items-center gap-1 border-b border-current/10 px-2 py-1.5"
      style={{ paddingTop: 'max(0.375rem, env(safe-area-inset-top))' }}
    >
      <button type="button" aria-label="Close reader" className={iconButton} onClick={props.onClose}>
        <X className="size-5" aria-hidden />
      </button>
      <div className="min-w-0 flex-1 px-1">
        <p className="truncate font-semibold text-sm leading-5">{props.storyTitle}</p>
        {/* Wraps on a phone: the AI label and the idea credit go under the chapter title rather than
            being squeezed to nothing beside it. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-1.5">
          <p className="max-w-full truncate text-xs leading-4 opacity-85">{props.chapterTitle}</p>
          <AiAssistanceBadge
            assistance={props.aiAssistance}
            share={props.aiShare}
            tone="theme"
            className="px-1.5 py-0 text-[10px]"
          />
          {props.chapter ? <IdeaCredit chapter={props.chapter} className="text-[10px]" /> : null}
        </div>
      </div>
      <span className="max-w-24 shrink-0 truncate rounded-full border border-current/25 px-2 py-0.5 text-[11px] leading-4">
        {props.genre}
      </span>
      {bookmark.isSignedIn && (
        <button
          type="button"
          aria-label={bookmark.isBookmarked ? 'Remove bookmark' : 'Bookmark'}
          aria-pressed={bookmark.isBookmarked}
          disabled={bookmark.isPending}
          className={iconButton}
          onClick={bookmark.toggle}
        >
          <Bookmark className="size-5" fill={bookmark.isBookmarked ? 'currentColor' : 'none'} aria-hidden />
        </button>
      )}
      <CompanionMenu companion={props.companion} className={iconButton} />
      <button
        type="button"
        aria-label="Reader settings"
        aria-expanded={props.isSettingsOpen}
        aria-controls="reader-settings-panel"
        className={`${iconButton} ${props.isSettingsOpen ? 'bg-current/10' : ''}`}
        onClick={props.onToggleSettings}
      >
        <Settings2 className="size-5" aria-hidden />
      </button>
    </header>
  );
}
