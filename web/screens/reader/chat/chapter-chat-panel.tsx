import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../../../contract/auth';
import type { ChatMessage } from '../../../../contract/chat';
import { currentUserKey } from '../../../lib/auth';
import { useBlockUser, useDeleteMessage, useReportMessage } from '../../../lib/chat';
import { rememberReturnPath } from '../../../lib/return-path';
import { showErrorToast, showToast } from '../../../lib/toast';
import { ChatComposer } from './chat-composer';
import type { MessageModeration } from './chat-message-item';
import { ChatMessageList } from './chat-message-list';
import { ChatPanel } from './chat-panel';
import type { ChapterChatState } from './use-chapter-chat';
import { useChapterChatLive } from './use-chapter-chat-live';

interface ChapterChatPanelProps {
  storyId: number;
  chapterId: number;
  storyAuthorId: number;
  me: CurrentUser | null;
  chat: ChapterChatState;
  /** Signed out, or the session was lost: a sign-in button instead of the composer. */
  needsSignIn: boolean;
  onSignedOut: () => void;
  onClose: () => void;
}

/**
 * The open "Chapter Discussion" panel of `ChapterChat` (loaded when first opened): the chapter's live
 * room while mounted, the messages with their moderation actions, and the composer (or a sign-in
 * button). Focus moves to the composer (else the heading) as it appears.
 */
export function ChapterChatPanel(props: ChapterChatPanelProps) {
  const { storyId, chapterId, chat, me } = props;
  const live = useChapterChatLive({
    storyId,
    chapterId,
    myUserId: me?.id ?? null,
    chat,
    isLive: !props.needsSignIn,
  });
  const moderation = useModeration(me?.id ?? null, props.storyAuthorId);
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    (inputRef.current ?? headingRef.current)?.focus({ preventScroll: true });
  }, []);

  return (
    <ChatPanel
      id={panelId}
      connection={live.connection}
      headingRef={headingRef}
      onClose={props.onClose}
      announcement={live.announcement}
      footer={
        props.needsSignIn ? (
          <SignInPrompt />
        ) : (
          <ChatComposer
            storyId={storyId}
            chapterId={chapterId}
            inputRef={inputRef}
            onSignedOut={props.onSignedOut}
          />
        )
      }
    >
      <ChatMessageList
        messages={chat.messages}
        status={chat.isSignInNeeded ? 'success' : chat.query.status}
        error={chat.query.error}
        onRetry={() => void chat.query.refetch()}
        hasOlder={chat.query.hasNextPage}
        isLoadingOlder={chat.query.isFetchingNextPage}
        onLoadOlder={() => void chat.query.fetchNextPage()}
        moderationFor={props.needsSignIn ? () => null : moderation}
      />
    </ChatPanel>
  );
}

/** Sign in to take part; after signing in the reader comes back to this screen. */
function SignInPrompt() {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signIn = () => {
    rememberReturnPath(`${location}${window.location.search}`);
    queryClient.setQueryData(currentUserKey, null);
    navigate('/login');
  };
  return (
    <div className="border-t border-line p-3">
      <button
        type="button"
        onClick={signIn}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-accent font-medium text-sm text-white hover:bg-violet-500"
      >
        <LogIn aria-hidden="true" className="size-4" /> Sign in to join the discussion
      </button>
    </div>
  );
}

/** The actions each message offers the signed-in reader, with their toasts. */
function useModeration(myUserId: number | null, storyAuthorId: number) {
  const remove = useDeleteMessage();
  const report = useReportMessage();
  const block = useBlockUser();
  return (message: ChatMessage): MessageModeration | null => {
    if (myUserId === null) return null;
    const isOwn = message.user.id === myUserId;
    const name = message.user.displayName || message.user.username;
    return {
      isOwn,
      canDelete: isOwn || myUserId === storyAuthorId,
      onDelete: () =>
        remove.mutate(message, {
          onSuccess: () => showToast('Message deleted'),
          onError: (error) => showErrorToast(error, 'Error', 'Failed to delete message.'),
        }),
      onReport: () =>
        report.mutate(message.id, {
          onSuccess: () => showToast('Message reported', 'Thank you. It will be reviewed.'),
          onError: (error) => showErrorToast(error, 'Error', 'Failed to report message.'),
        }),
      onBlock: () =>
        block.mutate(message.user.id, {
          onSuccess: () => showToast('User blocked', `You will no longer see messages from ${name}.`),
          onError: (error) => showErrorToast(error, 'Error', 'Failed to block user.'),
        }),
    };
  };
}
