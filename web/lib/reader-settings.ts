import { useCallback, useState } from 'react';
import { z } from 'zod';

/**
 * Reader settings kept in the browser (spec section 3 "Reader settings", section 9 "Reader").
 * Two readers, two keys: the full-screen overlay reader and the /reader/{id} story reader.
 */

export const FONT_SIZE = { min: 12, max: 24, step: 1 } as const;
export const LINE_HEIGHT = { min: 1.2, max: 2, step: 0.1 } as const;
export const MARGIN = { min: 16, max: 80, step: 4 } as const;

export const OVERLAY_FONTS = ['Georgia', 'Times New Roman', 'Arial', 'Helvetica', 'Verdana'] as const;
export type OverlayFont = (typeof OVERLAY_FONTS)[number];

/** The overlay reader's four themes (spec section 2); Dark matches the spec defaults. */
export const OVERLAY_THEMES = [
  { name: 'Dark', backgroundColor: '#1a1a1a', textColor: '#e5e5e5' },
  { name: 'Light', backgroundColor: '#ffffff', textColor: '#1f1f1f' },
  { name: 'Sepia', backgroundColor: '#f4ecd8', textColor: '#5b4636' },
  { name: 'Night', backgroundColor: '#000000', textColor: '#a8a29e' },
] as const;
export type OverlayTheme = (typeof OVERLAY_THEMES)[number];

export const OVERLAY_SETTINGS_KEY = 'storyloom.reader-settings';
export const STORY_READER_SETTINGS_KEY = 'storyloom.story-reader-settings';

/** Rounds `value` onto the slider grid min, min+step, ... and clamps it to [min, max]. */
export function snapToRange(value: number, range: { min: number; max: number; step: number }): number {
  const steps = Math.round((value - range.min) / range.step);
  const snapped = range.min + steps * range.step;
  return Math.min(range.max, Math.max(range.min, Number(snapped.toFixed(2))));
}

const onGrid = (range: { min: number; max: number; step: number }) =>
  z
    .number()
    .finite()
    .refine((v) => Math.abs(snapToRange(v, range) - v) < 1e-6);

const ZOverlaySettings = z.object({
  fontSize: onGrid(FONT_SIZE).catch(16),
  fontFamily: z.enum(OVERLAY_FONTS).catch('Georgia'),
  lineHeight: onGrid(LINE_HEIGHT).catch(1.6),
  backgroundColor: z.string().catch('#1a1a1a'),
  textColor: z.string().catch('#e5e5e5'),
  margin: onGrid(MARGIN).catch(20),
});
/** Spec section 3 shape: fontSize px, fontFamily, lineHeight factor, colors, margin px. */
export type OverlaySettings = z.infer<typeof ZOverlaySettings>;

export const DEFAULT_OVERLAY_SETTINGS: OverlaySettings = ZOverlaySettings.parse({});

/** The overlay theme whose colors the settings use (the settings' colors always match one). */
export function overlayTheme(settings: OverlaySettings): OverlayTheme {
  return (
    OVERLAY_THEMES.find(
      (t) => t.backgroundColor === settings.backgroundColor && t.textColor === settings.textColor,
    ) ?? OVERLAY_THEMES[0]
  );
}

/**
 * Validates stored overlay settings: each bad or missing field falls back to its default, and colors
 * that match none of the four themes fall back to Dark.
 */
export function parseOverlaySettings(raw: unknown): OverlaySettings {
  const parsed = ZOverlaySettings.parse(raw && typeof raw === 'object' ? raw : {});
  const theme = overlayTheme(parsed);
  return { ...parsed, backgroundColor: theme.backgroundColor, textColor: theme.textColor };
}

export const STORY_READER_FONTS = ['serif', 'sans', 'mono'] as const;
export const STORY_READER_THEMES = ['dark', 'light', 'sepia', 'black'] as const;
export type StoryReaderTheme = (typeof STORY_READER_THEMES)[number];

const ZStoryReaderSettings = z.object({
  fontSize: onGrid(FONT_SIZE).catch(16),
  fontFamily: z.enum(STORY_READER_FONTS).catch('serif'),
  lineHeight: onGrid(LINE_HEIGHT).catch(1.6),
  theme: z.enum(STORY_READER_THEMES).catch('dark'),
});
/** Settings of the /reader/{id} story reader (spec section 9: fonts serif, sans, mono; four themes). */
export type StoryReaderSettings = z.infer<typeof ZStoryReaderSettings>;

export const DEFAULT_STORY_READER_SETTINGS: StoryReaderSettings = ZStoryReaderSettings.parse({});

/** Validates stored story-reader settings; each bad or missing field falls back to its default. */
export function parseStoryReaderSettings(raw: unknown): StoryReaderSettings {
  return ZStoryReaderSettings.parse(raw && typeof raw === 'object' ? raw : {});
}

function readStored<T>(key: string, parse: (raw: unknown) => T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return parse(text ? JSON.parse(text) : {});
  } catch {
    return parse({});
  }
}

function useStoredSettings<T>(key: string, parse: (raw: unknown) => T) {
  const [settings, setSettings] = useState<T>(() => readStored(key, parse));
  const update = useCallback(
    (patch: Partial<T>) =>
      setSettings((current) => {
        const next = parse({ ...current, ...patch });
        try {
          globalThis.localStorage?.setItem(key, JSON.stringify(next));
        } catch (error) {
          // Private mode or a full quota: the settings still apply for this visit.
          console.error(error);
        }
        return next;
      }),
    [key, parse],
  );
  return [settings, update] as const;
}

/** The overlay reader's settings, loaded from and saved to localStorage `storyloom.reader-settings`. */
export function useOverlaySettings() {
  return useStoredSettings(OVERLAY_SETTINGS_KEY, parseOverlaySettings);
}

/** The story reader's settings, saved to localStorage `storyloom.story-reader-settings`. */
export function useStoryReaderSettings() {
  return useStoredSettings(STORY_READER_SETTINGS_KEY, parseStoryReaderSettings);
}
