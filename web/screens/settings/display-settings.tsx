import { useId } from 'react';
import {
  FONT_SIZE,
  LINE_HEIGHT,
  STORY_READER_THEMES,
  type StoryReaderTheme,
  useStoryReaderSettings,
} from '../../lib/reader-settings';

const THEME_LABELS: Record<StoryReaderTheme, string> = {
  dark: 'Dark',
  light: 'Light',
  sepia: 'Sepia',
  black: 'Night',
};

/**
 * Settings "Display" (docs/reference/people.md#settings): the reading text size, line spacing
 * and theme. They write THE reader settings store (web/lib/reader-settings.ts), so both readers open
 * with them and a change made in a reader shows here. Kept on this device (localStorage), like the
 * readers' own settings (docs/reference/reading.md#readers).
 */
export function DisplaySettings() {
  const [settings, update] = useStoryReaderSettings();
  const sizeId = useId();
  const lineId = useId();
  return (
    <section aria-labelledby="display-heading" className="rounded-2xl border border-line bg-panel p-4">
      <h2 id="display-heading" className="mb-1 font-semibold text-white">
        Display
      </h2>
      <p className="mb-3 text-xs text-neutral-400">How chapters look in both readers on this device.</p>
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={sizeId} className="flex justify-between text-neutral-200">
            Text size <span className="text-neutral-400">{settings.fontSize}px</span>
          </label>
          <input
            id={sizeId}
            type="range"
            min={FONT_SIZE.min}
            max={FONT_SIZE.max}
            step={FONT_SIZE.step}
            value={settings.fontSize}
            onChange={(event) => update({ fontSize: Number(event.target.value) })}
            className="accent-violet-500"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={lineId} className="flex justify-between text-neutral-200">
            Line spacing <span className="text-neutral-400">{settings.lineHeight.toFixed(1)}</span>
          </label>
          <input
            id={lineId}
            type="range"
            min={LINE_HEIGHT.min}
            max={LINE_HEIGHT.max}
            step={LINE_HEIGHT.step}
            value={settings.lineHeight}
            onChange={(event) => update({ lineHeight: Number(event.target.value) })}
            className="accent-violet-500"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-neutral-200">Reading theme</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {STORY_READER_THEMES.map((theme) => (
              <label
                key={theme}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-[:checked]:border-violet-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-400"
              >
                <input
                  type="radio"
                  name="reading-theme"
                  value={theme}
                  checked={settings.theme === theme}
                  onChange={() => update({ theme })}
                  className="accent-violet-500"
                />
                {THEME_LABELS[theme]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
