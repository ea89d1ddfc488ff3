import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useCurrentUser } from './auth';
import { showToast } from './toast';

/** Query key of the signed-in user's bookmarks (GET /api/user/bookmarks). */
export const bookmarksKey = ['/api/user/bookmarks'] as const;

/** The signed-in user's bookmarks, newest first; disabled while signed out. */
export function useBookmarks() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: bookmarksKey,
    queryFn: () => api.GET('/api/user/bookmarks'),
    enabled: Boolean(user.data),
  });
}

/**
 * Bookmark state of one story and a toggle (docs/reference/reading.md#progress: bookmarked when the user's
 * bookmark list contains the story). Toggling POSTs or DELETEs and shows the docs/reference/texts.md#library
 * toasts. Returns `{ isBookmarked, toggle, isPending, isSignedIn }`; `isPending` is also true while the list
 * loads.
 */
export function useBookmarkToggle(storyId: number) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const bookmarks = useBookmarks();
  const isBookmarked = bookmarks.data?.some((b) => b.storyId === storyId) ?? false;

  const mutation = useMutation({
    mutationFn: async (remove: boolean) => {
      if (remove) await api.DELETE('/api/bookmarks/{storyId}', { params: { path: { storyId } } });
      else await api.POST('/api/bookmarks', { body: { storyId } });
    },
    onSuccess: (_data, remove) => {
      if (remove) showToast('Bookmark removed', 'Story removed from your library');
      else showToast('Story bookmarked', 'Story saved to your library');
      return queryClient.invalidateQueries({ queryKey: bookmarksKey });
    },
    onError: () => showToast('Error', 'Failed to update bookmark', { destructive: true }),
  });

  return {
    isBookmarked,
    isSignedIn: Boolean(user.data),
    // Disabled until the list is known, so a click never toggles the wrong way.
    isPending: mutation.isPending || bookmarks.isLoading,
    toggle: () => mutation.mutate(isBookmarked),
  };
}
