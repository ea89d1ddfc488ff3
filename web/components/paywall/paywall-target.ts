import type { Story } from '../../../contract/stories';

/** The tab the paywall opens on. */
export type PaywallMode = 'purchase' | 'subscribe' | 'tip';

/** docs/reference/data.md#entities (price as the API's decimal string, null when not for sale). */
export interface PaywallTarget {
  storyId?: number;
  chapterId?: number;
  authorId: number;
  authorName: string;
  /** The author's username: when `isTipJarEnabled` is not given, the author profile tells. */
  authorUsername?: string;
  contentTitle: string;
  previewContent?: string;
  price?: string | null;
  /** A tier_specific story's required tier (the Subscribe tab offers it and pricier ones). */
  requiredTierId?: number | null;
  isTipJarEnabled?: boolean;
}

/**
 * What the paywall offers for `story` (docs/reference/data.md#entities): its author, its one-time price
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
