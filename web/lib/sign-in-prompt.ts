import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { rememberReturnPath } from './return-path';
import { showToast } from './toast';

/**
 * For signed-out visitors (docs/reference/platform.md#public-reading, docs/reference/access.md#adult):
 * returns `prompt(message)`, which shows the "Login Required" toast with `message`, remembers where the
 * visitor is (path and query) and opens the sign-in form at /login; after signing in, the app returns them
 * there (`takeReturnPath`).
 */
export function useSignInPrompt(): (message: string) => void {
  const [location, navigate] = useLocation();
  return useCallback(
    (message: string) => {
      showToast('Login Required', message, { destructive: true });
      rememberReturnPath(`${location}${window.location.search}`);
      navigate('/login');
    },
    [location, navigate],
  );
}
