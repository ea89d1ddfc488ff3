import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../../contract/chat';
import { errorMessage } from '../../../components/ui/states';
import { ChatMessageItem, type MessageModeration } from './chat-message-item';

/** How close to an edge (px) counts as "at" it: the top loads older messages, the bottom follows new ones. */
const EDGE_PX = 48;

interface ChatMessageListProps {
  messages: ChatMessage[];
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  moderationFor: (message: ChatMessage) => MessageModeration | null;
}

/**
 * The scrolling message list, oldest at the top. It opens at the newest message, follows new ones
 * while the reader is at the bottom, loads older pages when scrolled to the top (or with the "Load
 * older messages" button) and keeps the reader's place when they arrive.
 */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const firstId = messages[0]?.id;
    const lastId = messages[messages.length - 1]?.id;
    const before = previous.current;
    if (before.firstId !== undefined && firstId !== undefined && firstId < before.firstId) {
      el.scrollTop += el.scrollHeight - before.height; // older page above: stay on the same message
    } else if (lastId !== before.lastId && isAtBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { firstId, lastId, height: el.scrollHeight };
  }, [messages]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    isAtBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    previous.current.height = el.scrollHeight;
    if (el.scrollTop < EDGE_PX && props.hasOlder && !props.isLoadingOlder) props.onLoadOlder();
  };

  let body: ReactNode;
  if (props.status === 'pending') {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-neutral-400">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading messages...
      </p>
    );
  } else if (props.status === 'error') {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-2 py-6 text-center text-sm text-neutral-300"
      >
        <p>{errorMessage(props.error)}</p>
        <button
          type="button"
          className="rounded-lg px-3 py-1.5 text-accent-soft underline"
          onClick={props.onRetry}
        >
          Retry
        </button>
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <p className="px-4 py-8 text-center text-sm text-neutral-400">
        Start the discussion about this chapter!
      </p>
    );
  } else {
    body = (
      <>
        {props.hasOlder ? (
          <div className="flex justify-center py-1">
            <button
              type="button"
              className="rounded-lg px-3 py-1.5 text-xs text-accent-soft hover:bg-white/5 disabled:opacity-60"
              disabled={props.isLoadingOlder}
              onClick={props.onLoadOlder}
            >
              {props.isLoadingOlder ? 'Loading older messages...' : 'Load older messages'}
            </button>
          </div>
        ) : null}
        <ul className="flex flex-col divide-y divide-white/5">
          {messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} moderation={props.moderationFor(message)} />
          ))}
        </ul>
      </>
    );
  }

  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <section
      ref={scrollRef}
      data-chat-scroll
      aria-label="Chat messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3"
    >
      {body}
    </section>
  );
}
