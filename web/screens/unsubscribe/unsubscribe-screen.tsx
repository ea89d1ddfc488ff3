import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { UNSUBSCRIBE_TOPICS, unsubscribeCategoryOf } from '../../../contract/unsubscribe';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../components/ui/states';
import { api } from '../../lib/api';
import { RecoveryLayout, tokenFromLocation } from '../account-recovery/recovery-layout';

/**
 * /unsubscribe?token=… (docs/reference/people.md#email): where an email's unsubscribe link leads. Opening
 * it changes nothing (link scanners open links too); it says what will stop ("Emails about new
 * chapters") and a button turns it off (POST /api/email/unsubscribe), then confirms and links to the
 * notification settings. Works signed in or out: the token is the credential.
 */
export function UnsubscribeScreen() {
  const [token] = useState(tokenFromLocation);
  const category = unsubscribeCategoryOf(token);
  const confirm = useMutation({
    mutationFn: () => api.POST('/api/email/unsubscribe', { body: { token } }),
  });
  if (!category) {
    return (
      <RecoveryLayout title="Unsubscribe">
        <p role="alert" className="mb-4 text-red-400">
          This unsubscribe link is not complete. Open it again from the email, or choose your emails in
          Settings.
        </p>
        <SettingsLink />
      </RecoveryLayout>
    );
  }
  const topic = UNSUBSCRIBE_TOPICS[category];
  return (
    <RecoveryLayout title="Unsubscribe">
      {confirm.isSuccess ? (
        <p role="status" className="mb-4 text-neutral-200">
          Done. {topic} are off. You still see these notifications in the app.
        </p>
      ) : (
        <>
          <p className="mb-2 text-neutral-200">
            Stop <strong className="text-white">{topic.toLowerCase()}</strong>?
          </p>
          <p className="mb-4 text-sm text-neutral-400">
            Only these emails stop: the notifications stay in the app, and you can turn them back on in
            Settings.
          </p>
          {confirm.isError && (
            <p role="alert" className="mb-4 text-red-400">
              {errorMessage(confirm.error)}
            </p>
          )}
          <Button className="mb-4 w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
      <SettingsLink />
    </RecoveryLayout>
  );
}

function SettingsLink() {
  return (
    <Link href="/settings" className="text-accent-soft underline">
      Notification settings
    </Link>
  );
}
