import { api } from './api';
import { downloadFile } from './download';

/** Query key of GET /api/account/sessions (docs/reference/people.md#settings). */
export const accountSessionsKey = ['/api/account/sessions'] as const;

/** The signed-in user's sessions, the current one first. @throws ApiError */
export const fetchAccountSessions = () => api.GET('/api/account/sessions');

/**
 * Downloads GET /api/account/export as a JSON file (the server names it).
 * @throws ApiError on a non-OK answer
 */
export const downloadAccountExport = () => downloadFile('/api/account/export', 'storyloom-export.json');

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux|X11/, 'Linux'],
];

/** A short device name from a user agent ("Chrome on Android"); unknown agents as they are (60 chars). */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
