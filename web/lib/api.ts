import type { ApiErrorBody } from '../../contract/errors';

/**
 * The error every failed API call throws. `message` follows spec section 8: "{status}: {body text}"
 * where the body text is the server's `message`; `code` and `field` come from the JSON body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly field?: string;
  readonly serverMessage: string;

  constructor(status: number, body: Partial<ApiErrorBody> | null, statusText: string) {
    const serverMessage = body?.message ?? statusText;
    super(`${status}: ${serverMessage}`);
    this.status = status;
    this.code = body?.code;
    this.field = body?.field;
    this.serverMessage = serverMessage;
  }
}

/** Parses a response body as JSON; null when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const unauthenticatedListeners = new Set<() => void>();

/**
 * Calls `listener` each time the server answers 401 for want of a session (every 401 but a refused
 * password, `INVALID_CREDENTIALS`): the session ended elsewhere, expired or its account was deleted.
 * web/lib/query-client.ts signs the app out then. Returns the unsubscribe function.
 */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/** Whether `error` says the request had no valid session (401 other than a wrong password). */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
}

/**
 * The ApiError for a non-OK response: `code`, `message` and `field` from its JSON body, or the body
 * text (else the status text) as the message. Reads the body. Every API error passes here, so a 401
 * without a session is announced here too (`onUnauthenticated`).
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text();
  const json = parseJson(text);
  const body =
    json && typeof json === 'object' ? (json as Partial<ApiErrorBody>) : { message: text || undefined };
  const error = new ApiError(response.status, body, response.statusText);
  if (isUnauthenticated(error)) for (const listener of [...unauthenticatedListeners]) listener();
  return error;
}

/** Extras of one request: more headers (e.g. `Idempotency-Key` on payments) and an abort signal. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Aborting closes the request, so the server stops working on it (e.g. the AI studio's Stop). */
  signal?: AbortSignal;
}

/**
 * The one fetch wrapper: sends cookies, JSON-encodes `body` when given, parses JSON responses.
 * `options.headers` adds request headers; `options.signal` aborts the request.
 * @throws ApiError on any non-OK response
 * @throws the signal's reason (an AbortError DOMException by default) once `options.signal` aborts
 */
export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return parseJson(await response.text()) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};
