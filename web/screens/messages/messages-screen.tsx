import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DIRECT_MESSAGE_MAX, type DirectMessage, type Thread } from '../../../contract/messages';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import {
  fetchOlderMessages,
  messageKeys,
  useMarkThreadRead,
  useSendDirectMessage,
  useThread,
} from '../../lib/messages';
import { showToast } from '../../lib/toast';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One message bubble: mine on the right, with its read receipt. */
function Bubble({ message, isMine }: { message: DirectMessage; isMine: boolean }) {
  return (
    <li className={`flex flex-col ${isMine ? 'items-end' : 'items-start'}`}>
      <p
        className={`max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${
          isMine ? 'bg-accent text-white' : 'bg-white/10 text-neutral-100'
        }`}
      >
        {message.message}
      </p>
      <span className="mt-0.5 text-[11px] text-neutral-400">
        {timeFormat.format(new Date(message.createdAt))}
        {isMine ? (message.isRead ? ' · Read' : ' · Sent') : ''}
      </span>
    </li>
  );
}

/**
 * /messages/{username} (issue "People" §3): the thread, newest at the bottom, older pages on demand,
 * a send box; marked read while open, updated live over the socket (LiveUpdates).
 */
export function MessagesScreen({ username }: { username: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const thread = useThread(username);
  const send = useSendDirectMessage(username);
  const markRead = useMarkThreadRead(username);
  const [text, setText] = useState('');
  const [older, setOlder] = useState<{ messages: DirectMessage[]; hasMore: boolean } | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  // Older pages and the (refetched) newest page may overlap once new messages arrive: one per id.
  const messages = [
    ...new Map([...(older?.messages ?? []), ...(thread.data?.messages ?? [])].map((m) => [m.id, m])).values(),
  ];
  const hasMore = older ? older.hasMore : (thread.data?.hasMore ?? false);
  const newestId = thread.data?.messages.at(-1)?.id ?? 0;
  const unreadFromPeer = thread.data?.messages.some((m) => m.senderId !== me?.id && !m.isRead) ?? false;

  // Keep the newest message in view, and mark what arrived read while the thread is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);
  useEffect(() => {
    if (unreadFromPeer && !markRead.isPending) markRead.mutate();
  }, [unreadFromPeer, markRead]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setIsLoadingOlder(true);
    try {
      const page: Thread = await fetchOlderMessages(username, first.id);
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasMore: page.hasMore });
    } catch (error) {
      showToast('Could not load older messages', errorMessage(error), { destructive: true });
    } finally {
      setIsLoadingOlder(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, {
      onSuccess: () => setText(''),
      onError: (error) => {
        showToast('Message not sent', errorMessage(error), { destructive: true });
        void queryClient.invalidateQueries({ queryKey: messageKeys.thread(username) });
      },
    });
  };

  const peer = thread.data?.user;
  return (
    <ScreenLayout
      header={<ScreenHeader title={peer ? peer.displayName : `@${username}`} backHref="/messages" />}
    >
      {thread.isPending ? (
        <ListSkeleton label="Loading messages..." />
      ) : thread.isError ? (
        <ErrorState error={thread.error} onRetry={() => thread.refetch()} title="Could not load messages" />
      ) : (
        <div className="flex flex-col gap-3 pb-36">
          {hasMore ? (
            <Button variant="ghost" size="sm" onClick={loadOlder} disabled={isLoadingOlder}>
              {isLoadingOlder ? 'Loading...' : 'Load older messages'}
            </Button>
          ) : null}
          {messages.length === 0 ? (
            <EmptyState
              title="No messages yet"
              description={`Say hello to @${thread.data.user.username}.`}
              icon={<MessageCircle className="h-10 w-10" />}
            >
              <Button
                variant="secondary"
                onClick={() => navigate(`/author/${encodeURIComponent(thread.data.user.username)}`)}
              >
                View Profile
              </Button>
            </EmptyState>
          ) : (
            <ol aria-label="Messages" aria-live="polite" className="flex flex-col gap-2">
              {messages.map((message) => (
                <Bubble key={message.id} message={message} isMine={message.senderId === me?.id} />
              ))}
            </ol>
          )}
          <div ref={bottom} />
          <form
            onSubmit={submit}
            className="fixed inset-x-0 bottom-[calc(4rem+var(--install-banner-height,0px))] z-30 border-t border-line bg-ink/95 px-3 py-2 backdrop-blur lg:bottom-[var(--install-banner-height,0px)] lg:left-24"
          >
            {thread.data.canMessage ? (
              <div className="mx-auto flex max-w-3xl items-end gap-2">
                <label htmlFor="dm-input" className="sr-only">
                  Message
                </label>
                <textarea
                  id="dm-input"
                  value={text}
                  maxLength={DIRECT_MESSAGE_MAX}
                  rows={1}
                  placeholder="Write a message..."
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !event.shiftKey) submit(event);
                  }}
                  className="min-h-10 flex-1 resize-none rounded-xl border border-line bg-white/5 px-3 py-2 text-sm text-white placeholder:text-neutral-500"
                />
                <Button type="submit" size="icon" aria-label="Send" disabled={!text.trim() || send.isPending}>
                  <Send aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            ) : (
              <p role="status" className="mx-auto max-w-3xl py-2 text-center text-sm text-neutral-400">
                {thread.data.cannotMessageReason}
              </p>
            )}
          </form>
        </div>
      )}
    </ScreenLayout>
  );
}
