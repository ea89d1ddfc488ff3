import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DIRECT_MESSAGE_MAX, ZSendDirectMessageRequest } from '../../../contract/messages';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../components/ui/states';
import { messageKeys, useSendDirectMessage } from '../../lib/messages';
import { showToast } from '../../lib/toast';

/**
 * The send box pinned under a direct-message thread: Enter sends (Shift+Enter starts a new line),
 * Send stays disabled while the text is blank or a send is in flight; a failed send keeps the text,
 * says why in a toast and reloads the thread. When the peer takes no messages from this reader, the
 * server's reason (`cannotMessageReason`) shows instead.
 */
export function MessageComposer({
  username,
  canMessage,
  cannotMessageReason,
}: {
  username: string;
  canMessage: boolean;
  cannotMessageReason: string | null;
}) {
  const queryClient = useQueryClient();
  const send = useSendDirectMessage(username);
  const form = useForm<
    z.input<typeof ZSendDirectMessageRequest>,
    unknown,
    z.output<typeof ZSendDirectMessageRequest>
  >({ resolver: zodResolver(ZSendDirectMessageRequest), defaultValues: { message: '' } });
  const text = form.watch('message');

  // A blank message is refused by the schema and, as before, quietly: Send is disabled then anyway.
  const submit = form.handleSubmit(({ message }) => {
    if (send.isPending) return;
    send.mutate(message, {
      onSuccess: () => form.reset({ message: '' }),
      onError: (error) => {
        showToast('Message not sent', errorMessage(error), { destructive: true });
        void queryClient.invalidateQueries({ queryKey: messageKeys.thread(username) });
      },
    });
  });

  return (
    <form
      onSubmit={submit}
      className="fixed inset-x-0 bottom-[calc(4rem+var(--install-banner-height,0px))] z-30 border-t border-line bg-ink/95 px-3 py-2 backdrop-blur lg:bottom-[var(--install-banner-height,0px)] lg:left-24"
    >
      {canMessage ? (
        <div className="mx-auto flex max-w-3xl items-end gap-2">
          <label htmlFor="dm-input" className="sr-only">
            Message
          </label>
          <textarea
            id="dm-input"
            maxLength={DIRECT_MESSAGE_MAX}
            rows={1}
            placeholder="Write a message..."
            {...form.register('message')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
            className="min-h-10 flex-1 resize-none rounded-xl border border-line bg-white/5 px-3 py-2 text-sm text-white placeholder:text-neutral-500"
          />
          <Button type="submit" size="icon" aria-label="Send" disabled={!text.trim() || send.isPending}>
            <Send aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      ) : (
        <p role="status" className="mx-auto max-w-3xl py-2 text-center text-sm text-neutral-400">
          {cannotMessageReason}
        </p>
      )}
    </form>
  );
}
