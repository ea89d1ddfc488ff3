import { type KeyboardEvent, useState } from 'react';

/** Keys that move focus inside a roving group, to the item at the returned index. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A roving tab stop (WAI-ARIA APG "Keyboard Navigation Inside Components"): a row of `count` items is
 * one Tab stop, the item last focused (at first `preferred`, e.g. the selected one); the arrow keys,
 * Home and End move between the items. Spread `itemProps(i)` on each item and put `onKeyDown` on
 * their container.
 */
export function useRovingFocus(count: number, preferred = 0) {
  const [active, setActive] = useState<number | null>(null);
  const stop = active !== null && active < count ? active : Math.min(Math.max(preferred, 0), count - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move || count === 0) return;
    const items = event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-item]');
    const at = [...items].indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    items[move(at, items.length)]?.focus();
  };
  const itemProps = (index: number) => ({
    tabIndex: index === stop ? 0 : -1,
    onFocus: () => setActive(index),
    'data-roving-item': '',
  });
  return { itemProps, onKeyDown };
}
