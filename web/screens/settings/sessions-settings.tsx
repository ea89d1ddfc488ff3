import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { accountSessionsKey, describeDevice, fetchAccountSessions } from '../../lib/account';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { showErrorToast, showToast } from '../../lib/toast';

/**
 * Settings "Signed-in Sessions" (docs/reference/people.md#settings): each device with its last activity, this
 * device marked, and "Sign out everywhere else".
 */
export function SessionsSettings() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountSessionsKey, queryFn: fetchAccountSessions });
  const signOut = useMutation({
    mutationFn: () => api.POST('/api/account/sessions/sign-out-others'),
    onSuccess: ({ signedOut }) => {
      void queryClient.invalidateQueries({ queryKey: accountSessionsKey });
      showToast(
        'Signed Out Elsewhere',
        `${signedOut} other ${signedOut === 1 ? 'session' : 'sessions'} signed out.`,
      );
    },
    onError: (error) => showErrorToast(error, 'Sign Out Failed', 'Could not sign out the other sessions.'),
  });
  const others = sessions.data?.filter((s) => !s.isCurrent).length ?? 0;
  return (
    <section aria-labelledby="sessions-heading" className="mt-4 rounded-2xl border border-line bg-panel p-4">
      <h2 id="sessions-heading" className="mb-3 font-semibold text-white">
        Signed-in Sessions
      </h2>
      {sessions.isPending ? (
        <ListSkeleton rows={2} label="Loading sessions..." />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => sessions.refetch()} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line" aria-label="Sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 py-2.5 text-sm">
                <Monitor aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-neutral-400" />
                <div className="min-w-0">
                  <p className="truncate text-neutral-100" title={session.userAgent ?? undefined}>
                    {describeDevice(session.userAgent)}
                    {session.isCurrent ? (
                      <span className="ml-2 rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent-soft">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-neutral-400">
                    Last active {formatDateTime(session.lastSeenAt)} · signed in{' '}
                    {formatDateTime(session.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={others === 0 || signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
          {others === 0 ? <p className="mt-2 text-xs text-neutral-400">No other sessions.</p> : null}
        </>
      )}
    </section>
  );
}
