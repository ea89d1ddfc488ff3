import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: './data',
      platformFeePercent: 15,
      buildWebOnStart: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.ledgerRetentionDays).toBe(90);
  });

  it('keeps the AI ledger at least a day and at least the rate-limit window', () => {
    expect(readConfig({ AI_LEDGER_RETENTION_DAYS: '1' }).ai.ledgerRetentionDays).toBe(1);
    expect(() => readConfig({ AI_LEDGER_RETENTION_DAYS: '0' })).toThrow(/AI_LEDGER_RETENTION_DAYS: /);
    expect(() => readConfig({ AI_LEDGER_RETENTION_DAYS: 'soon' })).toThrow(/AI_LEDGER_RETENTION_DAYS: /);
    expect(() =>
      readConfig({ AI_LEDGER_RETENTION_DAYS: '1', AI_RATE_LIMIT_WINDOW_MS: String(2 * 24 * 60 * 60 * 1000) }),
    ).toThrow(/AI_LEDGER_RETENTION_DAYS: must cover AI_RATE_LIMIT_WINDOW_MS/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() =>
      readConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', PLATFORM_FEE_PERCENT: 'lots' }),
    ).toThrow(/PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ URL\n.*PLATFORM_FEE_PERCENT/);
    expect(() => readConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });
});
