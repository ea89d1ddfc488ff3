import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** Query key of GET /api/user/reading-progress, a single URL: the offline cache looks it up by it. */
export const readingProgressKey = ['/api/user/reading-progress'] as const;

/**
 * Query options of the signed-in reader's saved progress, one entry per story (the chapter and the
 * place in it, docs/reference/reading.md#position): the Library's Reading tab and both readers.
 */
export const readingProgressQuery = () =>
  queryOptions({ queryKey: readingProgressKey, queryFn: () => api.GET('/api/user/reading-progress') });
