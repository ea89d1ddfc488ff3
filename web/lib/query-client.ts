import { QueryClient } from '@tanstack/react-query';
import { api } from './api';

/**
 * Spec section 7: the default loader GETs the query key joined with "/", no retries, data never
 * stale, no refetch on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => api.get(queryKey.join('/')),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
