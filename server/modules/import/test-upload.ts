import type { App } from '../../app.js';

/** Encodes one file as multipart/form-data the way a browser's FormData does. */
async function multipart(fileName: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Posts one manuscript to POST /api/import/preview, signed in with `cookie` (none: signed out). */
export async function uploadManuscript(app: App, fileName: string, bytes: Uint8Array, cookie?: string) {
  const { payload, contentType } = await multipart(fileName, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/import/preview',
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}
