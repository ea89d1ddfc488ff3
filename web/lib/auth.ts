import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../contract/auth';
import { type ApiBody, ApiError, api } from './api';
import { clearOfflineData } from './pwa/offline-cache';

/** Query key of the signed-in user (docs/reference/routes.md#api-auth: GET /api/auth/user). */
export const currentUserKey = ['/api/auth/user'] as const;

/** GET /api/auth/user, mapping 401 (signed out) to null. Other errors propagate. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.GET('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null when signed out (a 401). Never retries (docs/reference/routes.md#splash: "the
 * lookup does not retry"). `isPending` is true until the first answer arrives.
 */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, retry: false });
}

/**
 * POST /api/auth/login. On success the current-user query is invalidated (docs/reference/routes.md#splash).
 * @throws ApiError 401 INVALID_CREDENTIALS, 429 RATE_LIMITED
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/auth/login'>) => api.POST('/api/auth/login', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      return queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/**
 * POST /api/auth/signup (signs the new user in). On success the current-user query is invalidated.
 * @throws ApiError 409 EMAIL_TAKEN / USERNAME_TAKEN ("... already exists")
 */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/auth/signup'>) => api.POST('/api/auth/signup', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      return queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/**
 * Ends the session on this device: the current user becomes null (the app shows the splash, or the
 * public page when the path is one), every other cached query is cancelled and removed so no
 * signed-in data outlives the session, and the offline copies of saved stories and queued progress are
 * deleted (ADR 0018: an offline start must never show the old session). Resolves once they are.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const isOther = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== currentUserKey[0];
  queryClient.setQueryData(currentUserKey, null);
  await queryClient.cancelQueries({ predicate: isOther });
  queryClient.removeQueries({ predicate: isOther });
  await clearOfflineData().catch((error: unknown) => console.error('Clearing offline data failed', error));
}

/** What a tab says when it finds its session ended without the reader signing out here. */
export const SESSION_ENDED_TOAST = {
  title: 'Signed out',
  description: 'You were signed out. Sign in again to continue.',
};

/**
 * Signs the app out once when a request finds the session gone (a 401 from any request, web/lib/api.ts
 * `onUnauthenticated`) while it still shows someone signed in: says so (`toast`, SESSION_ENDED_TOAST;
 * a sign-out here ends the session first, so it says nothing) and calls `endSession`, so the splash
 * appears instead of screens asking again for what a missing session cannot get. Later 401s, and those
 * of a visitor, change nothing. Whichever of this and the chat socket's `session_ended` frame
 * (web/lib/chat.ts) comes first tells the reader; the other finds no one signed in. Returns the
 * unsubscribe function.
 */
export function endSessionOnUnauthenticated(
  queryClient: QueryClient,
  subscribe: (listener: () => void) => () => void,
  toast: (title: string, description: string) => void = () => {},
): () => void {
  return subscribe(() => {
    if (!queryClient.getQueryData<CurrentUser | null>(currentUserKey)) return;
    toast(SESSION_ENDED_TOAST.title, SESSION_ENDED_TOAST.description);
    void endSession(queryClient);
  });
}

/** Whether the app shows someone signed in now. */
export function isSignedIn(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData<CurrentUser | null>(currentUserKey));
}

/**
 * POST /api/auth/logout, then `endSession`: no cached query, offline copy or queued progress outlives
 * the session (docs/reference/platform.md#offline: removed at logout).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/auth/logout'),
    onSuccess: () => endSession(queryClient),
  });
}
