import { FileUp, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../components/ui/states';

/** The server's upload limit (10 MB), checked here too so an oversized file fails before uploading. */
const MAX_BYTES = 10 * 1024 * 1024;

/** What the file input offers (docs/reference/platform.md#import): extensions, and Word's MIME type. */
const ACCEPTED =
  '.txt,.md,.markdown,.docx,.epub,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The manuscript chooser: a labelled file input (.txt, .md, .markdown, .docx, .epub), the upload state, and
 * the server's message when the file is refused.
 */
export function FilePicker({
  isUploading,
  error,
  onFile,
}: {
  isUploading: boolean;
  error: unknown;
  onFile: (file: File) => void;
}) {
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? (error ? errorMessage(error) : null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">Import a Book</h1>
      <p className="text-neutral-300">
        Bring in a manuscript as plain text, Markdown, Word (.docx) or EPUB. Chapters are detected for you to
        review before anything is saved.
      </p>
      <label
        htmlFor="manuscript-file"
        className="flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line bg-panel px-6 py-10 text-center hover:border-accent-soft has-[:focus-visible]:border-accent-soft"
      >
        {isUploading ? (
          <LoaderCircle aria-hidden="true" className="h-10 w-10 animate-spin text-accent-soft" />
        ) : (
          <FileUp aria-hidden="true" className="h-10 w-10 text-accent-soft" />
        )}
        <span className="font-semibold text-white">Manuscript file</span>
        <span className="text-sm text-neutral-400">.txt, .md, .docx or .epub, up to 10 MB</span>
        <input
          id="manuscript-file"
          type="file"
          accept={ACCEPTED}
          disabled={isUploading}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > MAX_BYTES) {
              setLocalError('This file is larger than 10 MB.');
              return;
            }
            setLocalError(null);
            onFile(file);
          }}
        />
      </label>
      {isUploading ? (
        <p role="status" className="text-center text-sm text-neutral-300">
          Reading manuscript...
        </p>
      ) : null}
      {shownError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-red-900/60 bg-red-950/30 p-3 text-sm text-red-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{shownError}</span>
        </div>
      ) : null}
    </div>
  );
}
