import { describe, expect, it } from 'vitest';
import { describeDevice } from './account';

describe('describeDevice', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe(
      'Firefox on Windows',
    );
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('curl/8.5')).toBe('curl/8.5');
  });
});
