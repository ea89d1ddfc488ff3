import type { MouseEvent } from 'react';

/**
 * Moves focus to the screen's main landmark, so the next Tab reaches its first control. The main
 * element takes focus only from here (tabIndex -1, WAI-ARIA APG "Developing a Keyboard Interface").
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
}

/**
 * "Skip to main content" (WCAG 2.1 success criterion 2.4.1 "Bypass Blocks", technique G1): the first
 * Tab stop of every screen, hidden until focused, leading past the header and its shortcuts to the
 * screen's `<main>`.
 */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is in-page navigation (WCAG technique G1); the handler moves focus as the fragment would, to the screen's one <main>, without a #fragment in the app's URL
    <a
      href="#main-content"
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:font-semibold focus:text-white focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
