import { Eye, Pencil, Send, Share2, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Story } from '../../../contract/stories';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../components/ui/states';
import { useDeleteStory, useSetPublished } from '../../lib/stories';
import { showToast } from '../../lib/toast';
import { shareStory } from './share-story';

const row = 'w-full justify-start';

/**
 * The per-story action sheet of the library (docs/reference/routes.md#library): View, Edit, Publish/Unpublish
 * (Publish only for stories with chapters), Share, Delete (confirmed) and Cancel.
 */
export function StoryActionSheet({ story, onClose }: { story: Story | null; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const setPublished = useSetPublished();
  const remove = useDeleteStory();
  if (!story) return null;

  const go = (href: string) => {
    onClose();
    navigate(href);
  };
  const togglePublished = () =>
    setPublished.mutate(
      { id: story.id, isPublished: !story.isPublished },
      {
        onSuccess: (updated) => {
          onClose();
          showToast(
            'Story Updated',
            updated.isPublished ? 'Your story is now published.' : 'Your story is now a draft.',
          );
        },
        onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(story.id, {
      onSuccess: () => {
        setIsConfirmOpen(false);
        onClose();
        showToast('Story Deleted', `"${story.title}" was deleted.`);
      },
      onError: () => {
        setIsConfirmOpen(false);
        showToast('Delete Failed', 'Failed to delete story. Please try again.', { destructive: true });
      },
    });

  return (
    <>
      <Dialog
        open={!isConfirmOpen}
        onOpenChange={(open) => !open && onClose()}
        title={story.title}
        variant="sheet"
      >
        <div className="flex flex-col gap-1">
          <Button variant="ghost" className={row} onClick={() => go(`/reading/${story.id}`)}>
            <Eye aria-hidden="true" className="h-5 w-5" /> View
          </Button>
          <Button variant="ghost" className={row} onClick={() => go(`/edit-story/${story.id}`)}>
            <Pencil aria-hidden="true" className="h-5 w-5" /> Edit
          </Button>
          {story.isPublished || story.chapters > 0 ? (
            <Button
              variant="ghost"
              className={row}
              onClick={togglePublished}
              disabled={setPublished.isPending}
            >
              {story.isPublished ? (
                <Undo2 aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Send aria-hidden="true" className="h-5 w-5" />
              )}
              {story.isPublished ? 'Unpublish' : 'Publish'}
            </Button>
          ) : null}
          <Button variant="ghost" className={row} onClick={() => void shareStory(story).then(onClose)}>
            <Share2 aria-hidden="true" className="h-5 w-5" /> Share
          </Button>
          <Button
            variant="ghost"
            className={`${row} text-red-400 hover:text-red-300`}
            onClick={() => setIsConfirmOpen(true)}
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" /> Delete
          </Button>
          <Button variant="secondary" className="mt-2 w-full" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Delete story?"
        description={`Are you sure you want to delete "${story.title}"? All its chapters will be deleted. This action cannot be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
