import type { Story } from '../../../contract/stories.js';
import type { SessionUser } from '../../lib/session-user.js';
import { effectiveAccessLevel } from '../access/access.policy.js';
import { imageUrlFor } from '../images/listed-image.js';
import type { StoryCardRow } from './story-card.query.js';

/** Default one-time price in dollars when a premium story has none (spec section 9). */
export const DEFAULT_CONTENT_PRICE = '2.99';

/**
 * Shapes a story card (spec section 3 "Story on cards"). Earnings are shown to the author only. Inline
 * cover and avatar images become URLs of their own (`/api/stories/{id}/cover?v=…`), so a card stays
 * a few KB however large its images.
 */
export function presentStory(row: StoryCardRow, viewer: SessionUser | null): Story {
  const s = row.story;
  // One rule with the read policy (ADR 0014): a public story flagged premium is shown as premium.
  const accessLevel = effectiveAccessLevel(s);
  const isPremium = s.isPremium || accessLevel === 'premium';
  return {
    id: s.id,
    title: s.title,
    summary: s.summary,
    genre: s.genre,
    tags: s.tags,
    setting: s.setting,
    openingLine: s.openingLine,
    coverUrl: imageUrlFor(s.coverUrl, `/api/stories/${s.id}/cover`, s.updatedAt.getTime()),
    author: {
      displayName: row.authorDisplayName ?? row.authorUsername ?? 'Unknown',
      username: row.authorUsername ?? 'unknown',
      profileImageUrl: imageUrlFor(
        row.authorProfileImageUrl,
        `/api/users/${s.authorId}/avatar`,
        row.authorImageVersion,
      ),
    },
    authorId: s.authorId,
    price: isPremium ? (s.individualPrice ?? DEFAULT_CONTENT_PRICE) : null,
    isPremium,
    isPublished: s.isPublished,
    isAdultContent: s.isAdultContent,
    accessLevel,
    requiredTierId: s.requiredTierId,
    individualPrice: s.individualPrice,
    previewLength: s.previewLength,
    freeChapters: s.freeChapters,
    communityVotingEnabled: s.communityVotingEnabled,
    chapters: row.chapterCount,
    wordCount: row.wordCount,
    stats: {
      totalViews: row.totalViews,
      averageRating: row.averageRating,
      ratingCount: row.ratingCount,
      earnings: viewer?.id === s.authorId ? row.earnings : '0.00',
    },
    updatedAt: s.updatedAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
  };
}

/** A trending item: a story card plus the author fields flat (spec section 3 "Trending items"). */
export function presentTrending(row: StoryCardRow, viewer: SessionUser | null) {
  const story = presentStory(row, viewer);
  return {
    ...story,
    authorUsername: story.author.username,
    authorDisplayName: story.author.displayName,
    authorProfileImageUrl: story.author.profileImageUrl,
  };
}
