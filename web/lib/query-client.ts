import { onlineManager, QueryClient } from '@tanstack/react-query';
import { onUnauthenticated } from './api';
import { endSessionOnUnauthenticated } from './auth';
import { retryDelay, shouldRetry } from './retry-policy';
import { showToast } from './toast';

/**
 * A query client with the app's defaults. There is no default loader: each query names its own, a call
 * of the typed client (web/lib/api.ts), so its answer type comes from the OpenAPI document. Data
 * never goes stale by itself and is not refetched on window focus. Failed
 * queries follow the one retry policy (web/lib/retry-policy.ts: network failures and 5xx at most 3
 * times with capped exponential backoff, never a 4xx). `networkMode: 'offlineFirst'` asks once even
 * offline, so the service worker can answer from the saved stories (ADR 0018), then pauses retries
 * until the browser is back online instead of failing (TanStack Query "Network Mode").
 *
 * Mutations are not retried: a POST whose answer was lost may have happened, and only a caller that
 * sends an Idempotency-Key may ask again (it sets `retry: shouldRetry` itself).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        networkMode: 'offlineFirst',
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// A 401 from any request while signed in signs the app out once, and says so (web/lib/auth.ts).
endSessionOnUnauthenticated(queryClient, onUnauthenticated, (title, description) =>
  showToast(title, description),
);

// TanStack Query assumes a connection until an `offline` event; a page opened offline knows better.
// (`navigator.onLine` true proves nothing, false is reliable.)
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
