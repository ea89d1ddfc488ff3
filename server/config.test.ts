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
