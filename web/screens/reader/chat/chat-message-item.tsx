import type { ChatMessage } from '../../../../contract/chat';
import { Avatar } from '../../../components/avatar';
import { formatRecentTime } from '../../../lib/dates';
import { type MenuAction, MessageMenu } from './message-menu';

export interface MessageModeration {
  canDelete: boolean;
  /** Report and Block are offered on others' messages only. */
  isOwn: boolean;
  onDelete: () => void;
  onReport: () => void;
  onBlock: () => void;
}

/** One chat message: avatar, name, time, text and its action menu (Delete / Report / Block user). */
export function ChatMessageItem({
  message,
  moderation,
}: {
  message: ChatMessage;
  moderation: MessageModeration | null;
}) {
  const name = message.user.displayName || message.user.username;
  const actions: MenuAction[] = [];
  if (moderation?.canDelete) {
    actions.push({
      label: 'Delete',
      isDestructive: true,
      confirm: { question: 'Delete this message?', confirmLabel: 'Delete message' },
      onSelect: moderation.onDelete,
    });
  }
  if (moderation && !moderation.isOwn) {
    actions.push({ label: 'Report', onSelect: moderation.onReport });
    actions.push({
      label: 'Block user',
      isDestructive: true,
      confirm: { question: `Hide all messages from ${name}?`, confirmLabel: `Block ${name}` },
      onSelect: moderation.onBlock,
    });
  }
  return (
    <li className="flex items-start gap-2.5 py-2">
      <Avatar name={name} imageUrl={message.user.profileImageUrl} size={32} />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2 text-xs">
          <span className="truncate font-semibold text-neutral-100">{name}</span>
          <time dateTime={message.createdAt} className="shrink-0 text-neutral-400">
            {formatRecentTime(message.createdAt)}
          </time>
        </p>
        <p className="whitespace-pre-wrap break-words text-sm text-neutral-200">{message.message}</p>
      </div>
      <MessageMenu label={`Actions for the message from ${name}`} actions={actions} />
    </li>
  );
}
