import type { AccountSession } from '../../contract/account';
import { apiRequest, errorFromResponse } from './api';

/** Query key of GET /api/account/sessions (issue "People" §5). */
export const accountSessionsKey = ['/api/account/sessions'] as const;

/** The signed-in user's sessions, the current one first. @throws ApiError */
export const fetchAccountSessions = () => apiRequest<AccountSession[]>('GET', accountSessionsKey[0]);

/**
 * Downloads GET /api/account/export as a JSON file through a temporary link (the server names it).
 * @throws ApiError on a non-OK answer
 */
export async function downloadAccountExport(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'storyloom-export.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
