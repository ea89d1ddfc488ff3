import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reader settings kept in the browser (docs/reference/limits.md#reader).
 * Two readers, two keys: the full-screen overlay reader and the /reader/{id} story reader; one store,
 * so that what both have (size, line height, theme) carries over between them
 * (docs/reference/reading.md#readers). Validated by hand, field by field, rather than with zod: the readers'
 * first load carries no zod (docs/reference/performance.md#bundle), and these shapes live only in this
 * browser, not in the contract.
 */

export const FONT_SIZE = { min: 12, max: 24, step: 1 } as const;
export const LINE_HEIGHT = { min: 1.2, max: 2, step: 0.1 } as const;
export const MARGIN = { min: 16, max: 80, step: 4 } as const;

export const OVERLAY_FONTS = ['Georgia', 'Times New Roman', 'Arial', 'Helvetica', 'Verdana'] as const;
export type OverlayFont = (typeof OVERLAY_FONTS)[number];

/** The overlay reader's four themes (docs/reference/routes.md#reader); Dark matches the spec defaults. */
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

type Range = { min: number; max: number; step: number };

/** `value` when it is a finite number on `range`'s slider grid (so inside it), else `fallback`. */
const onGrid = (value: unknown, range: Range, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(snapToRange(value, range) - value) < 1e-6
    ? value
    : fallback;

/** `value` when it is one of `options`, else `fallback`. */
const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** The fields of a stored object (`{}` for anything else). */
const fieldsOf = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};

/** docs/reference/data.md#entities shape: fontSize px, fontFamily, lineHeight factor, colors, margin px. */
export interface OverlaySettings {
  fontSize: number;
  fontFamily: OverlayFont;
  lineHeight: number;
  backgroundColor: string;
  textColor: string;
  margin: number;
  /** Whether the author's notes show around the chapter (docs/reference/stories.md#notes); per reader. */
  showNotes: boolean;
}

/** Each field of `raw` that is valid, the default for each that is not (or missing). */
function readOverlayFields(raw: unknown): OverlaySettings {
  const f = fieldsOf(raw);
  return {
    fontSize: onGrid(f.fontSize, FONT_SIZE, 16),
    fontFamily: oneOf(f.fontFamily, OVERLAY_FONTS, 'Georgia'),
    lineHeight: onGrid(f.lineHeight, LINE_HEIGHT, 1.6),
    backgroundColor: text(f.backgroundColor, '#1a1a1a'),
    textColor: text(f.textColor, '#e5e5e5'),
    margin: onGrid(f.margin, MARGIN, 20),
    showNotes: flag(f.showNotes, true),
  };
}

export const DEFAULT_OVERLAY_SETTINGS: OverlaySettings = readOverlayFields({});

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
  const parsed = readOverlayFields(raw);
  const theme = overlayTheme(parsed);
  return { ...parsed, backgroundColor: theme.backgroundColor, textColor: theme.textColor };
}

export const STORY_READER_FONTS = ['serif', 'sans', 'mono'] as const;
export const STORY_READER_THEMES = ['dark', 'light', 'sepia', 'black'] as const;
export type StoryReaderTheme = (typeof STORY_READER_THEMES)[number];

export type StoryReaderFont = (typeof STORY_READER_FONTS)[number];

/**
 * Settings of the /reader/{id} story reader (docs/reference/limits.md#reader: fonts serif, sans, mono; four
 * themes).
 */
export interface StoryReaderSettings {
  fontSize: number;
  fontFamily: StoryReaderFont;
  lineHeight: number;
  theme: StoryReaderTheme;
  /** Whether the author's notes show around the chapter (docs/reference/stories.md#notes); per reader. */
  showNotes: boolean;
}

/** Validates stored story-reader settings; each bad or missing field falls back to its default. */
export function parseStoryReaderSettings(raw: unknown): StoryReaderSettings {
  const f = fieldsOf(raw);
  return {
    fontSize: onGrid(f.fontSize, FONT_SIZE, 16),
    fontFamily: oneOf(f.fontFamily, STORY_READER_FONTS, 'serif'),
    lineHeight: onGrid(f.lineHeight, LINE_HEIGHT, 1.6),
    theme: oneOf(f.theme, STORY_READER_THEMES, 'dark'),
    showNotes: flag(f.showNotes, true),
  };
}

export const DEFAULT_STORY_READER_SETTINGS: StoryReaderSettings = parseStoryReaderSettings({});

/**
 * Overlay theme name <-> story reader theme: the themes both readers have
 * (docs/reference/reading.md#readers).
 */
const THEME_PAIRS: [OverlayTheme['name'], StoryReaderTheme][] = [
  ['Dark', 'dark'],
  ['Light', 'light'],
  ['Sepia', 'sepia'],
  ['Night', 'black'],
];

/** The story reader's settings carrying the shared ones of `overlay`: size, line height, theme. */
export function storySettingsWithShared(
  story: StoryReaderSettings,
  overlay: OverlaySettings,
): StoryReaderSettings {
  const name = overlayTheme(overlay).name;
  const theme = THEME_PAIRS.find(([overlayName]) => overlayName === name)?.[1] ?? story.theme;
  return { ...story, fontSize: overlay.fontSize, lineHeight: overlay.lineHeight, theme };
}

/** The overlay's settings carrying the shared ones of `story`: size, line height, theme colours. */
export function overlaySettingsWithShared(
  overlay: OverlaySettings,
  story: StoryReaderSettings,
): OverlaySettings {
  const name = THEME_PAIRS.find(([, storyTheme]) => storyTheme === story.theme)?.[0];
  const theme = OVERLAY_THEMES.find((t) => t.name === name) ?? overlayTheme(overlay);
  return {
    ...overlay,
    fontSize: story.fontSize,
    lineHeight: story.lineHeight,
    backgroundColor: theme.backgroundColor,
    textColor: theme.textColor,
  };
}

function readStored<T>(key: string, parse: (raw: unknown) => T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return parse(text ? JSON.parse(text) : {});
  } catch {
    return parse({});
  }
}

function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Private mode or a full quota: the settings still apply for this visit (kept in memory).
    console.error(error);
  }
}

/*
 * THE reader settings store (docs/reference/reading.md#readers): both readers read and write it, so the
 * settings they share carry over from one to the other. Each reader's settings keep their own key and the
 * spec's shape.
 */
interface ReaderSettingsState {
  overlay: OverlaySettings;
  story: StoryReaderSettings;
}
let memory: ReaderSettingsState | null = null;
const listeners = new Set<() => void>();

function loadState(): ReaderSettingsState {
  memory ??= {
    overlay: readStored(OVERLAY_SETTINGS_KEY, parseOverlaySettings),
    story: readStored(STORY_READER_SETTINGS_KEY, parseStoryReaderSettings),
  };
  return memory;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies a change to one reader's settings and carries the shared fields over to the other reader;
 * saves both to localStorage and re-renders every reader using them.
 */
export function updateReaderSettings(
  change: { overlay: Partial<OverlaySettings> } | { story: Partial<StoryReaderSettings> },
): void {
  const state = loadState();
  if ('overlay' in change) {
    const overlay = parseOverlaySettings({ ...state.overlay, ...change.overlay });
    memory = { overlay, story: storySettingsWithShared(state.story, overlay) };
  } else {
    const story = parseStoryReaderSettings({ ...state.story, ...change.story });
    memory = { story, overlay: overlaySettingsWithShared(state.overlay, story) };
  }
  writeStored(OVERLAY_SETTINGS_KEY, memory.overlay);
  writeStored(STORY_READER_SETTINGS_KEY, memory.story);
  for (const listener of listeners) listener();
}

/** The overlay reader's settings, loaded from and saved to localStorage `storyloom.reader-settings`. */
export function useOverlaySettings() {
  const settings = useSyncExternalStore(subscribe, () => loadState().overlay);
  const update = useCallback(
    (patch: Partial<OverlaySettings>) => updateReaderSettings({ overlay: patch }),
    [],
  );
  return [settings, update] as const;
}

/** The story reader's settings, saved to localStorage `storyloom.story-reader-settings`. */
export function useStoryReaderSettings() {
  const settings = useSyncExternalStore(subscribe, () => loadState().story);
  const update = useCallback(
    (patch: Partial<StoryReaderSettings>) => updateReaderSettings({ story: patch }),
    [],
  );
  return [settings, update] as const;
}
