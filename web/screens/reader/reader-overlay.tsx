/** Props of the full-screen overlay reader (spec section 2 "Full-screen book reader overlay"). */
export interface ReaderOverlayProps {
  storyId: number;
  onClose: () => void;
  startChapterId?: number;
}

/** The full-screen overlay reader for one story. */
export function ReaderOverlay({ onClose }: ReaderOverlayProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Reader" className="fixed inset-0 z-50 bg-[#1a1a1a]">
      <button type="button" aria-label="Close reader" onClick={onClose} className="m-4 p-2">
        ×
      </button>
    </div>
  );
}
