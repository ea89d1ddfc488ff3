import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '../../components/avatar';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import { useConversations } from '../../lib/messages';

/**
 * /messages (docs/reference/people.md#messages): one row per person, the last message and the unread count.
 */
export function ConversationsScreen() {
  const conversations = useConversations();
  const me = useCurrentUser().data;
  return (
    <ScreenLayout header={<ScreenHeader title="Messages" backHref="/" />}>
      {conversations.isPending ? (
        <ListSkeleton label="Loading conversations..." />
      ) : conversations.isError ? (
        <ErrorState error={conversations.error} onRetry={() => conversations.refetch()} />
      ) : conversations.data.length === 0 ? (
        <EmptyState
          title="No messages yet"
          description="Message an author from their page to start a conversation."
          icon={<MessageCircle className="h-10 w-10" />}
        />
      ) : (
        <ul aria-label="Conversations" className="flex flex-col divide-y divide-line">
          {conversations.data.map(({ user, lastMessage, unreadCount }) => (
            <li key={user.id}>
              <Link
                href={`/messages/${encodeURIComponent(user.username)}`}
                className="flex items-center gap-3 py-3 hover:bg-white/5"
              >
                <Avatar name={user.displayName} imageUrl={user.profileImageUrl} size={44} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-white">{user.displayName}</span>
                  <span className="block truncate text-sm text-neutral-400">
                    {lastMessage.senderId === me?.id ? 'You: ' : ''}
                    {lastMessage.message}
                  </span>
                </span>
                {unreadCount > 0 ? (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
                    {unreadCount}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ScreenLayout>
  );
}
