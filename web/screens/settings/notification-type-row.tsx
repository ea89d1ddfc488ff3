import { useId } from 'react';
import type { NotificationType } from '../../../contract/notifications';
import { EMAIL_CHOICES, type EmailChoice, type NotificationPreference } from '../../../contract/push';

/** The name of each notification type in Settings (docs/reference/people.md#notifications). */
export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  new_chapter: 'New chapters',
  new_post: 'New posts',
  round_outcome: 'Vote results',
  direct_message: 'Direct messages',
  new_follower: 'New followers',
  new_subscriber: 'New subscribers',
  tier_welcome: 'Tier welcome notes',
  price_change: 'Subscription price changes',
  gift_received: 'Gift memberships',
  purchase: 'Purchases',
  tip: 'Tips',
  chat_report: 'Chat reports',
  collaboration_invite: 'Collaboration invitations',
};

const EMAIL_LABELS: Record<EmailChoice, string> = {
  immediate: 'Immediately',
  digest: 'Daily digest',
  off: 'Off',
};

/**
 * One notification type's channels: in the app and by push (check boxes) and email (Immediately, Daily
 * digest, Off), in a fieldset whose legend is the type, so each control is named "New chapters: push";
 * the controls wrap under the name on a phone (390 px).
 */
export function NotificationTypeRow({
  preference: p,
  onChange,
}: {
  preference: NotificationPreference;
  onChange: (next: NotificationPreference) => void;
}) {
  const label = NOTIFICATION_LABELS[p.type];
  const emailId = useId();
  return (
    <li>
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">{label}</legend>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <span aria-hidden="true" className="min-w-[9rem] flex-1 text-neutral-100">
            {label}
          </span>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {(['inApp', 'push'] as const).map((channel) => (
              <label key={channel} className="flex min-h-11 items-center gap-2 text-neutral-300">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-accent"
                  aria-label={`${label}: ${channel === 'inApp' ? 'in app' : 'push'}`}
                  checked={p[channel]}
                  onChange={(event) => onChange({ ...p, [channel]: event.target.checked })}
                />
                <span aria-hidden="true">{channel === 'inApp' ? 'In app' : 'Push'}</span>
              </label>
            ))}
            <span className="flex min-h-11 items-center gap-2 text-neutral-300">
              <label htmlFor={emailId}>Email</label>
              <select
                id={emailId}
                aria-label={`${label}: email`}
                value={p.email}
                onChange={(event) => onChange({ ...p, email: event.target.value as EmailChoice })}
                className="h-10 rounded-lg border border-line bg-panel px-2 text-sm text-neutral-100"
              >
                {EMAIL_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {EMAIL_LABELS[choice]}
                  </option>
                ))}
              </select>
            </span>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
