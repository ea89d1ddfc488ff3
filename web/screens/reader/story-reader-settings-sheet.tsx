import { Dialog } from '../../components/ui/dialog';
import {
  FONT_SIZE,
  LINE_HEIGHT,
  STORY_READER_FONTS,
  STORY_READER_THEMES,
  type StoryReaderSettings,
} from '../../lib/reader-settings';
import { NotesToggle } from './notes-toggle';
import { SettingSlider } from './setting-slider';
import { STORY_READER_FONT_STYLES, STORY_READER_THEME_STYLES } from './story-reader-style';

interface StoryReaderSettingsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: StoryReaderSettings;
  onChange: (patch: Partial<StoryReaderSettings>) => void;
}

const choice =
  'h-11 rounded-xl border border-line text-sm text-neutral-200 aria-pressed:border-accent aria-pressed:ring-2 aria-pressed:ring-accent';

/**
 * The /reader/{id} settings sheet: font size, font, line height, theme and whether the author's notes show
 * (docs/reference/stories.md#notes), saved in the browser.
 */
export function StoryReaderSettingsSheet({
  open,
  onOpenChange,
  settings,
  onChange,
}: StoryReaderSettingsSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Reading Settings" variant="sheet">
      <div className="flex flex-col gap-5 text-neutral-200">
        <SettingSlider
          label="Font size"
          value={settings.fontSize}
          {...FONT_SIZE}
          display={`${settings.fontSize}px`}
          onChange={(fontSize) => onChange({ fontSize })}
        />
        <fieldset>
          <legend className="mb-2 text-sm">Font</legend>
          <div className="grid grid-cols-3 gap-2">
            {STORY_READER_FONTS.map((font) => (
              <button
                key={font}
                type="button"
                aria-pressed={settings.fontFamily === font}
                className={choice}
                style={{ fontFamily: STORY_READER_FONT_STYLES[font].stack }}
                onClick={() => onChange({ fontFamily: font })}
              >
                {STORY_READER_FONT_STYLES[font].label}
              </button>
            ))}
          </div>
        </fieldset>
        <SettingSlider
          label="Line height"
          value={settings.lineHeight}
          {...LINE_HEIGHT}
          display={settings.lineHeight.toFixed(1)}
          onChange={(lineHeight) => onChange({ lineHeight: Number(lineHeight.toFixed(1)) })}
        />
        <fieldset>
          <legend className="mb-2 text-sm">Theme</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {STORY_READER_THEMES.map((theme) => {
              const style = STORY_READER_THEME_STYLES[theme];
              return (
                <button
                  key={theme}
                  type="button"
                  aria-pressed={settings.theme === theme}
                  className={choice}
                  style={{ backgroundColor: style.backgroundColor, color: style.textColor }}
                  onClick={() => onChange({ theme })}
                >
                  {style.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <NotesToggle
          showNotes={settings.showNotes}
          onChange={(showNotes) => onChange({ showNotes })}
          className={choice}
        />
      </div>
    </Dialog>
  );
}
