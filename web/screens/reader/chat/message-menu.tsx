import { EllipsisVertical } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export interface MenuAction {
  label: string;
  /** Asked before acting ("Delete this message?"); the action runs on its confirm item. */
  confirm?: { question: string; confirmLabel: string };
  isDestructive?: boolean;
  onSelect: () => void;
}

const item =
  'flex w-full items-center rounded-lg px-3 py-2 text-left text-sm text-neutral-100 hover:bg-white/10 focus:bg-white/10 focus:outline-none';

/**
 * A small action menu (WAI-ARIA menu button pattern): the trigger opens a `menu` of `menuitem`s,
 * ArrowUp/ArrowDown/Home/End move between them, Escape closes it and gives focus back to the trigger.
 * Actions with `confirm` first turn the menu into a question with the confirming item and Cancel.
 * Rendered in place (not a portal), so it stays inside the overlay reader's focus trap. The trigger is a
 * small "more" button unless `trigger` gives another icon and look (the readers' companion menu);
 * `trigger.ref` lets a dialog opened from the menu give focus back to it.
 */
export function MessageMenu({
  label,
  actions,
  trigger,
}: {
  label: string;
  actions: MenuAction[];
  trigger?: { icon: ReactNode; className: string; ref?: RefObject<HTMLButtonElement | null> };
}) {
  const [isOpen, setOpen] = useState(false);
  const [pending, setPending] = useState<MenuAction | null>(null);
  const [opensUp, setOpensUp] = useState(false);
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const triggerRef = trigger?.ref ?? ownTriggerRef;
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of items (the confirm step) takes focus too
  useEffect(() => {
    if (isOpen) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [isOpen, pending]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
      setPending(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, triggerRef]);

  function close(returnFocus = true) {
    setOpen(false);
    setPending(null);
    if (returnFocus) triggerRef.current?.focus();
  }

  function open() {
    // Open upwards in the lower half of the scrolling list, so the menu is not cut off below.
    const trigger = triggerRef.current;
    const scroller = trigger?.closest('[data-chat-scroll]') ?? document.documentElement;
    if (trigger) {
      const box = scroller.getBoundingClientRect();
      setOpensUp(trigger.getBoundingClientRect().top > box.top + box.height / 2);
    }
    setOpen(true);
  }

  function select(action: MenuAction) {
    if (action.confirm && pending !== action) {
      setPending(action);
      return;
    }
    close();
    action.onSelect();
  }

  function onKeyDown(event: KeyboardEvent) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusAt(items.length - 1);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  if (actions.length === 0) return null;
  return (
    <div className="relative shrink-0">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        className={
          trigger?.className ??
          'grid size-8 place-items-center rounded-full text-neutral-400 hover:bg-white/10 hover:text-white'
        }
        onClick={() => (isOpen ? close() : open())}
      >
        {trigger?.icon ?? <EllipsisVertical aria-hidden="true" className="size-4" />}
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={pending ? pending.confirm?.question : label}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={`absolute right-0 z-20 flex ${opensUp ? 'bottom-full mb-1' : 'top-full mt-1'} w-52 flex-col gap-0.5 rounded-xl border border-line bg-[#23232d] p-1 shadow-xl`}
        >
          {pending ? (
            <>
              <p className="px-3 py-2 text-sm text-neutral-300">{pending.confirm?.question}</p>
              <button
                type="button"
                role="menuitem"
                className={`${item} text-red-300`}
                onClick={() => select(pending)}
              >
                {pending.confirm?.confirmLabel}
              </button>
              <button type="button" role="menuitem" className={item} onClick={() => close()}>
                Cancel
              </button>
            </>
          ) : (
            actions.map((action) => (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                className={`${item} ${action.isDestructive ? 'text-red-300' : ''}`}
                onClick={() => select(action)}
              >
                {action.label}
              </button>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
