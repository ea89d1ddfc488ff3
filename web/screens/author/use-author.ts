import { useQuery } from '@tanstack/react-query';
import type { Story } from '../../../contract/stories';
import type { FeaturedCreator } from '../../lib/api-types';
import { useCurrentUser } from '../../lib/auth';
import { storyKeys } from '../../lib/stories';
import { featuredCreatorsKey } from '../home/featured-creators';

export interface AuthorSummary {
  id: number;
  username: string;
  displayName: string;
  profileImageUrl: string | null;
  bio: string | null;
  subscriberCount: number | null;
}

/**
 * Resolves a username to an author without a user-by-username endpoint: the signed-in user, then the
 * featured creators, then the authors of the top 100 trending stories. Returns `{ author, isPending }`;
 * author is null when none of these knows the username.
 */
export function useAuthorByUsername(username: string) {
  const me = useCurrentUser();
  const featured = useQuery<FeaturedCreator[]>({ queryKey: featuredCreatorsKey });
  const trending = useQuery<(Story & { authorUsername: string })[]>({
    queryKey: storyKeys.trending('', 100),
  });
  const wanted = username.toLowerCase();

  if (me.data?.username?.toLowerCase() === wanted) {
    const user = me.data;
    return {
      isPending: false,
      author: {
        id: user.id,
        username: user.username ?? username,
        displayName: user.displayName ?? username,
        profileImageUrl: user.profileImageUrl,
        bio: user.bio,
        subscriberCount: null,
      } satisfies AuthorSummary,
    };
  }
  const creator = featured.data?.find((c) => c.username.toLowerCase() === wanted);
  if (creator) return { isPending: false, author: { ...creator } satisfies AuthorSummary };
  const story = trending.data?.find((s) => s.authorUsername.toLowerCase() === wanted);
  if (story) {
    return {
      isPending: false,
      author: {
        id: story.authorId,
        username: story.author.username,
        displayName: story.author.displayName,
        profileImageUrl: story.author.profileImageUrl,
        bio: null,
        subscriberCount: null,
      } satisfies AuthorSummary,
    };
  }
  return { isPending: featured.isPending || trending.isPending, author: null };
}
