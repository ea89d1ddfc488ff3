import { describe, expect, it } from 'vitest';
import { aiLabel, aiShareLabel } from './ai-assistance-labels.js';

describe('AI share labels (docs/reference/ai.md#ai-share)', () => {
  it('rounds the share to the nearest 5 %', () => {
    expect(aiShareLabel(0.35)).toBe('About 35% AI-drafted');
    expect(aiShareLabel(0.5)).toBe('About 50% AI-drafted');
    expect(aiShareLabel(0.37)).toBe('About 35% AI-drafted');
    expect(aiShareLabel(0.38)).toBe('About 40% AI-drafted');
    expect(aiShareLabel(0.05)).toBe('About 5% AI-drafted');
  });

  it('says "Under 5%" for tiny shares, "Fully" for all, nothing for none', () => {
    expect(aiShareLabel(0.01)).toBe('Under 5% AI-drafted');
    expect(aiShareLabel(0.02)).toBe('Under 5% AI-drafted');
    expect(aiShareLabel(1)).toBe('Fully AI-drafted');
    expect(aiShareLabel(0.99)).toBe('About 95% AI-drafted');
    expect(aiShareLabel(0)).toBeNull();
  });

  it('falls back to the older label only for legacy chapters without a share', () => {
    expect(aiLabel({ aiAssistance: 'assisted', aiShare: null })).toBe('AI-assisted');
    expect(aiLabel({ aiAssistance: 'assisted', aiShare: 0.42 })).toBe('About 40% AI-drafted');
    expect(aiLabel({ aiAssistance: 'generated', aiShare: 1 })).toBe('Fully AI-drafted');
    expect(aiLabel({ aiAssistance: 'none', aiShare: null })).toBeNull();
    expect(aiLabel({ aiAssistance: 'assisted' })).toBe('AI-assisted');
  });
});
