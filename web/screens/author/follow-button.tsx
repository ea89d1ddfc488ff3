import { UserCheck, UserPlus } from 'lucide-react';
import type { AuthorProfile } from '../../../contract/creators';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../../lib/auth';
import { useFollowToggle } from '../../lib/follows';
import { useSignInPrompt } from '../../lib/sign-in-prompt';

/**
 * The author page's Follow toggle (docs/reference/people.md#follows): "Follow", or "Following" when the
 * reader follows (`aria-pressed`), free and separate from Subscribe. The count moves at once and goes
 * back if the server refuses. Visitors are sent to sign in, as Subscribe sends them; an author sees no
 * button on their own page.
 */
export function FollowButton({ routeUsername, author }: { routeUsername: string; author: AuthorProfile }) {
  const user = useCurrentUser();
  const promptSignIn = useSignInPrompt();
  const follow = useFollowToggle(routeUsername, author);
  if (user.data?.id === author.id) return null;
  const onClick = () => {
    if (!user.data) {
      promptSignIn('Please log in to follow this author');
      return;
    }
    if (!follow.isPending) follow.toggle();
  };
  return (
    <Button
      variant={follow.isFollowing ? 'secondary' : 'outline'}
      aria-pressed={follow.isFollowing}
      aria-busy={follow.isPending}
      onClick={onClick}
    >
      {follow.isFollowing ? (
        <UserCheck aria-hidden="true" className="h-4 w-4" />
      ) : (
        <UserPlus aria-hidden="true" className="h-4 w-4" />
      )}
      {follow.isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
