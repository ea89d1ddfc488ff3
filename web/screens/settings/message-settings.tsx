import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageSettings } from '../../../contract/messages';
import { errorMessage } from '../../components/ui/states';
import { api } from '../../lib/api';
import { showToast } from '../../lib/toast';

const key = ['/api/user/message-settings'] as const;

/**
 * Settings "Messages" (docs/reference/people.md#messages): accept direct messages from active subscribers
 * only. GET and PUT /api/user/message-settings.
 */
export function MessageSettingsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: () => api.GET('/api/user/message-settings') });
  const save = useMutation({
    mutationFn: (next: MessageSettings) => api.PUT('/api/user/message-settings', { body: next }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error) => showToast('Update Failed', errorMessage(error), { destructive: true }),
  });
  // The switch moves at once (set in the change event itself) and falls back to the saved value when
  // the request settles: a failed save shows the old state again next to its toast.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? settings.data?.subscribersOnly ?? false;
  return (
    <section aria-labelledby="messages-heading" className="mt-4 rounded-2xl border border-line bg-panel p-4">
      <h2 id="messages-heading" className="mb-3 font-semibold text-white">
        Messages
      </h2>
      <label className="flex items-center justify-between gap-4 text-sm text-neutral-100">
        <span>
          Only my subscribers can message me
          <span className="block text-xs text-neutral-400">People you wrote to first can always answer.</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="h-5 w-5 accent-accent"
          checked={checked}
          disabled={!settings.data || save.isPending}
          onChange={(event) => {
            setPending(event.target.checked);
            save.mutate({ subscribersOnly: event.target.checked }, { onSettled: () => setPending(null) });
          }}
        />
      </label>
    </section>
  );
}
