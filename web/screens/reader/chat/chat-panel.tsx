import { X } from 'lucide-react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import type { ConnectionState } from '../../../lib/live-socket';

const connectionLabels: Record<ConnectionState, string> = {
  open: 'Live',
  connecting: 'Connecting',
  reconnecting: 'Reconnecting',
  idle: 'Offline',
};
const dotColors: Record<ConnectionState, string> = {
  open: 'bg-emerald-400',
  connecting: 'bg-amber-400',
  reconnecting: 'bg-amber-400',
  idle: 'bg-neutral-500',
};

/** Keys the overlay reader turns pages with: inside the panel they belong to the panel. */
const PAGE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', ' ']);

/**
 * The open "Chapter Discussion" panel (docs/reference/community.md#chat): title, connection dot, close
 * button, then "Chat works without live connection." while the socket is down (not while it first connects),
 * the messages and the input. A `connection` of null (a signed-out reader, who gets no socket) shows
 * "Sign in to chat" instead of a connection state.
 * Escape closes it; page-turning keys typed inside it stay inside it.
 */
export function ChatPanel({
  id,
  connection,
  headingRef,
  onClose,
  children,
  footer,
  announcement,
}: {
  id: string;
  connection: ConnectionState | null;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  announcement: string;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (PAGE_KEYS.has(event.key)) {
      event.stopPropagation();
    }
  };
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      className="pointer-events-auto flex h-[min(30rem,100%)] w-[min(24rem,100%)] flex-col overflow-hidden rounded-2xl border border-line bg-panel font-sans text-neutral-100 shadow-2xl"
    >
      <header className="flex items-center gap-2 border-b border-line py-1.5 pr-1.5 pl-4">
        <h2
          ref={headingRef}
          id={`${id}-title`}
          tabIndex={-1}
          className="flex-1 font-semibold text-base outline-none"
        >
          Chapter Discussion
        </h2>
        {connection === null ? (
          <span className="text-xs text-neutral-400">Sign in to chat</span>
        ) : (
          <span className="flex items-center gap-1.5 text-xs text-neutral-400">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${dotColors[connection]}`} />
            <span>{connectionLabels[connection]}</span>
          </span>
        )}
        <button
          type="button"
          aria-label="Close chat"
          className="grid size-10 place-items-center rounded-full text-neutral-300 hover:bg-white/10 hover:text-white"
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {connection === 'reconnecting' || connection === 'idle' ? (
        <p className="border-b border-line bg-white/5 px-4 py-1.5 text-xs text-neutral-300">
          Chat works without live connection.
        </p>
      ) : null}
      {children}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {footer}
    </section>
  );
}
