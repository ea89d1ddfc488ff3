import { useState } from 'react';
import { Avatar } from '../../components/avatar';
import { ChangePhotoButton } from '../../components/photo-upload';
import { Dialog } from '../../components/ui/dialog';

/**
 * The /profile avatar; tapping it opens the photo dialog (docs/reference/routes.md#profile) with a
 * larger preview and "Change Photo", which closes the dialog once the new photo is saved.
 */
export function ProfilePhoto({ name, imageUrl }: { name?: string | null; imageUrl?: string | null }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-accent-soft"
        aria-label="Change profile photo"
        onClick={() => setOpen(true)}
      >
        <Avatar name={name} imageUrl={imageUrl} size={72} />
      </button>
      <Dialog open={isOpen} onOpenChange={setOpen} title="Profile Photo">
        <div className="flex flex-col items-center gap-4">
          <Avatar name={name} imageUrl={imageUrl} size={160} />
          <p className="text-center text-sm text-neutral-400">JPEG, PNG, WebP or GIF up to 5 MB.</p>
          <ChangePhotoButton onUploaded={() => setOpen(false)} />
        </div>
      </Dialog>
    </>
  );
}
