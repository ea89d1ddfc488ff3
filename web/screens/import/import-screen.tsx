import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportPreview } from '../../../contract/import';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { api } from '../../lib/api';
import { FilePicker } from './file-picker';
import { fromPreview } from './import-chapters';
import { ImportReview } from './import-review';

/**
 * /import (Library -> Import): upload a .txt, .md, .docx or .epub manuscript to POST /api/import/preview,
 * review the detected chapters, then save the story as a draft or publish it.
 */
export function ImportScreen() {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.upload('/api/import/preview', body);
    },
    onSuccess: setPreview,
  });

  return (
    <ScreenLayout header={<ScreenHeader title="Import Manuscript" backHref="/library" isHeading={false} />}>
      {preview ? (
        <ImportReview
          key={`${preview.fileName}-${upload.submittedAt}`}
          preview={preview}
          initialChapters={fromPreview(preview)}
          onReset={() => {
            setPreview(null);
            upload.reset();
          }}
        />
      ) : (
        <FilePicker
          isUploading={upload.isPending}
          error={upload.error}
          onFile={(file) => upload.mutate(file)}
        />
      )}
    </ScreenLayout>
  );
}
