import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { showErrorToast, showToast } from '../../lib/toast';

const DISMISSED_KEY = 'storyloom.verify-banner-dismissed';

/**
 * POST /api/auth/resend-verification with its toasts (docs/reference/people.md#email); shared by the banner
 * and Settings.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.POST('/api/auth/resend-verification'),
    onSuccess: () =>
      showToast('Email sent', 'Open the link in the email we just sent to verify your address.'),
    onError: (error) =>
      showErrorToast(error, 'Could not send', 'The email could not be sent. Try again later.'),
  });
}

/**
 * The banner for a signed-in user whose email is unverified (docs/reference/people.md#email): "Verify your
 * email to send messages." with Resend; dismissed for the browser session (sessionStorage).
 */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const [dismissed, setDismissed] = useState(
    () => sessionStorage.getItem(DISMISSED_KEY) === user.data?.email,
  );
  const resend = useResendVerification();
  if (!user.data || user.data.emailVerifiedAt || dismissed) return null;
  const email = user.data.email;
  return (
    <section
      aria-label="Email verification"
      className="flex items-center gap-2 border-b border-line bg-panel px-4 py-2 text-sm text-neutral-200"
    >
      <p className="flex-1">Verify your email to send messages.</p>
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label="Dismiss"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, email);
          setDismissed(true);
        }}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </Button>
    </section>
  );
}
