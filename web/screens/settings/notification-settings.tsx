import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotificationType } from '../../../contract/notifications';
import type { NotificationPreference } from '../../../contract/push';
import { Button } from '../../components/ui/button';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { api } from '../../lib/api';
import { currentPushSubscription, disablePush, enablePush, isPushSupported } from '../../lib/push';
import { showErrorToast, showToast } from '../../lib/toast';
import { NotificationTypeRow } from './notification-type-row';

const preferencesKey = ['/api/user/notification-preferences'] as const;
const pushStateKey = ['push-subscription-state'] as const;

/**
 * Settings "Notifications" (docs/reference/people.md#notifications): push on this device (with the browser's
 * consent) and, per type, whether it shows in the app, arrives by push, and by email (immediately, in the
 * daily digest, or not).
 */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: preferencesKey,
    queryFn: () => api.GET('/api/user/notification-preferences'),
  });
  // A control moves in the change event itself (React Query tells its observers a tick later, and a
  // controlled checkbox snaps back meanwhile) and falls back to the saved choice when the save settles:
  // a failed save shows the old state again next to its toast.
  const [pending, setPending] = useState<Partial<Record<NotificationType, NotificationPreference>>>({});
  const save = useMutation({
    mutationFn: (next: NotificationPreference) =>
      api.PUT('/api/user/notification-preferences', { body: [next] }),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/notifications'),
      });
    },
    onError: (error) => showErrorToast(error, 'Update Failed', 'Could not save your choice.'),
    // Every save settles here (mutate's own callbacks fire for the latest call only).
    onSettled: (_saved, _error, next) =>
      setPending((current) => {
        if (current[next.type] !== next) return current; // a later click on the same row is in flight
        const { [next.type]: _settled, ...rest } = current;
        return rest;
      }),
  });
  const change = (next: NotificationPreference) => {
    setPending((current) => ({ ...current, [next.type]: next }));
    save.mutate(next);
  };
  return (
    <section
      aria-labelledby="notifications-heading"
      className="mt-4 rounded-2xl border border-line bg-panel p-4"
    >
      <h2 id="notifications-heading" className="mb-3 font-semibold text-white">
        Notifications
      </h2>
      <PushDeviceSwitch />
      {preferences.isPending ? (
        <ListSkeleton rows={2} label="Loading notification settings..." />
      ) : preferences.isError ? (
        <ErrorState error={preferences.error} onRetry={() => preferences.refetch()} />
      ) : (
        <>
          <p className="mt-3 text-xs text-neutral-400">
            Choose where each kind of notification reaches you. The daily digest is one email a day (UTC).
          </p>
          <ul aria-label="Notification types" className="mt-1 divide-y divide-line text-sm">
            {preferences.data.map((saved) => (
              <NotificationTypeRow
                key={saved.type}
                preference={pending[saved.type] ?? saved}
                onChange={change}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PushDeviceSwitch() {
  const queryClient = useQueryClient();
  const supported = isPushSupported();
  const state = useQuery({
    queryKey: pushStateKey,
    queryFn: async () => (await currentPushSubscription()) !== null,
    enabled: supported,
  });
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? enablePush() : disablePush()),
    onSuccess: (_, on) => {
      void queryClient.invalidateQueries({ queryKey: pushStateKey });
      showToast(on ? 'Push On' : 'Push Off', on ? 'This device will get notifications.' : undefined);
    },
    onError: (error) => showErrorToast(error, 'Push Failed', 'Could not change push on this device.'),
  });
  if (!supported) {
    return <p className="text-xs text-neutral-400">This browser cannot receive push notifications.</p>;
  }
  const isOn = state.data === true;
  return (
    <div className="flex items-center justify-between gap-3 text-sm text-neutral-100">
      <span>Push notifications on this device</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={state.isPending || toggle.isPending}
        onClick={() => toggle.mutate(!isOn)}
      >
        {isOn ? 'Turn off' : 'Turn on'}
      </Button>
    </div>
  );
}
