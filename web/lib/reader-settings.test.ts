import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERLAY_SETTINGS,
  DEFAULT_STORY_READER_SETTINGS,
  OVERLAY_SETTINGS_KEY,
  overlaySettingsWithShared,
  parseOverlaySettings,
  parseStoryReaderSettings,
  STORY_READER_SETTINGS_KEY,
  snapToRange,
  storySettingsWithShared,
  updateReaderSettings,
} from './reader-settings';

describe('parseOverlaySettings', () => {
  it('uses the spec defaults for nothing stored', () => {
    expect(parseOverlaySettings(null)).toEqual({
      fontSize: 16,
      fontFamily: 'Georgia',
      lineHeight: 1.6,
      backgroundColor: '#1a1a1a',
      textColor: '#e5e5e5',
      margin: 20,
      showNotes: true,
    });
    expect(DEFAULT_OVERLAY_SETTINGS.fontSize).toBe(16);
  });

  it('keeps valid values', () => {
    const stored = {
      fontSize: 22,
      fontFamily: 'Verdana',
      lineHeight: 1.2,
      backgroundColor: '#f4ecd8',
      textColor: '#5b4636',
      margin: 80,
      showNotes: false,
    };
    expect(parseOverlaySettings(stored)).toEqual(stored);
  });

  it('replaces each bad field by its default and keeps the good ones', () => {
    expect(
      parseOverlaySettings({
        fontSize: 40,
        fontFamily: 'Comic Sans',
        lineHeight: 1.65,
        backgroundColor: '#123456',
        textColor: '#e5e5e5',
        margin: 24,
      }),
    ).toEqual({ ...DEFAULT_OVERLAY_SETTINGS, margin: 24 });
    expect(parseOverlaySettings({ fontSize: '18', margin: 12 })).toEqual(DEFAULT_OVERLAY_SETTINGS);
  });
});

describe('parseStoryReaderSettings', () => {
  it('validates fonts and themes', () => {
    expect(parseStoryReaderSettings({ fontFamily: 'mono', theme: 'black', fontSize: 12 })).toEqual({
      ...DEFAULT_STORY_READER_SETTINGS,
      fontFamily: 'mono',
      theme: 'black',
      fontSize: 12,
    });
    expect(parseStoryReaderSettings({ fontFamily: 'Georgia', theme: 'Night' })).toEqual(
      DEFAULT_STORY_READER_SETTINGS,
    );
  });
});

describe('snapToRange', () => {
  it('rounds onto the step grid and clamps', () => {
    expect(snapToRange(1.6000000001, { min: 1.2, max: 2, step: 0.1 })).toBe(1.6);
    expect(snapToRange(83, { min: 16, max: 80, step: 4 })).toBe(80);
    expect(snapToRange(21, { min: 16, max: 80, step: 4 })).toBe(20);
  });
});

describe('settings shared by both readers', () => {
  // The web tests run in Node: a Map stands in for the browser's localStorage.
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  Object.assign(globalThis, { localStorage });

  it('carries size, line height and theme from the overlay to the story reader and back', () => {
    updateReaderSettings({
      overlay: { fontSize: 21, lineHeight: 1.8, backgroundColor: '#f4ecd8', textColor: '#5b4636' },
    });
    const story = JSON.parse(localStorage.getItem(STORY_READER_SETTINGS_KEY) ?? '{}');
    expect(story).toMatchObject({ fontSize: 21, lineHeight: 1.8, theme: 'sepia', fontFamily: 'serif' });

    updateReaderSettings({ story: { fontSize: 13, theme: 'black', fontFamily: 'mono' } });
    const overlay = JSON.parse(localStorage.getItem(OVERLAY_SETTINGS_KEY) ?? '{}');
    expect(overlay).toMatchObject({
      fontSize: 13,
      lineHeight: 1.8,
      backgroundColor: '#000000',
      fontFamily: 'Georgia',
    });
  });

  it('maps each theme both readers have', () => {
    const light = overlaySettingsWithShared(DEFAULT_OVERLAY_SETTINGS, {
      ...DEFAULT_STORY_READER_SETTINGS,
      theme: 'light',
    });
    expect(light.backgroundColor).toBe('#ffffff');
    expect(storySettingsWithShared(DEFAULT_STORY_READER_SETTINGS, light).theme).toBe('light');
  });
});
