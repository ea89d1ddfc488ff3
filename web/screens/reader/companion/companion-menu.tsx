import { BookOpenText } from 'lucide-react';
import { MessageMenu } from '../chat/message-menu';
import type { Companion } from './use-companion';

/**
 * The reader's companion menu (docs/reference/reading.md#recap, docs/reference/reading.md#ask): a header
 * button opening "Previously on…" and "Ask about this story". Signed-out readers get no button: both need an
 * account (the server answers 401).
 */
export function CompanionMenu({ companion, className }: { companion: Companion; className: string }) {
  if (!companion.isSignedIn) return null;
  return (
    <MessageMenu
      label="Story companion"
      trigger={{
        icon: <BookOpenText aria-hidden="true" className="size-5" />,
        className,
        ref: companion.menuButtonRef,
      }}
      actions={[
        { label: 'Previously on…', onSelect: companion.openRecap },
        { label: 'Ask about this story', onSelect: companion.openAsk },
      ]}
    />
  );
}
