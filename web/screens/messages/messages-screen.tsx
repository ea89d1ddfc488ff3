import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';

/** /messages/{username}: the conversation with one author (empty in this release). */
export function MessagesScreen({ username }: { username: string }) {
  const [, navigate] = useLocation();
  return (
    <ScreenLayout
      header={
        <ScreenHeader
          title={`Messages with @${username}`}
          backHref={`/author/${encodeURIComponent(username)}`}
        />
      }
    >
      <EmptyState
        title="No messages yet"
        description={`You have no conversation with @${username}.`}
        icon={<MessageCircle className="h-10 w-10" />}
      >
        <Button variant="secondary" onClick={() => navigate(`/author/${encodeURIComponent(username)}`)}>
          View Profile
        </Button>
      </EmptyState>
    </ScreenLayout>
  );
}
