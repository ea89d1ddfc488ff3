import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../components/ui/states';
import { api } from '../../lib/api';
import { currentUserKey } from '../../lib/auth';
import { RecoveryLayout, tokenFromLocation } from './recovery-layout';

/**
 * /verify-email?token=… (docs/reference/people.md#email): verifies on load (once: a second load says the
 * link was used) and says so, with a link home.
 */
export function VerifyEmailScreen() {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (token: string) => api.POST('/api/auth/verify-email', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
  const { mutate } = verify;
  const started = useRef(false); // once, even when React runs effects twice (StrictMode)
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(tokenFromLocation());
  }, [mutate]);
  return (
    <RecoveryLayout title="Verify your email">
      {verify.isSuccess ? (
        <p role="status" className="mb-4 text-neutral-200">
          Your email is verified. You can now send messages.
        </p>
      ) : verify.isError ? (
        <p role="alert" className="mb-4 text-red-400">
          {errorMessage(verify.error)} Signed in, you can ask for a new link in Settings.
        </p>
      ) : (
        <Spinner label="Verifying..." />
      )}
      <Link href="/" className="text-accent-soft underline">
        Go home
      </Link>
    </RecoveryLayout>
  );
}
