import { errorFromResponse } from './api';

/**
 * The file name a Content-Disposition header suggests, else `fallback` (RFC 6266 section 4.3: the
 * UTF-8 `filename*` parameter of RFC 8187 wins over the plain `filename`).
 */
export function dispositionFileName(header: string | null, fallback: string): string {
  const encoded = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  return (header && /filename="([^"]+)"/i.exec(header)?.[1]) || fallback;
}

/** How long a saved file's object URL lives: the browser has started the download well before, in ms. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Saves `blob` as a file named `fileName` through a temporary link (HTML Living Standard, the
 * `download` attribute); the object URL is released a little later.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * The app's one way to download a file from the API: GETs `url` with the session cookie and saves the
 * answer under the server's file name (Content-Disposition), else `fallbackName`. A binary answer, so
 * it is not read through the JSON client; errors keep the API's `{code, message}`.
 * @throws ApiError on a non-OK answer (through `errorFromResponse`)
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  const fileName = dispositionFileName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
}
