import { useCurrentUser } from '../../lib/auth';
import { useOfflineReading } from '../../lib/pwa/use-offline-reading';
import { InstallPrompt } from './install-prompt';

/** Keeps the saved stories of `userId` offline (fills and refreshes the cache, flushes progress). */
function OfflineReading({ userId }: { userId: number }) {
  useOfflineReading(userId);
  return null;
}

/**
 * What the installable app adds to a signed-in session (docs/reference/platform.md#offline): offline reading
 * of saved stories and the install banner. Rendered once by the signed-in route table.
 */
export function PwaSession() {
  const user = useCurrentUser();
  if (!user.data) return null;
  return (
    <>
      <OfflineReading key={user.data.id} userId={user.data.id} />
      <InstallPrompt />
    </>
  );
}
