import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { DirectMessage, Thread } from '../../../contract/messages';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import { formatDateTime } from '../../lib/dates';
import { fetchOlderMessages, useMarkThreadRead, useThread } from '../../lib/messages';
import { showToast } from '../../lib/toast';
import { MessageComposer } from './message-composer';

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
        {formatDateTime(message.createdAt)}
        {isMine ? (message.isRead ? ' · Read' : ' · Sent') : ''}
      </span>
    </li>
  );
}

/**
 * /messages/{username} (docs/reference/people.md#messages): the thread, newest at the bottom, older pages on
 * demand, a send box; marked read while open, updated live over the socket (LiveUpdates).
 */
export function MessagesScreen({ username }: { username: string }) {
  const [, navigate] = useLocation();
  const me = useCurrentUser().data;
  const thread = useThread(username);
  const markRead = useMarkThreadRead(username);
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
          <MessageComposer
            username={username}
            canMessage={thread.data.canMessage}
            cannotMessageReason={thread.data.cannotMessageReason}
          />
        </div>
      )}
    </ScreenLayout>
  );
}
