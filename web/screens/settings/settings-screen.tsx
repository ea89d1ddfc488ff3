import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { useCurrentUser } from '../../lib/auth';
import { formatMonthYear } from '../../lib/dates';
import { CredentialsSettings } from './credentials-settings';
import { DataSettings } from './data-settings';
import { DisplaySettings } from './display-settings';
import { MessageSettingsSection } from './message-settings';
import { NotificationSettings } from './notification-settings';
import { SessionsSettings } from './sessions-settings';

/** /settings: the signed-in account's details. */
export function SettingsScreen() {
  const user = useCurrentUser();
  const rows = user.data
    ? [
        { label: 'Email', value: user.data.email },
        { label: 'Username', value: user.data.username ? `@${user.data.username}` : 'Not set' },
        { label: 'Display Name', value: user.data.displayName ?? 'Not set' },
        {
          label: 'Member since',
          value: formatMonthYear(user.data.createdAt),
        },
      ]
    : [];
  return (
    <ScreenLayout header={<ScreenHeader title="Settings" backHref="/profile" />}>
      <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-panel p-4">
        <h2 id="account-heading" className="mb-3 font-semibold text-white">
          Account
        </h2>
        <dl className="flex flex-col divide-y divide-line">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 py-2.5 text-sm">
              <dt className="text-neutral-400">{row.label}</dt>
              <dd className="truncate text-neutral-100">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DisplaySettings />
      <MessageSettingsSection />
      <NotificationSettings />
      <CredentialsSettings />
      <SessionsSettings />
      <DataSettings />
    </ScreenLayout>
  );
}
