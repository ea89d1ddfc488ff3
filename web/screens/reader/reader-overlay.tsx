import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { WarningsGate } from '../../components/content-warnings';
import { useOverlaySettings } from '../../lib/reader-settings';
import { OverlayReaderView } from './overlay-reader-view';
import { useReaderData } from './reader-queries';
import { ReaderError, ReaderLoading, ReaderNoChapters } from './reader-states';
import { useModalFocus } from './use-modal-focus';

/** Props of the full-screen overlay reader (docs/reference/routes.md#reader). */
export interface ReaderOverlayProps {
  storyId: number;
  onClose: () => void;
  /** Opens at this chapter; otherwise at the saved reading progress, else chapter 1. */
  startChapterId?: number;
}

/**
 * The full-screen overlay reader for one story: paged text sized to the viewport and the reader's
 * settings, chapter-crossing Previous/Next, keyboard and swipe paging, bookmarks and saved progress.
 * Rendered into document.body as a modal dialog named "Reader"; Escape closes it.
 */
export function ReaderOverlay({ storyId, onClose, startChapterId }: ReaderOverlayProps) {
  const data = useReaderData(storyId, startChapterId);
  const [settings, updateSettings] = useOverlaySettings();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (isSettingsOpen) setSettingsOpen(false);
      else onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isSettingsOpen, onClose]);

  const bareHeader = (
    <header className="flex px-2 py-1.5" style={{ paddingTop: 'max(0.375rem, env(safe-area-inset-top))' }}>
      <button
        type="button"
        aria-label="Close reader"
        className="grid size-10 place-items-center rounded-full hover:bg-current/10"
        onClick={onClose}
      >
        <X className="size-5" aria-hidden />
      </button>
    </header>
  );

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Reader"
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col outline-none"
      style={{ backgroundColor: settings.backgroundColor, color: settings.textColor }}
    >
      {data.status === 'loading' && (
        <>
          {bareHeader}
          <ReaderLoading />
        </>
      )}
      {data.status === 'error' && (
        <>
          {bareHeader}
          <ReaderError error={data.error} onRetry={data.retry} onBack={onClose} />
        </>
      )}
      {data.status === 'ready' && data.toc.length === 0 && (
        <>
          {bareHeader}
          <ReaderNoChapters onBack={onClose} />
        </>
      )}
      {data.status === 'ready' && data.toc.length > 0 && (
        // A story's warnings come first when the reader opens chapter 1 (docs/reference/stories.md#warnings).
        <WarningsGate
          storyId={storyId}
          warnings={data.startIndex === 0 ? (data.story.warnings ?? []) : []}
          header={bareHeader}
        >
          <OverlayReaderView
            key={storyId}
            story={data.story}
            toc={data.toc}
            startIndex={data.startIndex}
            startOffset={data.startOffset}
            isSignedIn={data.isSignedIn}
            settings={settings}
            onSettingsChange={updateSettings}
            isSettingsOpen={isSettingsOpen}
            onToggleSettings={() => setSettingsOpen((open) => !open)}
            onClose={onClose}
          />
        </WarningsGate>
      )}
    </div>,
    document.body,
  );
}
