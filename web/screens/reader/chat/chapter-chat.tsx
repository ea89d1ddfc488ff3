import { LoaderCircle, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth';
import { unreadBadge } from './unread';
import { useChapterChat } from './use-chapter-chat';

// The open panel (live room, zod-parsed frames, the composer's form) loads when first opened, fetched
// ahead when the pointer or focus reaches the button (docs/reference/performance.md#bundle).
const loadPanel = () => import('./chapter-chat-panel');
const ChapterChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChapterChatPanel })));
const prefetchPanel = () => void loadPanel().catch(() => {});

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
 * The chapter discussion of a reader (docs/reference/community.md#chat, docs/reference/reading.md#readers):
 * closed, a round button with the unread badge ("9+" above 9); open, the "Chapter Discussion" panel, joined
 * to the chapter's live room until closed. Focus moves into the panel on open and back to the button on
 * close. Readers who may not read the chapter get no chat at all; signed-out readers are asked to sign in and
 * come back here.
 */
export function ChapterChat({ storyId, chapterId, storyAuthorId, frameClassName }: ChapterChatProps) {
  const me = useCurrentUser().data ?? null;
  const [isOpen, setOpen] = useState(false);
  const [isSessionLost, setSessionLost] = useState(false);
  const chat = useChapterChat({ storyId, chapterId, isOpen, myUserId: me?.id ?? null });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!isOpen && wasOpen.current) buttonRef.current?.focus({ preventScroll: true });
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (chat.isLockedOut) return null;
  const badge = unreadBadge(chat.unread);

  return (
    <div className={`pointer-events-none flex items-end justify-end ${frameClassName}`}>
      {isOpen ? (
        <Suspense fallback={<PanelLoading />}>
          <ChapterChatPanel
            storyId={storyId}
            chapterId={chapterId}
            storyAuthorId={storyAuthorId}
            me={me}
            chat={chat}
            needsSignIn={!me || isSessionLost || chat.isSignInNeeded}
            onSignedOut={() => setSessionLost(true)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          aria-label={badge ? `Open chapter discussion, ${badge} unread` : 'Open chapter discussion'}
          aria-expanded={false}
          onClick={() => setOpen(true)}
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
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

/** In the button's place while the panel's code loads (a moment, the first time only). */
function PanelLoading() {
  return (
    <div
      role="status"
      aria-label="Opening chapter discussion"
      className="pointer-events-auto grid size-14 place-items-center rounded-full bg-accent text-white shadow-lg shadow-black/40"
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
    </div>
  );
}
