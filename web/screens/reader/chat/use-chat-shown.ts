import { useCallback, useState } from 'react';

const KEY = 'storyloom.reader-chat-shown';

/**
 * Whether the overlay reader shows its chat button (the footer's Chat toggle), kept in the browser;
 * shown unless the reader switched it off.
 */
export function useChatShown(): [boolean, () => void] {
  const [isShown, setShown] = useState(() => {
    try {
      return localStorage.getItem(KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const toggle = useCallback(() => {
    setShown((was) => {
      try {
        localStorage.setItem(KEY, was ? 'off' : 'on');
      } catch {
        // storage unavailable: the choice lasts until the reader closes
      }
      return !was;
    });
  }, []);
  return [isShown, toggle];
}
