import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest, SignupRequest } from '../../contract/auth';
import { ApiError, api } from './api';
import { clearOfflineData } from './pwa/offline-cache';

/** Query key of the signed-in user (spec section 7: GET /api/auth/user). */
export const currentUserKey = ['/api/auth/user'] as const;

/** GET /api/auth/user, mapping 401 (signed out) to null. Other errors propagate. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null when signed out (a 401). Never retries (spec section 4: "the lookup does
 * not retry"). `isPending` is true until the first answer arrives.
 */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, retry: false });
}

/**
 * POST /api/auth/login. On success the current-user query is invalidated (spec section 4).
 * @throws ApiError 401 INVALID_CREDENTIALS, 429 RATE_LIMITED
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<CurrentUser>('/api/auth/login', body),
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
    mutationFn: (body: SignupRequest) => api.post<CurrentUser>('/api/auth/signup', body),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      return queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/**
 * POST /api/auth/logout, then clears every cached query so no signed-in data outlives the session, and
 * the offline copies of saved stories and queued progress (issue 11 §1: removed at logout).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      return clearOfflineData().catch((error: unknown) =>
        console.error('Clearing offline data failed', error),
      );
    },
  });
}
