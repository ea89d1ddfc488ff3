import type { Post } from '../../../contract/posts';

/**
 * Who a post is for, as its card says it (docs/reference/people.md#posts): "Public", "For followers",
 * "For subscribers", "For {tier} subscribers and up" (plain "For subscribers" once the tier was deleted).
 */
export function audienceLabel(post: Pick<Post, 'audience' | 'tierName'>): string {
  switch (post.audience) {
    case 'public':
      return 'Public';
    case 'followers':
      return 'For followers';
    case 'subscribers':
      return 'For subscribers';
    case 'tier':
      return post.tierName ? `For ${post.tierName} subscribers and up` : 'For subscribers';
  }
}

/** The author page's address, opened on its Subscribe tab: where a locked post sends its reader. */
export function subscribeHref(post: Pick<Post, 'author'>): string {
  return `/author/${encodeURIComponent(post.author.username)}?tab=subscribe`;
}
