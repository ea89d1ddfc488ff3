import { useQueryClient } from '@tanstack/react-query';
import { LogIn, MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ChatMessage } from '../../../../contract/chat';
import { currentUserKey, useCurrentUser } from '../../../lib/auth';
import { useBlockUser, useDeleteMessage, useReportMessage } from '../../../lib/chat';
import { rememberReturnPath } from '../../../lib/return-path';
import { showErrorToast, showToast } from '../../../lib/toast';
import { ChatComposer } from './chat-composer';
import type { MessageModeration } from './chat-message-item';
import { ChatMessageList } from './chat-message-list';
import { ChatPanel } from './chat-panel';
import { unreadBadge } from './unread';
import { useChapterChat } from './use-chapter-chat';

interface ChapterChatProps {
  storyId: number;
  chapterId: number;
  /** The story's author may delete any message of its chapters. */
  storyAuthorId: number;
  /**
   * Positions the chat's frame: the area the round button sits in (bottom right) and the open panel
   * may fill. It must clear the reader's page-turn controls.
   */
  frameClassName: string;
}

/**
 * The chapter discussion of a reader (spec sections 2 and 4): closed, a round button with the unread
 * badge ("9+" above 9); open, the "Chapter Discussion" panel, joined to the chapter's live room until
 * closed. Focus moves into the panel on open and back to the button on close. Readers who may not
 * read the chapter get no chat at all; signed-out readers are asked to sign in and come back here.
 */
export function ChapterChat({ storyId, chapterId, storyAuthorId, frameClassName }: ChapterChatProps) {
  const me = useCurrentUser().data ?? null;
  const [isOpen, setOpen] = useState(false);
  const [isSessionLost, setSessionLost] = useState(false);
  const chat = useChapterChat({ storyId, chapterId, isOpen, myUserId: me?.id ?? null });
  const moderation = useModeration(me?.id ?? null, storyAuthorId);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen) (inputRef.current ?? headingRef.current)?.focus({ preventScroll: true });
    else if (wasOpen.current) buttonRef.current?.focus({ preventScroll: true });
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (chat.isLockedOut) return null;
  const badge = unreadBadge(chat.unread);
  const needsSignIn = !me || isSessionLost || chat.isSignInNeeded;

  return (
    <div className={`pointer-events-none flex items-end justify-end ${frameClassName}`}>
      {isOpen ? (
        <ChatPanel
          id={panelId}
          connection={chat.connection}
          headingRef={headingRef}
          onClose={() => setOpen(false)}
          announcement={chat.announcement}
          footer={
            needsSignIn ? (
              <SignInPrompt />
            ) : (
              <ChatComposer
                storyId={storyId}
                chapterId={chapterId}
                inputRef={inputRef}
                onSignedOut={() => setSessionLost(true)}
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
            moderationFor={needsSignIn ? () => null : moderation}
          />
        </ChatPanel>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          aria-label={badge ? `Open chapter discussion, ${badge} unread` : 'Open chapter discussion'}
          aria-expanded={false}
          onClick={() => setOpen(true)}
          className="pointer-events-auto relative grid size-14 place-items-center rounded-full bg-accent text-white shadow-lg shadow-black/40 transition-transform hover:bg-violet-500 active:scale-95"
        >
          <MessageCircle aria-hidden="true" className="size-6" />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 grid h-6 min-w-6 place-items-center rounded-full border-2 border-ink bg-red-600 px-1 font-semibold text-xs tabular-nums"
            >
              {badge}
            </span>
          ) : null}
        </button>
      )}
    </div>
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
