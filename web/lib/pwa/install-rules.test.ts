import { describe, expect, it } from 'vitest';
import {
  dismissalUntil,
  INSTALL_DISMISS_MS,
  isIosDevice,
  parseDismissal,
  shouldOfferInstall,
} from './install-rules';

const now = Date.UTC(2026, 10, 23, 12);
const base = { isSignedIn: true, isStandalone: false, dismissal: null, now } as const;

describe('install prompt rules', () => {
  it('offers the prompt to a signed-in user in the browser with nothing dismissed', () => {
    expect(shouldOfferInstall(base)).toBe(true);
  });

  it('never offers it signed out, or when already installed', () => {
    expect(shouldOfferInstall({ ...base, isSignedIn: false })).toBe(false);
    expect(shouldOfferInstall({ ...base, isStandalone: true })).toBe(false);
  });

  it('"Later" / "Got it!" hide it for exactly 30 days', () => {
    const dismissal = parseDismissal(dismissalUntil(now));
    expect(dismissal).toBe(now + INSTALL_DISMISS_MS);
    expect(INSTALL_DISMISS_MS).toBe(2_592_000_000);
    expect(shouldOfferInstall({ ...base, dismissal, now: now + INSTALL_DISMISS_MS - 1 })).toBe(false);
    expect(shouldOfferInstall({ ...base, dismissal, now: now + INSTALL_DISMISS_MS })).toBe(true);
  });

  it('an accepted install hides it for good', () => {
    const dismissal = parseDismissal('permanent');
    expect(shouldOfferInstall({ ...base, dismissal, now: now + 10 * INSTALL_DISMISS_MS })).toBe(false);
  });

  it('treats an unreadable stored value as no dismissal', () => {
    expect(parseDismissal(null)).toBeNull();
    expect(parseDismissal('soon')).toBeNull();
    expect(parseDismissal('-5')).toBeNull();
  });

  it('recognises iPhone, iPad and iPadOS-as-Mac, not Android or desktop', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false);
  });
});
