import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CHAT_MESSAGE_MAX, ZPostChatMessageRequest } from '../../../../contract/chat';
import { ApiError } from '../../../lib/api';
import { usePostMessage } from '../../../lib/chat';

type Draft = z.input<typeof ZPostChatMessageRequest>;

/**
 * The message input (docs/reference/community.md#chat, docs/reference/limits.md#chat): placeholder "Share your
 * thoughts...", at most 500 characters with an "N / 500" counter, Enter or Send posts over REST (live socket
 * or not), and sending is blocked while a send is pending. A refusal with a reason (slow mode's 429, a 400 or
 * 403) shows the server's message; other failures are only logged (docs/reference/texts.md#chat) and the
 * text stays for a retry. A 401 calls `onSignedOut`.
 */
export function ChatComposer({
  storyId,
  chapterId,
  inputRef,
  onSignedOut,
}: {
  storyId: number;
  chapterId: number;
  inputRef: Ref<HTMLInputElement>;
  onSignedOut: () => void;
}) {
  const post = usePostMessage(storyId, chapterId);
  const [notice, setNotice] = useState('');
  const form = useForm<Draft, unknown, z.output<typeof ZPostChatMessageRequest>>({
    resolver: zodResolver(ZPostChatMessageRequest),
    defaultValues: { message: '' },
  });
  const text = form.watch('message');
  const isBlank = text.trim().length === 0;
  const { ref: registerRef, ...field } = form.register('message', { onChange: () => setNotice('') });

  const onSubmit = form.handleSubmit(({ message }) => {
    if (post.isPending) return;
    setNotice('');
    post.mutate(message, {
      onSuccess: () => form.reset({ message: '' }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onSignedOut();
        else if (error instanceof ApiError && [400, 403, 409, 429].includes(error.status)) {
          setNotice(error.serverMessage);
        } else console.error('Chat message not sent', error);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="border-t border-line p-2">
      <div className="flex items-center gap-2">
        <label htmlFor={`chat-input-${chapterId}`} className="sr-only">
          Message
        </label>
        <input
          id={`chat-input-${chapterId}`}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Share your thoughts..."
          aria-describedby={`chat-counter-${chapterId}${notice ? ` chat-notice-${chapterId}` : ''}`}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-ink px-3 text-base text-neutral-100 placeholder:text-neutral-400 focus:border-accent-soft focus:outline-none"
          {...field}
          ref={(element) => {
            registerRef(element);
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
        />
        <button
          type="submit"
          aria-label={post.isPending ? 'Sending message' : 'Send message'}
          disabled={isBlank || post.isPending}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-white hover:bg-violet-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send aria-hidden="true" className={`size-5 ${post.isPending ? 'animate-pulse' : ''}`} />
        </button>
      </div>
      <div className="mt-1 flex items-start justify-between gap-2 px-1 text-xs">
        <p id={`chat-notice-${chapterId}`} role="alert" className="text-amber-300">
          {notice}
        </p>
        <p id={`chat-counter-${chapterId}`} className="shrink-0 tabular-nums text-neutral-400">
          {text.length} / {CHAT_MESSAGE_MAX}
        </p>
      </div>
    </form>
  );
}
