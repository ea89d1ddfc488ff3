import type { Story } from '../../../contract/stories';
import type { PaywallTarget } from './paywall-dialog';

/**
 * What the paywall offers for `story` (spec section 3 "Paywall inputs"): its author, its one-time price
 * when it is premium (its own `price`, else `individualPrice`; null when not for sale), the tier a
 * tier_specific story requires, and `chapterId` when a locked chapter opened it. Zod-free and
 * dialog-free, so the locks that build it do not load the paywall before it is opened.
 */
export function storyPaywallTarget(story: Story, chapterId?: number): PaywallTarget {
  return {
    storyId: story.id,
    chapterId,
    authorId: story.authorId,
    authorName: story.author.displayName || story.author.username,
    authorUsername: story.author.username,
    contentTitle: story.title,
    requiredTierId: story.accessLevel === 'tier_specific' ? story.requiredTierId : null,
    price: story.isPremium ? (story.price ?? story.individualPrice) : null,
  };
}
