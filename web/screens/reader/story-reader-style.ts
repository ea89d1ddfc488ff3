import type { StoryReaderSettings, StoryReaderTheme } from '../../lib/reader-settings';

/** Colors of the story reader's themes (docs/reference/limits.md#reader: dark, light, sepia, pure black). */
export const STORY_READER_THEME_STYLES: Record<
  StoryReaderTheme,
  { label: string; backgroundColor: string; textColor: string }
> = {
  dark: { label: 'Dark', backgroundColor: '#0f0f14', textColor: '#e5e5e5' },
  light: { label: 'Light', backgroundColor: '#ffffff', textColor: '#1f1f1f' },
  sepia: { label: 'Sepia', backgroundColor: '#f4ecd8', textColor: '#5b4636' },
  black: { label: 'Pure Black', backgroundColor: '#000000', textColor: '#d4d4d4' },
};

/** CSS font stacks and labels of the story reader's fonts (serif, sans, mono). */
export const STORY_READER_FONT_STYLES: Record<
  StoryReaderSettings['fontFamily'],
  { label: string; stack: string }
> = {
  serif: { label: 'Serif', stack: 'Georgia, "Times New Roman", serif' },
  sans: { label: 'Sans', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
  mono: { label: 'Mono', stack: 'ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace' },
};

/** Buttons that follow the reader theme's text color (the design-system ghost/secondary are dark-only). */
export const themedIconButton =
  'grid size-11 shrink-0 place-items-center rounded-full transition-colors hover:bg-current/10';
export const themedButton =
  'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-current/25 px-4 font-medium text-sm transition-colors hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-40';
