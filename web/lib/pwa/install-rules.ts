/** docs/reference/limits.md#pwa: the install prompt appears 3 s after load. */
export const INSTALL_PROMPT_DELAY_MS = 3_000;
/** docs/reference/limits.md#pwa: "Later" or "Got it!" hides the prompt for 30 days. */
export const INSTALL_DISMISS_MS = 30 * 24 * 60 * 60 * 1000;
/** localStorage key of the dismissal: "permanent" after an accepted install, else a time in ms. */
export const INSTALL_DISMISSAL_KEY = 'storyloom.install-dismissed-until';

/** What is stored under INSTALL_DISMISSAL_KEY: nothing, a permanent flag, or "hidden until" (ms). */
export type InstallDismissal = null | 'permanent' | number;

/** Reads a stored dismissal; anything unreadable counts as none (the prompt may show). */
export function parseDismissal(raw: string | null): InstallDismissal {
  if (raw === null) return null;
  if (raw === 'permanent') return 'permanent';
  const until = Number(raw);
  return Number.isFinite(until) && until > 0 ? until : null;
}

/**
 * The value "Later" / "Got it!" stores: a timestamp 30 days after `now` (ms), docs/reference/platform.md#pwa.
 */
export function dismissalUntil(now: number): string {
  return String(now + INSTALL_DISMISS_MS);
}

/**
 * Whether the install prompt may appear (docs/reference/platform.md#pwa): for a signed-in user,
 * not already running installed (standalone), with no permanent dismissal and no dismissal that is
 * still running at `now` (ms).
 */
export function shouldOfferInstall(input: {
  isSignedIn: boolean;
  isStandalone: boolean;
  dismissal: InstallDismissal;
  now: number;
}): boolean {
  if (!input.isSignedIn || input.isStandalone) return false;
  if (input.dismissal === 'permanent') return false;
  return input.dismissal === null || input.dismissal <= input.now;
}

/**
 * Whether the device is iOS / iPadOS, where browsers offer no install prompt and the manual
 * instructions are shown instead (docs/reference/platform.md#pwa). iPadOS 13+ reports itself as a Mac with
 * touch.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
