import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import { api } from '../lib/api';
import { invalidateProfiles } from '../lib/authors';
import { showErrorToast, showToast } from '../lib/toast';
import { buttonClass } from './ui/button';

/** Largest photo the server takes, in bytes (server/modules/images/photo.ts MAX_PHOTO_BYTES). */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/**
 * "Change Photo" (docs/reference/people.md#dashboard): picks an image and
 * sends it to POST /api/user/photo, which resizes it to at most 400 px; the new photo then shows everywhere
 * the profile or the current user is read. A file over 5 MB is refused before uploading.
 */
export function ChangePhotoButton({ onUploaded }: { onUploaded?: () => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload('/api/user/photo', form);
    },
    onSuccess: () => {
      void invalidateProfiles(queryClient);
      showToast('Photo Updated', 'Your new photo is on your profile.');
      onUploaded?.();
    },
    onError: (error) => showErrorToast(error, 'Upload Failed', 'Could not upload the photo.'),
  });
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label="Choose a photo"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > MAX_PHOTO_BYTES) {
            showToast('Upload Failed', 'This photo is larger than 5 MB.', { destructive: true });
            return;
          }
          upload.mutate(file);
        }}
      />
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <Camera aria-hidden="true" className="h-4 w-4" />
        {upload.isPending ? 'Uploading...' : 'Change Photo'}
      </button>
    </>
  );
}
