import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERLAY_SETTINGS,
  DEFAULT_STORY_READER_SETTINGS,
  parseOverlaySettings,
  parseStoryReaderSettings,
  snapToRange,
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
