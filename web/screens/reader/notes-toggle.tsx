/**
 * The "Hide author's notes" / "Show author's notes" switch of both readers' settings
 * (docs/reference/stories.md#notes): remembered per reader in the reader settings store.
 */
export function NotesToggle({
  showNotes,
  onChange,
  className,
}: {
  showNotes: boolean;
  onChange: (showNotes: boolean) => void;
  className: string;
}) {
  return (
    <button type="button" className={className} onClick={() => onChange(!showNotes)}>
      {showNotes ? "Hide author's notes" : "Show author's notes"}
    </button>
  );
}
