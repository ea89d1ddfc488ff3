import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { ApiErrorBody } from '../../contract/errors';
import type { paths } from './api-schema';

/**
 * The error every failed API call throws. `message` follows docs/reference/texts.md#errors: "{status}: {body
 * text}" where the body text is the server's `message`; `code` and `field` come from the JSON body.
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

/*
 * The one typed client over the OpenAPI document of ADR 0028 (openapi-fetch, as immich does with its
 * generated SDK). Paths, parameters, bodies and answers come from web/lib/api-schema.d.ts, which
 * `npm run api:types` generates from the server's /api/openapi.json (openapi-typescript): a renamed
 * route or a changed field is a type error here and in every screen. Requests go out under the same
 * URLs as before (the service worker and the offline cache match them: web/lib/pwa/offline-urls.ts).
 *
 * The few places that still write an `/api/...` URL by hand, because the browser (not fetch) asks for
 * it or the answer is not JSON:
 * - feeds: the RSS/Atom links of web/components/feed-links.tsx (`<link>` and `<a href>`);
 * - downloads: the EPUB (web/screens/story/download-epub-button.tsx) and the account export
 *   (web/lib/account.ts), saved as files by web/lib/download.ts, not read as JSON;
 * - the AI generation stream (web/lib/ai-stream.ts): server-sent events over a POST, its path and body
 *   typed from the document by web/lib/ai.ts;
 * - the service worker's route patterns and the offline cache's URLs (web/lib/pwa/offline-urls.ts);
 * - the preload of the current user in web/index.html.
 * Query keys (`storyKeys` and the like) look like URLs so that invalidation can match a prefix, but
 * they are only cache keys: every query loads through this client.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The documented paths that answer `M`, e.g. `ApiPath<'get'>` includes `/api/stories/{id}`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** What one call takes besides the path: `params` ({path, query}), `body`, `headers`, `signal`... */
export type ApiInit<M extends Method, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;

/** The JSON a successful `M P` answers, as the OpenAPI document describes it. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = paths[P][M] extends infer O extends Record<
  string,
  unknown
>
  ? Extract<FetchResponse<O, ApiInit<M, P>, 'application/json'>, { data: unknown }>['data']
  : never;

/** The JSON body `M P` takes. */
export type ApiBody<M extends Method, P extends ApiPath<M>> = NonNullable<ApiInit<M, P>>['body'];

/** The init argument: required when the operation has required parameters or a required body. */
type InitArgs<M extends Method, P extends ApiPath<M>> =
  undefined extends ApiInit<M, P> ? [init?: ApiInit<M, P>] : [init: ApiInit<M, P>];

/** Turns every non-OK answer into the ApiError of `errorFromResponse` before openapi-fetch reads it. */
const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await errorFromResponse(response);
  },
};

/** Where a client sends its requests: `baseUrl` before each path (none in the app), and its fetch. */
export interface ApiClientOptions {
  baseUrl?: string;
  /** Defaults to the global fetch of the moment of each call, so a test may replace it. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed client: `GET`, `POST`, `PUT`, `PATCH` and `DELETE` take a documented path and its init
 * (`params.path`, `params.query`, `body`, plus `headers` such as `Idempotency-Key` and an abort
 * `signal`) and resolve to the answer's JSON (undefined for an empty answer). Cookies are sent.
 * @throws ApiError on any non-OK answer (`errorFromResponse`: a 401 without a session signs the app out)
 * @throws the signal's reason (an AbortError DOMException by default) once `init.signal` aborts
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  client.use(throwOnError);
  const call =
    <M extends Method>(method: M) =>
    async <P extends ApiPath<M>>(path: P, ...[init]: InitArgs<M, P>): Promise<ApiAnswer<M, P>> => {
      const { data } = await client.request(method, path as never, init as never);
      return data as ApiAnswer<M, P>;
    };
  return {
    GET: call('get'),
    POST: call('post'),
    PUT: call('put'),
    PATCH: call('patch'),
    DELETE: call('delete'),
    /**
     * Sends `form` as multipart/form-data to a documented route: POST unless `options.method` says
     * PUT, with the route's path parameters in `options.params.path` (PUT /api/stories/{id}/cover). The
     * document leaves such bodies undescribed (@fastify/multipart reads them, not the route's zod
     * schema), so only the path, its parameters and the answer are typed.
     */
    async upload<M extends 'post' | 'put' = 'post', P extends ApiPath<M> = ApiPath<M>>(
      path: P,
      form: FormData,
      options: { method?: M; params?: { path: Record<string, string | number> } } = {},
    ): Promise<ApiAnswer<M, P>> {
      const init = { body: form, ...(options.params ? { params: options.params } : {}) };
      const { data } = await client.request(options.method ?? 'post', path as never, init as never);
      return data as ApiAnswer<M, P>;
    },
  };
}

/** A client made by `createApiClient`. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same-origin paths, the browser's fetch. */
export const api = createApiClient();
