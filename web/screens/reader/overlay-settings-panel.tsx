import { useId } from 'react';
import {
  FONT_SIZE,
  LINE_HEIGHT,
  MARGIN,
  OVERLAY_FONTS,
  OVERLAY_THEMES,
  type OverlayFont,
  type OverlaySettings,
  overlayTheme,
} from '../../lib/reader-settings';
import { NotesToggle } from './notes-toggle';
import { SettingSlider } from './setting-slider';
import { OVERLAY_FONT_STACKS } from './text-measure';

interface OverlaySettingsPanelProps {
  settings: OverlaySettings;
  onChange: (patch: Partial<OverlaySettings>) => void;
}

/**
 * The overlay reader's settings (docs/reference/routes.md#reader, docs/reference/limits.md#reader): size,
 * font, line height, margin, theme.
 */
export function OverlaySettingsPanel({ settings, onChange }: OverlaySettingsPanelProps) {
  const fontId = useId();
  const active = overlayTheme(settings);
  return (
    <section
      id="reader-settings-panel"
      aria-label="Reading preferences"
      className="absolute inset-x-0 top-0 z-10 max-h-full overflow-y-auto border-b border-current/15 shadow-xl"
      style={{ backgroundColor: settings.backgroundColor }}
    >
      <div className="mx-auto flex max-w-[640px] flex-col gap-5 p-4">
        <SettingSlider
          label="Font size"
          value={settings.fontSize}
          {...FONT_SIZE}
          display={`${settings.fontSize}px`}
          onChange={(fontSize) => onChange({ fontSize })}
        />
        <div className="flex flex-col gap-2">
          <label htmlFor={fontId} className="text-sm">
            Font
          </label>
          <select
            id={fontId}
            value={settings.fontFamily}
            onChange={(event) => onChange({ fontFamily: event.target.value as OverlayFont })}
            className="h-10 rounded-lg border border-current/25 bg-transparent px-3 text-sm"
            style={{ fontFamily: OVERLAY_FONT_STACKS[settings.fontFamily] }}
          >
            {OVERLAY_FONTS.map((font) => (
              <option
                key={font}
                value={font}
                style={{ backgroundColor: settings.backgroundColor, color: settings.textColor }}
              >
                {font}
              </option>
            ))}
          </select>
        </div>
        <SettingSlider
          label="Line height"
          value={settings.lineHeight}
          {...LINE_HEIGHT}
          display={settings.lineHeight.toFixed(1)}
          onChange={(lineHeight) => onChange({ lineHeight: Number(lineHeight.toFixed(1)) })}
        />
        <SettingSlider
          label="Margin"
          value={settings.margin}
          {...MARGIN}
          display={`${settings.margin}px`}
          onChange={(margin) => onChange({ margin })}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm">Theme</legend>
          <div className="grid grid-cols-4 gap-2">
            {OVERLAY_THEMES.map((theme) => (
              <button
                key={theme.name}
                type="button"
                aria-pressed={theme.name === active.name}
                onClick={() =>
                  onChange({ backgroundColor: theme.backgroundColor, textColor: theme.textColor })
                }
                className="h-11 rounded-lg border border-neutral-500/40 text-sm aria-pressed:border-[var(--color-accent)] aria-pressed:ring-2 aria-pressed:ring-[var(--color-accent)]"
                style={{ backgroundColor: theme.backgroundColor, color: theme.textColor }}
              >
                {theme.name}
              </button>
            ))}
          </div>
        </fieldset>
        <NotesToggle
          showNotes={settings.showNotes}
          onChange={(showNotes) => onChange({ showNotes })}
          className="h-11 rounded-lg border border-current/25 text-sm"
        />
      </div>
    </section>
  );
}
